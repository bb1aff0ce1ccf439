package org.iotcrypt.provider;

import java.security.InvalidAlgorithmParameterException;
import java.util.Arrays;
import javax.security.auth.Destroyable;
import org.iotcrypt.cipher.BlockCipher;
import org.iotcrypt.internal.util.ConstantTime;
import org.iotcrypt.mode.CipherOperation;
import org.iotcrypt.mode.Gcm;
import org.iotcrypt.mode.GcmParameters;

/**
 * A {@code Cipher}'s keyed block cipher together with the one raw copy of the key it was
 * expanded from, kept so that an init with the same key skips the key schedule (which costs about
 * as much as sealing a short message, and AEAD callers re-initialize for every nonce).
 * {@link #destroy()} overwrites both; it runs when the cipher gets another key and when the
 * provider's own key object it came from is destroyed.
 */
final class ExpandedKey implements Destroyable {

    private final BlockCipher cipher;
    private final byte[] raw;
    private static final int TAG_LENGTH = 16;
    /** GCM's per-key state (the hash subkey H and what is made from it), made at the second GCM start ({@link #startGcm}). */
    private Gcm gcm;
    private int gcmStarts;

    ExpandedKey(BlockCipher cipher, byte[] raw) {
        this.cipher = cipher;
        this.raw = raw.clone();
    }

    BlockCipher cipher() {
        return cipher;
    }

    /**
     * Starts a GCM operation under this key. The first runs one-shot ({@link Gcm#encryptor(BlockCipher,
     * GcmParameters)}: H for that message alone); from the second on, the key keeps a {@link Gcm}
     * whose H and powers of H serve every later message, since a cipher is initialized again for
     * every nonce and would otherwise pay for H each time (a block encryption, about a third of
     * sealing 64 bytes). A key that seals one message never pays for the powers (seven GHASH
     * multiplications, and the vector GHASH's tables where it serves). Counted per key; the count
     * is public. The kept Gcm's own tag length is unused: each operation takes its parameters'.
     */
    CipherOperation startGcm(boolean encrypt, GcmParameters parameters) throws InvalidAlgorithmParameterException {
        if (gcm == null) {
            if (gcmStarts++ == 0) {
                return encrypt ? Gcm.encryptor(cipher, parameters) : Gcm.decryptor(cipher, parameters);
            }
            gcm = new Gcm(cipher, TAG_LENGTH);
        }
        return encrypt ? gcm.encryptor(parameters) : gcm.decryptor(parameters);
    }

    /** Whether this is a live expansion of {@code key} (compared in constant time). */
    boolean matches(byte[] key) {
        return !cipher.isDestroyed() && ConstantTime.equals(raw, key);
    }

    @Override
    public void destroy() {
        Arrays.fill(raw, (byte) 0);
        if (gcm != null) {
            gcm.destroy();
        }
        cipher.destroy();
    }

    @Override
    public boolean isDestroyed() {
        return cipher.isDestroyed();
    }
}
