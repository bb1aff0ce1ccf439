package org.iotcrypt.mode;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.security.GeneralSecurityException;
import java.util.Arrays;
import javax.crypto.AEADBadTagException;
import org.iotcrypt.cipher.Aead;

/** Forgery checks shared by the GCM and CCM tests. */
final class Tamper {

    /** Makes a decryptor for a nonce, as {@code Gcm::decryptor} or {@code Ccm::decryptor} with a fixed cipher and tag. */
    interface Decryptors {
        CipherOperation create(byte[] nonce) throws GeneralSecurityException;
    }

    private Tamper() {
    }

    /**
     * Flips several bits of the ciphertext and tag (64-byte payload, 16-byte tag), of the
     * 20-byte AAD and of the 12-byte nonce, and truncates the input below a tag: every
     * variant must be refused with AEADBadTagException, by the Aead and by the
     * CipherOperation, which must leave its output buffer untouched.
     */
    static void assertForgeriesRejected(Aead aead, Decryptors decryptors, byte[] nonce, byte[] aad, byte[] sealed)
            throws GeneralSecurityException {
        for (int bit : new int[] {0, 7, 100, 511, 512, 600, 639}) {
            assertRejected(aead, decryptors, nonce, aad, flip(sealed, bit));
        }
        for (int bit : new int[] {0, 80, 159}) {
            assertRejected(aead, decryptors, nonce, flip(aad, bit), sealed);
        }
        for (int bit : new int[] {0, 50, 95}) {
            assertRejected(aead, decryptors, flip(nonce, bit), aad, sealed);
        }
        assertRejected(aead, decryptors, nonce, aad, Arrays.copyOf(sealed, 15));
        assertRejected(aead, decryptors, nonce, aad, new byte[0]);
    }

    private static void assertRejected(Aead aead, Decryptors decryptors, byte[] nonce, byte[] aad, byte[] sealed)
            throws GeneralSecurityException {
        assertThrows(AEADBadTagException.class, () -> aead.open(nonce, aad, sealed));
        CipherOperation op = decryptors.create(nonce);
        op.updateAad(aad, 0, aad.length);
        byte[] out = new byte[sealed.length + 16];
        Arrays.fill(out, (byte) 0x5a);
        int first = Math.min(5, sealed.length);
        op.update(sealed, 0, first, out, 0);
        assertThrows(AEADBadTagException.class, () -> op.doFinal(sealed, first, sealed.length - first, out, 0));
        for (byte b : out) {
            assertEquals((byte) 0x5a, b, "output buffer was written before the tag verified");
        }
    }

    static byte[] flip(byte[] b, int bit) {
        byte[] r = b.clone();
        r[bit / 8] ^= (byte) (1 << (bit % 8));
        return r;
    }
}
