package org.iotcrypt.provider;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.KeyPairGenerator;
import java.util.Random;
import javax.crypto.Mac;
import javax.crypto.SecretKey;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.iotcrypt.testing.RandomBytes;
import org.junit.jupiter.api.Test;

/** Mac HmacSM3 through the JCA, against Bouncy Castle's HMAC-SM3 on random keys and messages. */
class HmacSm3SpiTest {

    @Test
    void matchesBouncyCastleOnRandomKeysAndMessages() throws Exception {
        Random rnd = new Random(6);
        Mac ours = Mac.getInstance("HmacSM3", Fixtures.IOT);
        Mac theirs = Mac.getInstance("HMACSM3", Fixtures.BC);
        assertEquals(32, ours.getMacLength());
        for (int i = 0; i < 150; i++) {
            int keyLen = 1 + rnd.nextInt(i % 3 == 0 ? 200 : 70);
            SecretKeySpec key = new SecretKeySpec(RandomBytes.of(rnd, keyLen), "HmacSM3");
            byte[] msg = RandomBytes.of(rnd, rnd.nextInt(300));
            ours.init(key);
            theirs.init(key);
            byte[] expected = theirs.doFinal(msg);
            assertArrayEquals(expected, ours.doFinal(msg), "key " + keyLen + " msg " + msg.length);
            int pos = 0;
            while (pos < msg.length) {
                int n = Math.min(msg.length - pos, rnd.nextInt(70));
                ours.update(msg, pos, n);
                pos += n;
            }
            byte[] out = new byte[40];
            ours.doFinal(out, 5);
            assertArrayEquals(expected, java.util.Arrays.copyOfRange(out, 5, 37), "pieces after doFinal reset");
            ours.update(msg);
            ours.reset();
            assertArrayEquals(expected, ours.doFinal(msg), "after reset");
        }
    }

    @Test
    void cloneContinuesFromTheSharedPrefixIndependently() throws Exception {
        Random rnd = new Random(61);
        SecretKeySpec key = new SecretKeySpec(RandomBytes.of(rnd, 20), "HmacSM3");
        byte[] prefix = RandomBytes.of(rnd, 100);
        byte[] tailA = RandomBytes.of(rnd, 37);
        byte[] tailB = RandomBytes.of(rnd, 3);
        Mac theirs = Mac.getInstance("HMACSM3", Fixtures.BC);
        theirs.init(key);
        theirs.update(prefix);
        byte[] expectedA = theirs.doFinal(tailA);
        theirs.update(prefix);
        byte[] expectedB = theirs.doFinal(tailB);

        Mac ours = Mac.getInstance("HmacSM3", Fixtures.IOT);
        ours.init(key);
        ours.update(prefix);
        Mac copy = (Mac) ours.clone();
        assertArrayEquals(expectedA, ours.doFinal(tailA));
        assertArrayEquals(expectedB, copy.doFinal(tailB));
        assertArrayEquals(expectedA, copy.doFinal(concat(prefix, tailA)), "the clone keeps the key after doFinal");
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] out = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }

    @Test
    void refusesEmptyOrUnusableKeysAndParameters() throws Exception {
        Mac mac = Mac.getInstance("HmacSM3", Fixtures.IOT);
        InvalidKeyException empty = assertThrows(InvalidKeyException.class,
                () -> mac.init(new EmptyKey()));
        assertTrue(empty.getMessage().contains("empty"), empty.getMessage());
        assertThrows(InvalidKeyException.class, () -> mac.init(
                KeyPairGenerator.getInstance("EC").generateKeyPair().getPrivate()));
        assertThrows(InvalidAlgorithmParameterException.class,
                () -> mac.init(new SecretKeySpec(new byte[16], "HmacSM3"), new IvParameterSpec(new byte[16])));
        assertThrows(IllegalStateException.class, () -> mac.update((byte) 1));
    }

    /** SecretKeySpec refuses empty keys, so an empty RAW key needs its own class. */
    private static final class EmptyKey implements SecretKey {
        private static final long serialVersionUID = 1L;

        @Override
        public String getAlgorithm() {
            return "HmacSM3";
        }

        @Override
        public String getFormat() {
            return "RAW";
        }

        @Override
        public byte[] getEncoded() {
            return new byte[0];
        }
    }
}
