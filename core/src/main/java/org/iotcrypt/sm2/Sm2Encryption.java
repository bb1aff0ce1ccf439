package org.iotcrypt.sm2;

import java.security.SecureRandom;
import java.util.Arrays;
import javax.crypto.BadPaddingException;
import org.iotcrypt.internal.multiply.CurveGroup;
import org.iotcrypt.internal.multiply.PublicPoint;
import org.iotcrypt.internal.util.Bytes;
import org.iotcrypt.internal.util.ConstantTime;
import org.iotcrypt.sm3.Sm3;
import org.iotcrypt.sm3.Sm3Kdf;

/**
 * SM2 public-key encryption, GB/T 32918.4-2016 section 6 (encrypt) and section 7 (decrypt).
 *
 * <p>Encryption: k uniform in [1, n - 1]; C1 = k*G; (x2, y2) = k*P_B (the cofactor is 1, so
 * the test S = h*P_B != O holds for every valid key); t = KDF(x2 || y2, len(M)), drawing a new k
 * if t is all zero; C2 = M xor t; C3 = SM3(x2 || M || y2). Decryption checks C1 is on the curve,
 * recomputes (x2, y2) = d*C1, t and M' = C2 xor t, and releases M' only if SM3(x2 || M' || y2)
 * equals C3.
 *
 * <p><b>Constant time.</b> k and d are used only by the constant-time multiplications; the
 * all-zero test of t and the C3 comparison read every byte. Every failure of decryption (C1 off
 * the curve, t all zero, C3 mismatch, an empty C2) is a {@link BadPaddingException}, and the
 * recovered bytes are wiped before it is thrown.
 */
public final class Sm2Encryption {

    private Sm2Encryption() {
    }

    /**
     * Encrypts M (at least one byte) to the key.
     *
     * @param key the key
     * @param message the message, at least one byte
     * @param random the source of k
     * @return the ciphertext C1, C3, C2
     * @throws IllegalArgumentException if M is empty: its KDF output would be empty, which the
     *     standard's all-zero test cannot pass
     */
    public static Sm2Ciphertext encrypt(Sm2PublicKey key, byte[] message, SecureRandom random) {
        checkMessage(message);
        byte[] n = key.group().orderBytes();
        while (true) {
            byte[] k = Scalars.random(random, n);
            Sm2Ciphertext c = encryptWithK(key, message, k);
            Arrays.fill(k, (byte) 0);
            if (c != null) {
                return c;
            }
        }
    }

    /** Test hook and one encryption attempt with k in [1, n - 1]; null if the KDF output is all zero. */
    static Sm2Ciphertext encryptWithK(Sm2PublicKey key, byte[] message, byte[] k) {
        checkMessage(message);
        CurveGroup g = key.group();
        byte[] c1 = g.multiplyBase(k);
        byte[] x2y2 = g.multiply(key.point(), k);
        byte[] t = Sm3Kdf.derive(x2y2, message.length);
        try {
            if (Sm3Kdf.isAllZero(t)) {
                return null;
            }
            byte[] c2 = new byte[message.length];
            Bytes.xor(message, 0, t, 0, c2, 0, message.length);
            byte[] c3 = checkValue(x2y2, message);
            return new Sm2Ciphertext(Arrays.copyOfRange(c1, 0, Scalars.LENGTH),
                    Arrays.copyOfRange(c1, Scalars.LENGTH, 2 * Scalars.LENGTH), c3, c2);
        } finally {
            Arrays.fill(t, (byte) 0);
            Arrays.fill(x2y2, (byte) 0);
        }
    }

    /**
     * Decrypts a ciphertext made for the key's public key.
     *
     * @param key the key
     * @param ciphertext the ciphertext
     * @return the message
     * @throws BadPaddingException if C1 is not on the curve, C2 is empty, or the check value C3
     *     does not match; no part of the message is released
     */
    public static byte[] decrypt(Sm2PrivateKey key, Sm2Ciphertext ciphertext) throws BadPaddingException {
        CurveGroup g = key.group();
        PublicPoint c1;
        try {
            c1 = g.point(ciphertext.c1x(), ciphertext.c1y());
        } catch (IllegalArgumentException e) {
            throw new BadPaddingException("SM2 ciphertext rejected: C1 is not a point on the curve");
        }
        byte[] c2 = ciphertext.c2();
        if (c2.length == 0) {
            throw new BadPaddingException("SM2 ciphertext rejected: C2 is empty");
        }
        byte[] x2y2 = g.multiply(c1, key.dBytes());
        byte[] t = Sm3Kdf.derive(x2y2, c2.length);
        byte[] m = new byte[c2.length];
        Bytes.xor(c2, 0, t, 0, m, 0, c2.length);
        boolean ok = !Sm3Kdf.isAllZero(t) & ConstantTime.equals(checkValue(x2y2, m), ciphertext.c3());
        Arrays.fill(t, (byte) 0);
        Arrays.fill(x2y2, (byte) 0);
        try {
            key.confirmLive();
        } catch (IllegalStateException e) {
            Arrays.fill(m, (byte) 0);
            throw e;
        }
        if (!ok) {
            Arrays.fill(m, (byte) 0);
            throw new BadPaddingException("SM2 ciphertext rejected: check value C3 does not match");
        }
        return m;
    }

    /** C3 = SM3(x2 || M || y2). */
    private static byte[] checkValue(byte[] x2y2, byte[] message) {
        Sm3 h = new Sm3();
        h.update(x2y2, 0, Scalars.LENGTH);
        h.update(message);
        h.update(x2y2, Scalars.LENGTH, Scalars.LENGTH);
        return h.digest();
    }

    private static void checkMessage(byte[] message) {
        if (message.length == 0) {
            throw new IllegalArgumentException("SM2 encryption needs a message of at least one byte");
        }
    }
}
