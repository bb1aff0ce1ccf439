package org.iotcrypt.bench.research;

import java.math.BigInteger;
import java.util.Random;
import org.iotcrypt.internal.field.MontgomeryField;
import org.iotcrypt.internal.multiply.CurveGroup;
import org.iotcrypt.internal.multiply.Wnaf;
import org.iotcrypt.internal.multiply.WnafMultiplier;
import org.iotcrypt.internal.point.AffinePoint;
import org.iotcrypt.internal.point.CurveParameters;
import org.iotcrypt.internal.point.JacobianArithmetic;
import org.iotcrypt.internal.point.JacobianPoint;
import org.iotcrypt.internal.util.Bytes;

/**
 * The paper's window choice redone by counting: for w = 2..7, the cost of one-shot wNAF
 * multiplication k·P by an unknown point P on sm2p256v1 (the table of odd multiples is built
 * for this one multiplication, as the paper assumes), split into precomputation and main
 * loop, counted in field multiplications and squarings by running the real code
 * ({@link WnafMultiplier}) on a {@link CountingField}, averaged over random 256-bit scalars and
 * in the worst case seen; beside it the paper's model in point additions A and doublings D.
 *
 * <p>About the paper (sm2-cortex-m3-optimization, section 3 and 4): the text of Tables 3 and
 * 6 is not in the available copy, only their captions and the discussion. What it states:
 * Table 3 gives the cost of NAF multiplication for a 256-bit scalar in A and D in the worst
 * case, ignoring point negation; the precomputation grows exponentially with w while the main
 * loop's savings shrink; in the worst case w = 5 needs one A fewer than w = 4, but real
 * scalars are lighter than the worst case, so w = 4 is chosen for a table used once. Table 6
 * (precomputation cost, measured on the Cortex-M3) and Figure 4 (timings of 1000 such
 * multiplications) are not readable at all. The model column below is the standard one
 * (Hankerson, Menezes, Vanstone, Guide to ECC, alg. 3.36): precomputation D + (2^(w-2) - 1)A,
 * main loop about 256/(w+1) A and 256 D; its numbers are ours, not read from the paper.
 */
public final class WnafCostReport {

    /** Smallest and largest window reported. */
    public static final int MIN_W = 2;
    public static final int MAX_W = 7;
    private static final int BITS = 256;

    private WnafCostReport() {
    }

    /** Prints the report for 200 random scalars (seed 1). */
    public static void main(String[] args) {
        System.out.print(report(200, 1));
    }

    /** The report as text: one row per w, then the window it picks. */
    public static String report(int samples, long seed) {
        CurveParameters c = CurveParameters.SM2P256V1;
        CountingField f = new CountingField(new MontgomeryField(c.p()));
        JacobianArithmetic ops = new JacobianArithmetic(f, f.fromBigInteger(c.a()), c.aIsMinus3());
        Random rnd = new Random(seed);
        BigInteger n = c.n();
        BigInteger d = new BigInteger(255, rnd).add(BigInteger.ONE);
        byte[] pxy = CurveGroup.of(c).multiplyBase(Bytes.unsignedFixed(d, 32));
        long[] px = f.newElement();
        long[] py = f.newElement();
        f.fromBytes(px, pxy, 0);
        f.fromBytes(py, pxy, 32);
        AffinePoint p = new AffinePoint(px, py);
        long[][] scalars = new long[samples][];
        for (int i = 0; i < samples; i++) {
            BigInteger k = new BigInteger(256, rnd).mod(n.subtract(BigInteger.ONE)).add(BigInteger.ONE);
            scalars[i] = Wnaf.limbs(Bytes.unsignedFixed(k, 32));
        }

        StringBuilder out = new StringBuilder();
        out.append(String.format("wNAF one-shot k*P, P unknown, 256-bit k on sm2p256v1: %d random k in [1, n-1]%n", samples));
        out.append("Counted field multiplications M and squarings S (CountingField, real code); A, D = point additions,\n");
        out.append("doublings. Final conversion to affine (1I + 3M + 1S) is the same for every w and left out.\n");
        out.append("Worst = most expensive of the random scalars and of w dense scalars (a 1 every w bits).\n\n");
        out.append(" w | precomputation      | main loop, average             | main loop, worst          | total M+S     | model (HMV 3.36), A / D\n");
        out.append("   |    M    S     A  D   |      M       S      A      D   |     M     S    A    D     |  average worst| pre      main avg      total A\n");
        int best = 0;
        double bestCost = Double.MAX_VALUE;
        JacobianPoint acc = new JacobianPoint(f);
        for (int w = MIN_W; w <= MAX_W; w++) {
            f.reset();
            long[] table = WnafMultiplier.oddMultiplesJacobian(ops, p, w);
            long preM = f.muls();
            long preS = f.sqrs();
            int preA = (1 << (w - 2)) - 1;
            int preD = w > 2 ? 1 : 0;
            double sumM = 0;
            double sumS = 0;
            double sumA = 0;
            double sumD = 0;
            long[] worst = new long[4];
            for (int i = 0; i < samples + w; i++) {
                long[] k = i < samples ? scalars[i] : dense(w, i - samples);
                short[] digits = Wnaf.recode(k, 0, BITS, w);
                f.reset();
                WnafMultiplier.interleave(ops, new long[0][], new int[0], new short[0][], table, digits, acc);
                int nonZero = 0;
                int top = 0;
                for (int j = 0; j < digits.length; j++) {
                    if (digits[j] != 0) {
                        nonZero++;
                        top = j;
                    }
                }
                long m = f.muls();
                long s = f.sqrs();
                if (m + s > worst[0] + worst[1]) {
                    worst = new long[] {m, s, nonZero - 1, top};
                }
                if (i < samples) {
                    sumM += m;
                    sumS += s;
                    sumA += nonZero - 1;
                    sumD += top;
                }
            }
            double avgM = sumM / samples;
            double avgS = sumS / samples;
            double total = preM + preS + avgM + avgS;
            long totalWorst = preM + preS + worst[0] + worst[1];
            double modelMainA = BITS / (double) (w + 1);
            out.append(String.format("%2d | %4d %4d  %4d %2d   | %7.1f %7.1f %6.1f %6.1f   | %5d %5d %4d %4d     | %6.0f %6d | %2dA+%dD   %5.1fA+%dD   %5.1f%n",
                    w, preM, preS, preA, preD, avgM, avgS, sumA / samples, sumD / samples,
                    worst[0], worst[1], worst[2], worst[3], total, totalWorst,
                    preA, preD, modelMainA, BITS, preA + modelMainA));
            if (total < bestCost) {
                bestCost = total;
                best = w;
            }
        }
        out.append(String.format("%nLowest average total: w = %d. The paper picks w = 4 (its Table 3: in the worst case w = 5 saves one A%n", best));
        out.append("over w = 4; Tables 3 and 6 themselves are not readable in the available text).\n");
        return out.toString();
    }

    /** A scalar with a 1 every w bits from bit offset (so its wNAF has the most non-zero digits). */
    private static long[] dense(int w, int offset) {
        BigInteger k = BigInteger.ZERO;
        for (int bit = offset; bit < BITS; bit += w) {
            k = k.setBit(bit);
        }
        return Wnaf.limbs(Bytes.unsignedFixed(k, 32));
    }
}
