package org.iotcrypt.sm3;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.iotcrypt.testing.Residue;
import org.junit.jupiter.api.Test;

/**
 * Issue 12, fix 4: SM3 kept the message words and the block buffer after digest() and reset(), so
 * HMAC-SM3's K ^ ipad and K ^ opad stayed readable in its saved states and the SM2 KDF kept
 * x2 || y2. Each case below first checks that the field held data (so the wipe check can fail).
 */
class Sm3WipeTest {

    private final Random random = new Random(0x3e3);

    @Test
    void digestAndResetOverwriteTheMessageWordsAndTheBuffer() {
        Sm3 h = new Sm3();
        byte[] message = bytes(100);
        h.update(message);
        Residue.assertNotZero(h, "w");
        Residue.assertNotZero(h, "buffer");
        byte[] digest = h.digest();
        Residue.assertZero(h, "w");
        Residue.assertZero(h, "buffer");
        assertArrayEquals(Sm3.hash(message), digest);

        h.update(message, 0, 70);
        h.reset();
        Residue.assertZero(h, "w");
        Residue.assertZero(h, "buffer");
    }

    @Test
    void hmacKeepsNoWordsOfItsPaddedKeys() {
        HmacSm3 mac = new HmacSm3(bytes(20));
        for (String state : new String[] {"innerStart", "outerStart"}) {
            Object sm3 = Residue.field(mac, state);
            Residue.assertNotZero(sm3, "v");
            Residue.assertZero(sm3, "w");
            Residue.assertZero(sm3, "buffer");
        }
    }

    @Test
    void destroyedHmacHoldsNothingAndRefusesWork() {
        byte[] key = bytes(40);
        byte[] message = bytes(50);
        HmacSm3 mac = new HmacSm3(key);
        mac.update(message);
        byte[] tag = mac.doFinal();
        mac.update(message, 0, 10);
        mac.destroy();
        assertTrue(mac.isDestroyed());
        int[] iv = (int[]) Residue.field(new Sm3(), "v");
        for (String state : new String[] {"innerStart", "outerStart", "inner", "outer"}) {
            Object sm3 = Residue.field(mac, state);
            assertArrayEquals(iv, (int[]) Residue.field(sm3, "v"), state + " is back at the public IV");
            Residue.assertZero(sm3, "w");
            Residue.assertZero(sm3, "buffer");
        }
        assertThrows(IllegalStateException.class, () -> mac.update(message));
        assertThrows(IllegalStateException.class, mac::doFinal);
        assertThrows(IllegalStateException.class, mac::copy);
        assertArrayEquals(tag, HmacSm3.mac(key, message), "a new key object still works");
    }

    @Test
    void kdfWipesTheDigestsThatHeldZ() {
        byte[] z = bytes(64);
        Sm3 afterZ = new Sm3();
        Sm3 h = new Sm3();
        byte[] out = new byte[40];
        Sm3Kdf.derive(z, 0, z.length, out, 0, out.length, afterZ, h);
        assertArrayEquals(Sm3Kdf.derive(z, 40), out);
        for (Sm3 d : new Sm3[] {afterZ, h}) {
            Residue.assertZero(d, "w");
            Residue.assertZero(d, "buffer");
            Residue.assertZero(d, "byteCount");
        }
        // the chaining value is back at the public IV, not the state after Z
        assertArrayEquals((int[]) Residue.field(new Sm3(), "v"), (int[]) Residue.field(afterZ, "v"));
    }

    private byte[] bytes(int n) {
        byte[] b = new byte[n];
        random.nextBytes(b);
        return b;
    }
}
