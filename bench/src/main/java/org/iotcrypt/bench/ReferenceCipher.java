package org.iotcrypt.bench;

import org.iotcrypt.cipher.BlockCipher;

/** A benchmark's reference cipher: it never holds a real key, so there is nothing to overwrite and it is never destroyed. */
abstract class ReferenceCipher implements BlockCipher {

    @Override
    public final void destroy() {
        throw new UnsupportedOperationException("benchmark reference cipher");
    }

    @Override
    public final boolean isDestroyed() {
        return false;
    }
}
