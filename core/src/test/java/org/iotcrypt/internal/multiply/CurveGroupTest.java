package org.iotcrypt.internal.multiply;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.iotcrypt.conformance.Implementations;
import org.iotcrypt.internal.point.CurveParameters;
import org.iotcrypt.internal.point.ReferenceCurve;
import org.iotcrypt.testing.ExampleCurve;
import org.iotcrypt.testing.Unsigned;
import org.iotcrypt.vectors.VectorFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every multiplier against the BigInteger oracle and against each other, on both curves. */
class CurveGroupTest {

    /** The specialised sm2p256v1 field, the generic one on the same curve, the a != -3 curve: the one list. */
    static List<CurveGroup> groups() {
        return Implementations.curveGroups();
    }

    /**
     * The standards' own multiplications: P = d·G and (x1, y1) = k·G of the GB/T 32918.5
     * sm2p256v1 examples and of the GM/T 0003 examples on the example curve, through the
     * fixed-base comb, the variable-base window (k·G as k·P with P = G) and the wNAF sum (0·G + k·G).
     */
    @ParameterizedTest
    @MethodSource("groups")
    void reproducesTheStandardsMultiplications(CurveGroup group) {
        boolean sm2 = group.parameters().equals(CurveParameters.SM2P256V1);
        List<VectorFile.Vector> examples = sm2 ? VectorFile.load("gbt32918-5-sm2p256v1-examples.txt")
                : VectorFile.load("gmt0003-2-sm2-signature.txt");
        PublicPoint g = group.point(Unsigned.bytes32(group.parameters().gx()), Unsigned.bytes32(group.parameters().gy()));
        int checked = 0;
        for (VectorFile.Vector v : examples) {
            if (v.has("d") && v.has("px")) {
                byte[] p = concat(v.hex("px"), v.hex("py"));
                assertArrayEquals(p, group.multiplyBase(v.hex("d")), "d*G, " + v);
                assertArrayEquals(p, group.multiply(g, v.hex("d")), "d*G as d*P, " + v);
                assertArrayEquals(p, group.multiplyBaseAndAddVartime(new byte[32], v.hex("d"), g), "0*G + d*G, " + v);
                checked++;
            }
            if (v.has("k") && v.has("x1")) {
                assertArrayEquals(concat(v.hex("x1"), v.hex("y1")), group.multiplyBase(v.hex("k")), "k*G, " + v);
                checked++;
            }
        }
        assertTrue(checked >= 2, "examples with d, P or k, (x1, y1): " + checked);
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] out = new byte[a.length + b.length];
        System.arraycopy(a, 0, out, 0, a.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }


    static byte[] encode(BigInteger[] q) {
        if (q == null) {
            return null;
        }
        byte[] out = new byte[64];
        System.arraycopy(Unsigned.bytes32(q[0]), 0, out, 0, 32);
        System.arraycopy(Unsigned.bytes32(q[1]), 0, out, 32, 32);
        return out;
    }

    /** k·G for a random k below n, in BigInteger affine coordinates. */
    private static BigInteger[] randomPoint(ReferenceCurve ref, Random rnd) {
        return ref.multiply(new BigInteger(256, rnd).mod(ref.n), ref.g);
    }

    static PublicPoint point(CurveGroup g, BigInteger[] q) {
        return g.point(Unsigned.bytes32(q[0]), Unsigned.bytes32(q[1]));
    }

