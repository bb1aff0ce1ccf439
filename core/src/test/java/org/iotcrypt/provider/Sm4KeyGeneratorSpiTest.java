package org.iotcrypt.provider;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidParameterException;
import java.security.SecureRandom;
import java.util.Arrays;
import javax.crypto.Cipher;
import javax.crypto.KeyGenerator;
import javax.crypto.SecretKey;
import javax.crypto.spec.IvParameterSpec;
import org.junit.jupiter.api.Test;

class Sm4KeyGeneratorSpiTest {

    @Test
    void generates128BitRawKeysFromTheGivenRandom() throws Exception {
        KeyGenerator kg = KeyGenerator.getInstance("SM4", Fixtures.IOT);
        kg.init(128, seeded());
        SecretKey key = kg.generateKey();
        assertEquals("SM4", key.getAlgorithm());
        assertEquals("RAW", key.getFormat());
        byte[] expected = new byte[16];
        seeded().nextBytes(expected);
        assertArrayEquals(expected, key.getEncoded());

        kg.init(seeded());
        assertArrayEquals(expected, kg.generateKey().getEncoded());

        Cipher c = Cipher.getInstance("SM4/ECB/NoPadding", Fixtures.IOT);
        c.init(Cipher.ENCRYPT_MODE, key);
        assertEquals(16, c.doFinal(new byte[16]).length);
    }

    @Test
    void defaultRandomGivesDistinctKeys() throws Exception {
        KeyGenerator kg = KeyGenerator.getInstance("SM4", Fixtures.IOT);
        byte[] a = kg.generateKey().getEncoded();
        byte[] b = kg.generateKey().getEncoded();
        assertEquals(16, a.length);
        assertFalse(Arrays.equals(a, b));
    }

    @Test
    void refusesOtherSizesAndParameters() throws Exception {
        KeyGenerator kg = KeyGenerator.getInstance("SM4", Fixtures.IOT);
        for (int size : new int[] {0, 64, 127, 192, 256}) {
            assertThrows(InvalidParameterException.class, () -> kg.init(size), "size " + size);
        }
        assertThrows(InvalidAlgorithmParameterException.class, () -> kg.init(new IvParameterSpec(new byte[16])));
    }

    /** A deterministic generator, so the key can be predicted from the same seed. */
    private static SecureRandom seeded() throws Exception {
        SecureRandom r = SecureRandom.getInstance("SHA1PRNG");
        r.setSeed(42);
        return r;
    }
}
