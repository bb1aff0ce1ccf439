package org.iotcrypt.seal;

import java.security.GeneralSecurityException;
import java.util.Arrays;
import javax.crypto.AEADBadTagException;
import org.iotcrypt.mode.Gcm;
import org.iotcrypt.sm4.Sm4;

/**
 * The file key wrapped under a stanza's key-encryption key: SM4-GCM with an all-zero nonce, which
 * is safe because each KEK serves once (it comes from the stanza's own random salt), as age
 * wraps with ChaCha20-Poly1305 and a zero nonce.
 */
final class KeyWrap {

    /** A wrapped 32-byte file key: ciphertext and tag. */
    static final int WRAPPED_LENGTH = SealFormat.FILE_KEY_LENGTH + SealFormat.TAG_LENGTH;

    private KeyWrap() {
    }

    /** The wrapped file key; the KEK is wiped. */
    static byte[] wrap(byte[] kek, byte[] aad, byte[] fileKey) {
        Sm4 sm4 = sm4(kek);
        try {
            return new Gcm(sm4, SealFormat.TAG_LENGTH).seal(new byte[SealFormat.NONCE_LENGTH], aad, fileKey);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("SM4-GCM wraps 32 bytes", e);
        } finally {
            sm4.destroy();
        }
    }

    /** The file key, or null if the KEK is not the one it was wrapped under; the KEK is wiped. */
    static byte[] unwrap(byte[] kek, byte[] aad, byte[] wrapped) {
        Sm4 sm4 = sm4(kek);
        try {
            return new Gcm(sm4, SealFormat.TAG_LENGTH).open(new byte[SealFormat.NONCE_LENGTH], aad, wrapped);
        } catch (AEADBadTagException e) {
            return null;
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("SM4-GCM unwraps or fails its tag", e);
        } finally {
            sm4.destroy();
        }
    }

    private static Sm4 sm4(byte[] kek) {
        try {
            return new Sm4(kek);
        } catch (java.security.InvalidKeyException e) {
            throw new IllegalStateException("KEKs are 16 bytes", e);
        } finally {
            Arrays.fill(kek, (byte) 0);
        }
    }
}