    /**
     * Edge values, then random scalars: small ones, n-1, n-2, 2^255, and 2^256 mod n, which on
     * the example curve makes the fixed-base accumulator equal its last addend (a doubling).
     */
    static List<BigInteger> scalars(BigInteger n, Random rnd, int randomCount) {
        List<BigInteger> r = new ArrayList<>(List.of(BigInteger.ONE.shiftLeft(256).mod(n),
                BigInteger.ONE, BigInteger.TWO, BigInteger.valueOf(3),
                BigInteger.valueOf(31), BigInteger.valueOf(32), BigInteger.valueOf(33),
                n.subtract(BigInteger.ONE), n.subtract(BigInteger.TWO), n.shiftRight(1),
                BigInteger.ONE.shiftLeft(255), BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE)));
        for (int i = 0; i < randomCount; i++) {
            r.add(new BigInteger(256, rnd).mod(n));
        }
        return r;
    }

    /**
     * k·G before the fixed-base table exists (the variable-base ladder, for the first
     * TABLE_AFTER calls) and after it: both equal the oracle, on a group of its own.
     */
    @ParameterizedTest
    @MethodSource("groups")
    void multiplyBaseBeforeAndAfterItsTable(CurveGroup shared) {
        CurveGroup group = CurveGroup.of(shared.parameters());
        ReferenceCurve ref = new ReferenceCurve(group.parameters());
        List<BigInteger> ks = scalars(ref.n, new Random(2), 2);
        for (int i = 0; i < ks.size(); i++) {
            assertEquals(i > CurveGroup.TABLE_AFTER, group.hasFixedBaseTable(), "table after " + i + " calls");
            assertArrayEquals(encode(ref.multiply(ks.get(i), ref.g)), group.multiplyBase(Unsigned.bytes32(ks.get(i))),
                    ks.get(i).toString(16));
        }
    }

    @ParameterizedTest
    @MethodSource("groups")
    void multiplyBaseMatchesOracle(CurveGroup group) {
        ReferenceCurve ref = new ReferenceCurve(group.parameters());
        for (BigInteger k : scalars(ref.n, new Random(1), 6)) {
            assertArrayEquals(encode(ref.multiply(k, ref.g)), group.multiplyBase(Unsigned.bytes32(k)), k.toString(16));
        }
        assertArrayEquals(new byte[64], group.multiplyBase(new byte[32]), "0·G is infinity, encoded as zeros");
    }

    @ParameterizedTest
    @MethodSource("groups")
    void multiplyMatchesOracle(CurveGroup group) {
        ReferenceCurve ref = new ReferenceCurve(group.parameters());
        Random rnd = new Random(2);
        BigInteger[] p = randomPoint(ref, rnd);
        PublicPoint pp = point(group, p);
        for (BigInteger k : scalars(ref.n, rnd, 4)) {
            assertArrayEquals(encode(ref.multiply(k, p)), group.multiply(pp, Unsigned.bytes32(k)), k.toString(16));
        }
        assertArrayEquals(new byte[64], group.multiply(pp, new byte[32]));
        assertArrayEquals(new byte[64], group.multiply(pp, Unsigned.bytes32(ref.n)));
    }

    /**
     * One-shot verifications before G's tables exist (G's odd multiples made per call, for the
     * first G_TABLES_AFTER) and after: both equal the oracle, on a group of its own.
     */
    @ParameterizedTest
    @MethodSource("groups")
    void oneShotVerificationBeforeAndAfterGsTable(CurveGroup shared) {
        CurveGroup group = CurveGroup.of(shared.parameters());
        ReferenceCurve ref = new ReferenceCurve(group.parameters());
        Random rnd = new Random(7);
        for (int i = 0; i < InterleavedWnafMultiplier.G_TABLES_AFTER + 3; i++) {
            assertEquals(i > InterleavedWnafMultiplier.G_TABLES_AFTER, group.hasVerificationTable(), "table after " + i);
            BigInteger[] p = randomPoint(ref, rnd);
            BigInteger s = new BigInteger(256, rnd).mod(ref.n);
            BigInteger t = new BigInteger(256, rnd).mod(ref.n);
            assertArrayEquals(encode(ref.add(ref.multiply(s, ref.g), ref.multiply(t, p))),
                    group.multiplyBaseAndAddVartime(Unsigned.bytes32(s), Unsigned.bytes32(t), point(group, p)));
        }
    }

    /**
     * A cached key's sliced tables take digits of one wNAF over the whole scalar, so windows
     * that straddle two 16-bit slices, carries that run across slices and the final carry above
     * bit 255 are all added at the right slice and height: scalars with all-ones runs ending at
     * or just past every slice edge, and random ones, against the BigInteger oracle.
     */
    @ParameterizedTest
    @MethodSource("groups")
    void cachedKeyTakesWholeScalarDigitsAcrossSliceEdges(CurveGroup group) {
        ReferenceCurve ref = new ReferenceCurve(group.parameters());
        Random rnd = new Random(17);
        BigInteger[] p = randomPoint(ref, rnd);
        PublicPoint pp = point(group, p);
        List<BigInteger> ks = new ArrayList<>();
        for (int edge = 16; edge <= 256; edge += 16) {
            for (int past = -1; past <= 1; past++) {
                int top = Math.min(256, edge + past);
                ks.add(BigInteger.ONE.shiftLeft(top).subtract(BigInteger.ONE.shiftLeft(Math.max(0, top - 9))).mod(ref.n));
            }
        }
        for (int i = 0; i < 24; i++) {
            ks.add(new BigInteger(256, rnd).mod(ref.n));
        }
        for (int i = 0; i < ks.size(); i++) {
            BigInteger s = ks.get(i);
            BigInteger t = ks.get(ks.size() - 1 - i);
            byte[] expected = encode(ref.add(ref.multiply(s, ref.g), ref.multiply(t, p)));
            assertArrayEquals(expected, group.multiplyBaseAndAddVartime(Unsigned.bytes32(s), Unsigned.bytes32(t), pp),
                    s.toString(16) + " " + t.toString(16));
        }
        assertTrue(pp.cachedWnafTable() != null, "table cached after repeated use");
    }

    @ParameterizedTest
    @MethodSource("groups")
    void multiplyBaseAndAddMatchesOracleFreshAndCached(CurveGroup group) {
        ReferenceCurve ref = new ReferenceCurve(group.parameters());
        Random rnd = new Random(3);
        BigInteger[] p = randomPoint(ref, rnd);
        PublicPoint pp = point(group, p);
        List<BigInteger> ss = scalars(ref.n, rnd, 3);
        List<BigInteger> ts = scalars(ref.n, rnd, 3);
        for (int i = 0; i < ss.size(); i++) {
            BigInteger s = ss.get(i);
            BigInteger t = ts.get((i * 7) % ts.size());
            byte[] expected = encode(ref.add(ref.multiply(s, ref.g), ref.multiply(t, p)));
            // a fresh PublicPoint each time takes the one-shot path; pp builds its table on use 2
            assertArrayEquals(expected, group.multiplyBaseAndAddVartime(Unsigned.bytes32(s), Unsigned.bytes32(t), point(group, p)));
            assertArrayEquals(expected, group.multiplyBaseAndAddVartime(Unsigned.bytes32(s), Unsigned.bytes32(t), pp));
        }
        assertTrue(pp.cachedWnafTable() != null, "table cached after repeated use");
        // exceptional sums: s·G + t·P = O, = 2P-like doublings, zero scalars
        BigInteger d = new BigInteger(200, rnd);
        BigInteger[] q = ref.multiply(d, ref.g);
        PublicPoint qp = point(group, q);
        for (int use = 0; use < 2; use++) {
            BigInteger t = BigInteger.valueOf(5);
            BigInteger sCancel = ref.n.subtract(d.multiply(t).mod(ref.n));
            assertNull(group.multiplyBaseAndAddVartime(Unsigned.bytes32(sCancel), Unsigned.bytes32(t), qp));
            assertArrayEquals(encode(ref.multiply(d.multiply(BigInteger.TWO), ref.g)),
                    group.multiplyBaseAndAddVartime(Unsigned.bytes32(d), Unsigned.bytes32(BigInteger.ONE), qp));
            assertArrayEquals(encode(q), group.multiplyBaseAndAddVartime(new byte[32], Unsigned.bytes32(BigInteger.ONE), qp));
            assertArrayEquals(encode(ref.g), group.multiplyBaseAndAddVartime(Unsigned.bytes32(BigInteger.ONE), new byte[32], qp));
            assertNull(group.multiplyBaseAndAddVartime(new byte[32], new byte[32], qp));
        }
    }

    @ParameterizedTest
    @MethodSource("groups")
    void jacobianResultKnowsItsAffineXWithoutInverting(CurveGroup group) {
        ReferenceCurve ref = new ReferenceCurve(group.parameters());
        Random rnd = new Random(5);
        BigInteger[] p = randomPoint(ref, rnd);
        PublicPoint pp = point(group, p);
        for (int i = 0; i < 6; i++) {
            BigInteger s = new BigInteger(256, rnd).mod(ref.n);
            BigInteger t = new BigInteger(256, rnd).mod(ref.n);
            BigInteger x = ref.add(ref.multiply(s, ref.g), ref.multiply(t, p))[0];
            JacobianResult sum = group.multiplyBaseAndAddJacobianVartime(Unsigned.bytes32(s), Unsigned.bytes32(t), pp);
            assertFalse(sum.isInfinity());
            assertTrue(sum.hasAffineX(x));
            assertFalse(sum.hasAffineX(x.add(BigInteger.ONE).mod(ref.p)));
            assertFalse(sum.hasAffineX(x.add(ref.p)), "a number at or above p is no coordinate");
        }
        BigInteger k = new BigInteger(200, rnd);
        PublicPoint kp = point(group, ref.multiply(k, ref.g));
        JacobianResult infinity = group.multiplyBaseAndAddJacobianVartime(Unsigned.bytes32(ref.n.subtract(k)),
                Unsigned.bytes32(BigInteger.ONE), kp);
        assertTrue(infinity.isInfinity());
        assertFalse(infinity.hasAffineX(BigInteger.ZERO), "the point at infinity has no x");
    }

    @ParameterizedTest
    @MethodSource("groups")
    void decompressionFindsBothRootsAndRefusesNonResidues(CurveGroup group) {
        ReferenceCurve ref = new ReferenceCurve(group.parameters());
        Random rnd = new Random(6);
        for (int i = 0; i < 8; i++) {
            BigInteger[] q = randomPoint(ref, rnd);
            boolean odd = q[1].testBit(0);
            assertArrayEquals(Unsigned.bytes32(q[1]), group.decompress(Unsigned.bytes32(q[0]), odd).y());
            assertArrayEquals(Unsigned.bytes32(ref.p.subtract(q[1])), group.decompress(Unsigned.bytes32(q[0]), !odd).y());
        }
        BigInteger x = BigInteger.ONE;
        while (isSquare(ref, x.pow(3).add(ref.a.multiply(x)).add(ref.b).mod(ref.p))) {
            x = x.add(BigInteger.ONE);
        }
        byte[] nonResidueX = Unsigned.bytes32(x);
        assertThrows(IllegalArgumentException.class, () -> group.decompress(nonResidueX, false));
        assertThrows(IllegalArgumentException.class, () -> group.decompress(Unsigned.bytes32(ref.p), false));
    }

    /** Euler's criterion, in BigInteger: the independent check of the field's square root. */
    private static boolean isSquare(ReferenceCurve ref, BigInteger v) {
        return v.modPow(ref.p.subtract(BigInteger.ONE).shiftRight(1), ref.p).equals(BigInteger.ONE);
    }

    @ParameterizedTest
    @MethodSource("groups")
    void multiplyAndAddMatchesOracle(CurveGroup group) {
        ReferenceCurve ref = new ReferenceCurve(group.parameters());
        Random rnd = new Random(4);
        BigInteger[] p = randomPoint(ref, rnd);
        BigInteger[] q = randomPoint(ref, rnd);
        PublicPoint pp = point(group, p);
        PublicPoint qp = point(group, q);
        for (BigInteger t : scalars(ref.n, rnd, 4)) {
            assertArrayEquals(encode(ref.add(p, ref.multiply(t, q))),
                    group.multiplyAndAddVartime(pp, Unsigned.bytes32(t), qp), t.toString(16));
        }
        // exceptional sums: P + t·P (a doubling on the last step), P + (n - 1)·P = O, t = 0
        BigInteger d = new BigInteger(120, rnd);
        BigInteger[] r = ref.multiply(d, ref.g);
        PublicPoint rp = point(group, r);
        assertArrayEquals(encode(ref.multiply(BigInteger.TWO, r)), group.multiplyAndAddVartime(rp, Unsigned.bytes32(BigInteger.ONE), rp));
        assertArrayEquals(encode(ref.multiply(BigInteger.valueOf(8), r)),
                group.multiplyAndAddVartime(rp, Unsigned.bytes32(BigInteger.valueOf(7)), rp));
        assertNull(group.multiplyAndAddVartime(rp, Unsigned.bytes32(ref.n.subtract(BigInteger.ONE)), rp));
        assertArrayEquals(encode(p), group.multiplyAndAddVartime(pp, new byte[32], qp));
        // P + t·R with t·R = P: the one-entry addend meets an equal accumulator
        BigInteger[] twoR = ref.multiply(BigInteger.TWO, r);
        assertArrayEquals(encode(ref.multiply(BigInteger.valueOf(4), r)),
                group.multiplyAndAddVartime(point(group, twoR), Unsigned.bytes32(BigInteger.TWO), rp));
    }

    @ParameterizedTest
    @MethodSource("groups")
    void multipliersAgreeWithEachOther(CurveGroup group) {
        ReferenceCurve ref = new ReferenceCurve(group.parameters());
        Random rnd = new Random(4);
        byte[] gx = Unsigned.bytes32(ref.g[0]);
        byte[] gy = Unsigned.bytes32(ref.g[1]);
        PublicPoint g = group.point(gx, gy);
        byte[] zero = new byte[32];
        for (BigInteger k : scalars(ref.n, rnd, 20)) {
            byte[] k32 = Unsigned.bytes32(k);
            byte[] viaBase = group.multiplyBase(k32);
            assertArrayEquals(viaBase, group.multiply(g, k32));
            assertArrayEquals(viaBase, group.multiplyBaseAndAddVartime(k32, zero, g));
            assertArrayEquals(viaBase, group.multiplyBaseAndAddVartime(zero, k32, g));
        }
    }

    /** Small k and k close to n, where the last window's doubling case can arise. */
    @ParameterizedTest
    @MethodSource("groups")
    void scalarsNearZeroAndNearN(CurveGroup group) {
        ReferenceCurve ref = new ReferenceCurve(group.parameters());
        BigInteger[] p = ref.multiply(BigInteger.valueOf(0x1234567), ref.g);
        PublicPoint pp = point(group, p);
        BigInteger[] jg = null;
        BigInteger[] jp = null;
        for (int j = 1; j <= 40; j++) {
            jg = ref.add(jg, ref.g);
            jp = ref.add(jp, p);
            BigInteger small = BigInteger.valueOf(j);
            BigInteger large = ref.n.subtract(small);
            assertArrayEquals(encode(jg), group.multiplyBase(Unsigned.bytes32(small)), "k = " + j);
            assertArrayEquals(encode(ref.neg(jg)), group.multiplyBase(Unsigned.bytes32(large)), "k = n - " + j);
            assertArrayEquals(encode(jp), group.multiply(pp, Unsigned.bytes32(small)), "k = " + j);
            assertArrayEquals(encode(ref.neg(jp)), group.multiply(pp, Unsigned.bytes32(large)), "k = n - " + j);
        }
    }

    @ParameterizedTest
    @MethodSource("groups")
    void pointValidation(CurveGroup group) {
        ReferenceCurve ref = new ReferenceCurve(group.parameters());
        byte[] gx = Unsigned.bytes32(ref.g[0]);
        byte[] gy = Unsigned.bytes32(ref.g[1]);
        PublicPoint g = group.point(gx, gy);
        assertArrayEquals(gx, g.x());
        assertEquals(65, g.encoded().length);
        assertEquals(g, group.point(gx, gy));
        assertEquals(g.hashCode(), group.point(gx, gy).hashCode());
        assertNotEquals(g, group.point(gx, Unsigned.bytes32(ref.p.subtract(ref.g[1]))));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> group.point(gx, Unsigned.bytes32(ref.g[1].add(BigInteger.ONE))));
        assertTrue(e.getMessage().contains("not on the curve"), e.getMessage());
        // y + p still fits 256 bits on both curves? only when y + p < 2^256; the x + p form:
        BigInteger xPlusP = ref.g[0].add(ref.p);
        if (xPlusP.bitLength() <= 256) {
            e = assertThrows(IllegalArgumentException.class, () -> group.point(Unsigned.bytes32(xPlusP), gy));
            assertTrue(e.getMessage().contains("below the field prime"), e.getMessage());
        }
        e = assertThrows(IllegalArgumentException.class, () -> group.point(Unsigned.bytes32(ref.p), gy));
        assertTrue(e.getMessage().contains("below the field prime"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> group.point(new byte[32], new byte[32]));
        assertThrows(IllegalArgumentException.class, () -> group.point(new byte[31], gy));
        assertThrows(IllegalArgumentException.class, () -> group.multiplyBase(new byte[33]));
    }

    /**
     * Issue 12, fix 5: the lazy tables were built under synchronized (this) on the shared group,
     * so any caller holding the group's monitor stalled every first multiplication. The lock is
     * private now: a thread holding the group's monitor does not stop another from building them.
     */
    @Test
    void holdingTheGroupsMonitorDoesNotBlockItsFirstMultiplication() throws Exception {
        CurveGroup fresh = CurveGroup.of(ExampleCurve.PARAMETERS);
        byte[] k = new byte[32];
        k[31] = 7;
        ExecutorService other = Executors.newSingleThreadExecutor();
        try {
            synchronized (fresh) {
                Future<byte[]> product = other.submit(() -> fresh.multiplyBase(k));
                assertEquals(64, product.get(60, TimeUnit.SECONDS).length);
            }
        } finally {
            other.shutdownNow();
        }
    }

    @Test
    void pointsMoveBetweenGroupsOfTheSameCurve() {
        CurveParameters c = CurveParameters.SM2P256V1;
        CurveGroup generic = CurveGroup.of(c);
        CurveGroup fast = CurveGroup.sm2p256v1();
        PublicPoint fromGeneric = generic.point(Unsigned.bytes32(c.gx()), Unsigned.bytes32(c.gy()));
        PublicPoint fromFast = fast.point(Unsigned.bytes32(c.gx()), Unsigned.bytes32(c.gy()));
        byte[] k = Unsigned.bytes32(BigInteger.valueOf(0xC0FFEE));
        byte[] expected = fast.multiplyBase(k);
        assertArrayEquals(expected, fast.multiply(fromGeneric, k));
        assertArrayEquals(expected, generic.multiply(fromFast, k));
        for (int use = 0; use < 3; use++) {
            assertArrayEquals(expected, fast.multiplyBaseAndAddVartime(new byte[32], k, fromGeneric));
            assertArrayEquals(expected, generic.multiplyBaseAndAddVartime(new byte[32], k, fromFast));
        }
        assertEquals(fromGeneric, fromFast);
    }

    @Test
    void pointsOfOneCurveAreRefusedByTheOther() {
        CurveParameters c = ExampleCurve.PARAMETERS;
        PublicPoint foreign = CurveGroup.of(c).point(Unsigned.bytes32(c.gx()), Unsigned.bytes32(c.gy()));
        assertThrows(IllegalArgumentException.class, () -> CurveGroup.sm2p256v1().multiply(foreign, new byte[32]));
    }
}
