package org.iotcrypt.provider;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.security.spec.AlgorithmParameterSpec;
import java.util.Random;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import org.iotcrypt.testing.DifferentialCases;
import org.iotcrypt.testing.RandomBytes;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Every SM4 transformation through the JCA against Bouncy Castle's provider on random keys,
 * IVs/nonces, tag lengths, AAD and message lengths: same ciphertext, and each side decrypts
 * the other's.
 */
class Sm4CipherDifferentialTest {

    /** Per transformation: 150 in CI, the campaign's count when one is set. */
    static final int CASES = DifferentialCases.count(150);

    @ParameterizedTest
    @EnumSource(Transformation.class)
    void agreesWithBouncyCastle(Transformation t) throws Exception {
        Random rnd = new Random(100 + t.ordinal());
        Cipher ours = t.iot();
        Cipher theirs = t.bc();
        for (int i = 0; i < CASES; i++) {
            SecretKey key = Fixtures.sm4Key(rnd);
            AlgorithmParameterSpec spec = t.spec(rnd);
            byte[] msg = RandomBytes.of(rnd, t.length(rnd, i % 10 == 0 ? 2000 : 80));
            byte[] aad = t.aead() ? RandomBytes.of(rnd, rnd.nextInt(i % 7 == 0 ? 300 : 40)) : null;
            String where = t.name + " case " + i + " msg " + msg.length;

            init(ours, Cipher.ENCRYPT_MODE, key, spec, aad);
            init(theirs, Cipher.ENCRYPT_MODE, key, spec, aad);
            byte[] expected = theirs.doFinal(msg);
            assertArrayEquals(expected, ours.doFinal(msg), where);

            init(ours, Cipher.DECRYPT_MODE, key, spec, aad);
            assertArrayEquals(msg, ours.doFinal(expected), where + " (decrypting Bouncy Castle's)");
        }
        DifferentialCases.report("SM4 " + t.name, CASES);
    }

    private static void init(Cipher c, int opmode, SecretKey key, AlgorithmParameterSpec spec, byte[] aad)
            throws Exception {
        Transformation.init(c, opmode, key, spec);
        if (aad != null) {
            c.updateAAD(aad);
        }
    }
}
