package org.iotcrypt.present;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.security.GeneralSecurityException;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.Random;
import javax.crypto.BadPaddingException;
import javax.crypto.Cipher;
import javax.crypto.IllegalBlockSizeException;
import javax.crypto.NoSuchPaddingException;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.iotcrypt.mode.Ctr;
import org.iotcrypt.provider.IotCryptProvider;
import org.iotcrypt.vectors.TablePresent;
import org.junit.jupiter.api.Test;

/**
 * {@code Cipher PRESENT/{ECB,CBC,CTR}/...} through the JCA, against the modes written out by
 * hand over the table reference, for PRESENT-80 and PRESENT-128 keys; streaming; errors.
 */
class PresentCipherTest {

    private static final IotCryptProvider PROVIDER = new IotCryptProvider();
    private static final int[] LENGTHS = {0, 1, 7, 8, 9, 63, 64, 65, 511, 512, 513, 2048, 4099};

    private final Random random = new Random(80128);

    @Test
    void everyModeMatchesTheReferenceAndRoundTrips() throws GeneralSecurityException {
        for (int keyLength : new int[] {10, 16}) {
            for (int length : LENGTHS) {
                byte[] key = bytes(keyLength);
                byte[] iv = bytes(8);
                byte[] message = bytes(length);
                TablePresent reference = new TablePresent(key);
                byte[] padded = PresentModes.pad(message);
                check("PRESENT/ECB/PKCS5Padding", key, null, message, PresentModes.ecb(reference, padded));
                check("PRESENT/CBC/PKCS5Padding", key, iv, message, PresentModes.cbc(reference, iv, padded));
                check("PRESENT/CTR/NoPadding", key, iv, message, PresentModes.ctr(reference, iv, message));
                if (length % 8 == 0) {
                    check("PRESENT/ECB/NoPadding", key, null, message, PresentModes.ecb(reference, message));
                    check("PRESENT/CBC/NoPadding", key, iv, message, PresentModes.cbc(reference, iv, message));
                }
            }
        }
    }

    /** The 64-bit counter wraps from FF..FF to 00..00, across a bulk batch. */
    @Test
    void ctrCounterWrapsModulo2To64() throws GeneralSecurityException {
        byte[] key = bytes(10);
        byte[] iv = {(byte) 0xff, (byte) 0xff, (byte) 0xff, (byte) 0xff, (byte) 0xff, (byte) 0xff, (byte) 0xff,
                (byte) 0xf0};
        byte[] message = bytes(8 * 100);
        byte[] expected = PresentModes.ctr(new TablePresent(key), iv, message);
        check("PRESENT/CTR/NoPadding", key, iv, message, expected);
        byte[] direct = new byte[message.length];
        Ctr.create(new Present(key), iv).doFinal(message, 0, message.length, direct, 0);
        assertArrayEquals(expected, direct);
    }

    @Test
    void updateInPiecesEqualsOneShot() throws GeneralSecurityException {
        for (String t : new String[] {"PRESENT/ECB/PKCS5Padding", "PRESENT/CBC/PKCS5Padding",
                "PRESENT/CBC/NoPadding", "PRESENT/CTR/NoPadding"}) {
            byte[] key = bytes(16);
            IvParameterSpec iv = t.contains("ECB") ? null : new IvParameterSpec(bytes(8));
            byte[] message = bytes(t.contains("NoPadding") && !t.contains("CTR") ? 8 * 137 : 1093);
            Cipher oneShot = cipher(t, Cipher.ENCRYPT_MODE, key, iv);
            byte[] expected = oneShot.doFinal(message);
            Cipher pieces = cipher(t, Cipher.ENCRYPT_MODE, key, iv);
            byte[] joined = new byte[0];
            int off = 0;
            while (off < message.length) {
                int n = Math.min(message.length - off, random.nextInt(70));
                joined = concat(joined, pieces.update(message, off, n));
                off += n;
            }
            joined = concat(joined, pieces.doFinal());
            assertArrayEquals(expected, joined, t);
            Cipher decrypt = cipher(t, Cipher.DECRYPT_MODE, key, iv);
            byte[] back = new byte[0];
            for (off = 0; off < expected.length; off += 13) {
                back = concat(back, decrypt.update(expected, off, Math.min(13, expected.length - off)));
            }
            assertArrayEquals(message, concat(back, decrypt.doFinal()), t);
        }
    }

