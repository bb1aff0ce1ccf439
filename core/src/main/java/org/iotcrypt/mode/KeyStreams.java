package org.iotcrypt.mode;

import java.util.Arrays;
import org.iotcrypt.cipher.BlockCipher;

/**
 * The check the modes that buffer key stream ahead (CTR, GCM's GCTR, CCM) make at every call:
 * once their cipher's key is destroyed, they overwrite what they buffered and refuse, instead of
 * going on from key stream made before. (Their buffers are wiped by their own thread only, so a
 * destroy in another thread never corrupts a result under way.)
 */
final class KeyStreams {

    private KeyStreams() {
    }

    /**
     * @throws IllegalStateException after wiping {@code buffers}, if the cipher has been destroyed
     */
    static void requireLive(BlockCipher cipher, byte[]... buffers) {
        if (cipher.isDestroyed()) {
            for (byte[] b : buffers) {
                Arrays.fill(b, (byte) 0);
            }
            throw new IllegalStateException("the cipher's key has been destroyed");
        }
    }
}
