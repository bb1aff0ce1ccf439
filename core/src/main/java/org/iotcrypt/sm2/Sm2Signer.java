package org.iotcrypt.sm2;

import java.math.BigInteger;
import java.security.SecureRandom;
import java.util.Arrays;
import org.iotcrypt.internal.field.ModularField;
import org.iotcrypt.internal.multiply.CurveGroup;
import org.iotcrypt.internal.multiply.JacobianResult;

/**
 * SM2 digital signatures, GB/T 32918.2-2016 section 6 (sign) and section 7 (verify), with
 * signatures as raw 64-byte r || s (DER is the business of the format layer).
 *
 * <p>Signing: e = SM3(Z_A || M); k uniform in [1, n - 1]; (x1, y1) = k*G; r = (e + x1) mod n,
 * drawing a new k if r = 0 or r + k = n; s = (1 + d)^-1 (k - r*d) mod n, drawing a new k if
 * s = 0. Verification: r, s in [1, n - 1]; t = (r + s) mod n, t != 0; (x1, y1) = s*G + t*P_A;
 * accept iff (e + x1) mod n = r.
 *
 * <p><b>Constant time.</b> Signing handles k, d and (1 + d)^-1 only in the constant-time scalar
 * field and the constant-time fixed-base multiplication; the only branches are the rejections
 * above, which depend on the public r and s (and, for r + k = n, happen with probability about
 * 1/n). Verification works on public values only and uses the variable-time double
 * multiplication.
 */
public final class Sm2Signer {

    /** Length of a raw signature r || s. */
    public static final int SIGNATURE_LENGTH = 64;

    private Sm2Signer() {
    }

    /**
     * Signs M for the user ID (usually {@link Sm2UserId#DEFAULT}) and returns r || s.
     *
     * @param key the key
     * @param id the user ID in Z
     * @param message the message M
     * @param random the source of k
     * @return the signature r || s, 64 bytes
     */
    public static byte[] sign(Sm2PrivateKey key, Sm2UserId id, byte[] message, SecureRandom random) {
        return Sm2SignatureStream.signer(key, id).update(message).sign(random);
    }

    /**
     * Signs a precomputed e = SM3(Z_A || M) and returns r || s.
     *
     * @param key the key
     * @param e the digest e, 32 bytes
     * @param random the source of k
     * @return the signature r || s, 64 bytes
     * @throws IllegalArgumentException if e is not 32 bytes
     */
    public static byte[] signDigest(Sm2PrivateKey key, byte[] e, SecureRandom random) {
        checkDigest(e);
        byte[] n = key.group().orderBytes();
        while (true) {
            byte[] k = Scalars.random(random, n);
            byte[] rs = signDigestWithK(key, e, k);
            Arrays.fill(k, (byte) 0);
            if (rs != null) {
                return rs;
            }
        }
    }

    /**
     * Whether rs is a valid signature r || s of M by the key for the user ID; false for any malformed rs.
     *
     * @param key the key
     * @param id the user ID in Z
     * @param message the message M
     * @param rs the signature r || s, 64 bytes
     * @return whether the signature is valid; false for a malformed one
     */
    public static boolean verify(Sm2PublicKey key, Sm2UserId id, byte[] message, byte[] rs) {
        return Sm2SignatureStream.verifier(key, id).update(message).verify(rs);
    }

    /**
     * Whether rs is a valid signature r || s of the precomputed e = SM3(Z_A || M); false for any malformed input.
     *
     * @param key the key
     * @param e the digest e, 32 bytes
     * @param rs the signature r || s, 64 bytes
     * @return whether the signature is valid; false for a malformed one
     */
    public static boolean verifyDigest(Sm2PublicKey key, byte[] e, byte[] rs) {
        if (e.length != Scalars.LENGTH || rs.length != SIGNATURE_LENGTH) {
            return false;
        }
        CurveGroup g = key.group();
        ModularField f = g.scalarField();
        byte[] n = g.orderBytes();
        byte[] r = Arrays.copyOfRange(rs, 0, Scalars.LENGTH);
        byte[] s = Arrays.copyOfRange(rs, Scalars.LENGTH, SIGNATURE_LENGTH);
        if (Scalars.isZero(r) || !Scalars.lessThan(r, n) || Scalars.isZero(s) || !Scalars.lessThan(s, n)) {
            return false;
        }
        long[] rElement = f.newElement();
        long[] t = f.newElement();
        f.fromBytes(rElement, r, 0);
        f.fromBytes(t, s, 0);
        f.add(t, rElement, t);
        if (f.isZero(t) != 0) {
            return false;
        }
        byte[] tBytes = new byte[Scalars.LENGTH];
        f.toBytes(t, tBytes, 0);
        JacobianResult sum = g.multiplyBaseAndAddJacobianVartime(s, tBytes, key.point());
        if (sum.isInfinity()) {
            return false;
        }
        // (e + x1) mod n = r  <=>  x1 = v (mod n) with v = (r - e) mod n. As x1 < p < 2n, the only
        // candidates are v and v + n, the latter when it is below p (hasAffineX says no otherwise).
        long[] v = f.newElement();
        f.fromBytes(v, e, 0);
        f.sub(v, rElement, v);
        BigInteger candidate = f.toBigInteger(v);
        return sum.hasAffineX(candidate) || sum.hasAffineX(candidate.add(g.parameters().n()));
    }

    /** Test hook: signs M with a given k (the standards' worked examples); null if k is rejected. */
    static byte[] signWithK(Sm2PrivateKey key, Sm2UserId id, byte[] message, byte[] k) {
        return signDigestWithK(key, Sm2SignatureStream.signer(key, id).update(message).digest(), k);
    }

    /** One signing attempt with k in [1, n - 1]; null if r = 0, r + k = n or s = 0. */
    static byte[] signDigestWithK(Sm2PrivateKey key, byte[] e, byte[] k) {
        CurveGroup g = key.group();
        ModularField f = g.scalarField();
        byte[] x1y1 = g.multiplyBase(k);
        long[] r = f.newElement();
        long[] kElement = f.newElement();
        long[] t = f.newElement();
        f.fromBytes(r, e, 0);
        f.fromBytes(t, x1y1, 0);
        f.add(r, r, t);
        f.fromBytes(kElement, k, 0);
        f.add(t, r, kElement);
        boolean rejected = (f.isZero(r) | f.isZero(t)) != 0;
        long[] s = f.newElement();
        f.mul(s, r, key.dElement());
        f.sub(s, kElement, s);
        f.mul(s, s, key.inverseOnePlusD());
        rejected |= f.isZero(s) != 0;
        Arrays.fill(kElement, 0);
        Arrays.fill(t, 0);
        key.confirmLive();
        if (rejected) {
            return null;
        }
        byte[] out = new byte[SIGNATURE_LENGTH];
        f.toBytes(r, out, 0);
        f.toBytes(s, out, Scalars.LENGTH);
        return out;
    }

    private static void checkDigest(byte[] e) {
        if (e.length != Scalars.LENGTH) {
            throw new IllegalArgumentException("SM2 digest e must be 32 bytes, got " + e.length);
        }
    }
}
