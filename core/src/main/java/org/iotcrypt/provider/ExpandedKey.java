package org.iotcrypt.provider;

import java.security.InvalidAlgorithmParameterException;
import java.util.Arrays;
import javax.security.auth.Destroyable;
import org.iotcrypt.cipher.BlockCipher;
import org.iotcrypt.mode.Gcm;
import org.iotcrypt.internal.util.ConstantTime;

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
    /** GCM's per-key state (the hash subkey H and what is made from it), made at the first GCM init. */
    private Gcm gcm;

    ExpandedKey(BlockCipher cipher, byte[] raw) {
        this.cipher = cipher;
        this.raw = raw.clone();
    }

    BlockCipher cipher() {
        return cipher;
    }

    /**
     * GCM under this key, made on first use: H = E_K(0) costs a block encryption, about a third
     * of sealing a 64-byte message, which a cipher initialized again for every nonce would pay
     * each time without it. Its tag length is unused (each operation takes its parameters').
     */
    Gcm gcm() throws InvalidAlgorithmParameterException {
        if (gcm == null) {
            gcm = new Gcm(cipher, TAG_LENGTH);
        }
        return gcm;
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