    @Test
    void errorsSayWhatIsAllowed() throws GeneralSecurityException {
        for (int length : new int[] {1, 8, 11, 24, 32}) {
            InvalidKeyException e = assertThrows(InvalidKeyException.class,
                    () -> cipher("PRESENT/ECB/NoPadding", Cipher.ENCRYPT_MODE, new byte[length], null));
            assertTrue(e.getMessage().contains("10 bytes") && e.getMessage().contains("16 bytes"), e.getMessage());
        }
        InvalidAlgorithmParameterException iv = assertThrows(InvalidAlgorithmParameterException.class,
                () -> cipher("PRESENT/CBC/NoPadding", Cipher.ENCRYPT_MODE, bytes(10), new IvParameterSpec(bytes(16))));
        assertTrue(iv.getMessage().contains("8 bytes"), iv.getMessage());
        assertThrows(NoSuchAlgorithmException.class, () -> Cipher.getInstance("PRESENT/GCM/NoPadding", PROVIDER));
        assertThrows(NoSuchPaddingException.class, () -> Cipher.getInstance("PRESENT/CTR/PKCS5Padding", PROVIDER));
        Cipher ecb = cipher("PRESENT/ECB/NoPadding", Cipher.ENCRYPT_MODE, bytes(10), null);
        assertThrows(IllegalBlockSizeException.class, () -> ecb.doFinal(new byte[9]));
        Cipher padded = cipher("PRESENT/ECB/PKCS5Padding", Cipher.DECRYPT_MODE, bytes(10), null);
        assertThrows(BadPaddingException.class, () -> padded.doFinal(new byte[16]));
        assertThrows(IllegalBlockSizeException.class, () -> padded.doFinal(new byte[12]));
    }

    @Test
    void generatedIvIsOneBlockAndParametersRoundTrip() throws GeneralSecurityException {
        Cipher enc = Cipher.getInstance("PRESENT/CBC/PKCS5Padding", PROVIDER);
        byte[] key = bytes(16);
        enc.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key, "PRESENT"));
        assertTrue(enc.getIV().length == 8);
        assertTrue(enc.getBlockSize() == 8);
        byte[] ct = enc.doFinal(bytes(20));
        Cipher dec = Cipher.getInstance("PRESENT/CBC/PKCS5Padding", PROVIDER);
        dec.init(Cipher.DECRYPT_MODE, new SecretKeySpec(key, "PRESENT"), enc.getParameters());
        assertTrue(dec.doFinal(ct).length == 20);
    }

    private void check(String transformation, byte[] key, byte[] iv, byte[] message, byte[] expected)
            throws GeneralSecurityException {
        IvParameterSpec spec = iv == null ? null : new IvParameterSpec(iv);
        byte[] ct = cipher(transformation, Cipher.ENCRYPT_MODE, key, spec).doFinal(message);
        assertArrayEquals(expected, ct, transformation + ", " + key.length + "-byte key, " + message.length + " bytes");
        byte[] back = cipher(transformation, Cipher.DECRYPT_MODE, key, spec).doFinal(ct);
        assertArrayEquals(message, back, transformation + " round trip");
    }

    private static Cipher cipher(String transformation, int opmode, byte[] key, IvParameterSpec iv)
            throws GeneralSecurityException {
        Cipher c = Cipher.getInstance(transformation, PROVIDER);
        c.init(opmode, new SecretKeySpec(key, "PRESENT"), iv);
        return c;
    }

    private static byte[] concat(byte[] a, byte[] b) {
        if (b == null) {
            return a;
        }
        byte[] out = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }

    private byte[] bytes(int n) {
        byte[] b = new byte[n];
        random.nextBytes(b);
        return b;
    }
}
