package org.iotcrypt.sm3;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.bouncycastle.crypto.digests.SM3Digest;
import org.bouncycastle.crypto.generators.KDF2BytesGenerator;
import org.bouncycastle.crypto.params.KDFParameters;
import org.iotcrypt.vectors.VectorFile;
import org.junit.jupiter.api.Test;

/** The SM3 KDF of GB/T 32918.4 §5.4.3: its Annex A example and Bouncy Castle's KDF2 over SM3. */
class Sm3KdfTest {

    private final Random random = new Random(0x32918);

    /** KDF2 (ISO 18033-2) with an empty IV is the same construction: counter from 1, big-endian. */
    private static byte[] bc(byte[] z, int length) {
        KDF2BytesGenerator kdf = new KDF2BytesGenerator(new SM3Digest());
        kdf.init(new KDFParameters(z, null));
        byte[] out = new byte[length];
        kdf.generateBytes(out, 0, length);
        return out;
    }

    @Test
    void annexAEncryptionExample() {
        List<VectorFile.Vector> vectors = VectorFile.load("gbt32918-sm3-kdf.txt");
        assertEquals(1, vectors.size());
        for (VectorFile.Vector v : vectors) {
            byte[] t = v.hex("t");
            assertArrayEquals(t, Sm3Kdf.derive(v.hex("z"), t.length), v.toString());
            assertArrayEquals(t, bc(v.hex("z"), t.length), "the recorded t itself, per Bouncy Castle");
            byte[] c2 = v.hex("msg");
            for (int i = 0; i < c2.length; i++) {
                c2[i] ^= t[i];
            }
            assertArrayEquals(v.hex("c2"), c2, "C2 = M xor t, as the example prints it");
        }
    }

    @Test
    void randomSecretsAndLengthsMatchBouncyCastle() {
        for (int trial = 0; trial < 300; trial++) {
            byte[] z = new byte[random.nextInt(150)];
            random.nextBytes(z);
            int length = random.nextInt(201);
            assertArrayEquals(bc(z, length), Sm3Kdf.derive(z, length),
                    "z length " + z.length + ", output length " + length);
        }
    }

    @Test
    void derivesIntoARangeOfAnArray() {
        byte[] z = new byte[70];
        random.nextBytes(z);
        byte[] out = new byte[120];
        Arrays.fill(out, (byte) 0x55);
        Sm3Kdf.derive(z, 3, 64, out, 10, 100);
        assertArrayEquals(bc(Arrays.copyOfRange(z, 3, 67), 100), Arrays.copyOfRange(out, 10, 110));
        assertEquals(0x55, out[9]);
        assertEquals(0x55, out[110]);
    }

    @Test
    void rejectsNegativeLengthsAndBadRanges() {
        assertThrows(IllegalArgumentException.class, () -> Sm3Kdf.derive(new byte[4], -1));
        assertThrows(IndexOutOfBoundsException.class, () -> Sm3Kdf.derive(new byte[4], 0, 4, new byte[10], 5, 6));
        assertThrows(IndexOutOfBoundsException.class, () -> Sm3Kdf.derive(new byte[4], 2, 4, new byte[10], 0, 6));
        assertEquals(0, Sm3Kdf.derive(new byte[4], 0).length);
    }

    @Test
    void isAllZero() {
        assertTrue(Sm3Kdf.isAllZero(new byte[0]));
        assertTrue(Sm3Kdf.isAllZero(new byte[19]));
        for (int i = 0; i < 19; i++) {
            byte[] k = new byte[19];
            k[i] = (byte) (1 << (i % 8));
            assertFalse(Sm3Kdf.isAllZero(k), "non-zero byte at " + i);
        }
    }
}
