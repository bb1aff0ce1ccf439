package org.iotcrypt.provider;

import java.util.Arrays;
import javax.security.auth.Destroyable;
import org.iotcrypt.cipher.BlockCipher;
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

    ExpandedKey(BlockCipher cipher, byte[] raw) {
        this.cipher = cipher;
        this.raw = raw.clone();
    }

    BlockCipher cipher() {
        return cipher;
    }

    /** Whether this is a live expansion of {@code key} (compared in constant time). */
    boolean matches(byte[] key) {
        return !cipher.isDestroyed() && ConstantTime.equals(raw, key);
    }

    @Override
    public void destroy() {
        Arrays.fill(raw, (byte) 0);
        cipher.destroy();
    }

    @Override
    public boolean isDestroyed() {
        return cipher.isDestroyed();
    }
}
