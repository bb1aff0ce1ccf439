package org.iotcrypt.mode;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.fail;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.Arrays;
import javax.crypto.AEADBadTagException;
import org.iotcrypt.cipher.Aead;
import org.iotcrypt.cipher.BatchOpening;
import org.iotcrypt.sm4.Sm4;

/**
 * Fuzz targets for the low-level AEAD open (issue 12, point 11): SM4-GCM and SM4-CCM with every
 * allowed nonce and tag length, chosen by the fuzzer, a message sealed and then changed by it in
 * the nonce, the AAD or the ciphertext and tag. Property: a changed message never opens (it gets
 * AEADBadTagException and no output), an unchanged one opens to its plaintext; and the same
 * through {@code openBatch}, with the message between two untouched ones that must open.
 */
class AeadFuzzTest {

    @FuzzTest(maxDuration = "10m", maxExecutions = 1_000_000)
    void gcmOpen(FuzzedDataProvider data) throws Exception {
        Sm4 key = new Sm4(padded(data.consumeBytes(16), 16));
        int tag = data.consumeInt(12, 16);
        byte[] nonce = data.consumeBytes(data.consumeInt(1, 64));
        if (nonce.length == 0) {
            nonce = new byte[1];
        }
        check(new Gcm(key, tag), nonce, data);
    }

    @FuzzTest(maxDuration = "10m", maxExecutions = 1_000_000)
    void ccmOpen(FuzzedDataProvider data) throws Exception {
        Sm4 key = new Sm4(padded(data.consumeBytes(16), 16));
        int tag = 2 * data.consumeInt(2, 8);
        int nonceLength = data.consumeInt(7, 13);
        check(new Ccm(key, tag), padded(data.consumeBytes(nonceLength), nonceLength), data);
    }

    private static void check(Aead aead, byte[] nonce, FuzzedDataProvider data) throws Exception {
        byte[] aad = data.consumeBytes(data.consumeInt(0, 100));
        byte[] plaintext = data.consumeBytes(data.consumeInt(0, 300));
        byte[] sealed = aead.seal(nonce, aad, plaintext);
        byte[] nonce2 = nonce;
        byte[] aad2 = aad;
        byte[] sealed2 = sealed;
        switch (data.consumeInt(0, 3)) {
            case 0 -> nonce2 = flip(nonce, data);
            case 1 -> aad2 = flip(aad, data);
            case 2 -> sealed2 = flip(sealed, data);
            default -> sealed2 = Arrays.copyOf(sealed, data.consumeInt(0, sealed.length));
        }
        boolean changed = !Arrays.equals(nonce2, nonce) || !Arrays.equals(aad2, aad) || !Arrays.equals(sealed2, sealed);
        // The same message in the middle of a batch, between two untouched ones: it alone may fail.
        BatchOpening batch = aead.openBatch(new byte[][] {nonce, nonce2, nonce}, new byte[][] {aad, aad2, aad},
                new byte[][] {sealed, sealed2, sealed});
        assertArrayEquals(plaintext, batch.plaintext(0));
        assertArrayEquals(plaintext, batch.plaintext(2));
        if (changed == batch.isAuthentic(1)) {
            fail(changed ? "a changed message opened in a batch" : "an untouched message was refused in a batch");
        }
        byte[] opened;
        try {
            opened = aead.open(nonce2, aad2, sealed2);
        } catch (AEADBadTagException refused) {
            if (!changed) {
                fail("an untouched message was refused");
            }
            return;
        }
        if (changed) {
            fail("a changed message opened");
        }
        assertArrayEquals(plaintext, opened);
    }

    private static byte[] flip(byte[] b, FuzzedDataProvider data) {
        if (b.length == 0) {
            return b;
        }
        byte[] c = b.clone();
        c[data.consumeInt(0, c.length - 1)] ^= (byte) (1 << data.consumeInt(0, 7));
        return c;
    }

    private static byte[] padded(byte[] b, int n) {
        return b.length == n ? b : Arrays.copyOf(b, n);
    }
}
