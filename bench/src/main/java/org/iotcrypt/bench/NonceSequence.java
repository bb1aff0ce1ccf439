package org.iotcrypt.bench;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * A fresh nonce (or initial counter block) for every timed message, as a real sender uses:
 * GCM implementations rightly refuse to encrypt twice under one key and nonce. The last eight
 * bytes count up; the leading bytes are fixed and differ from every known-answer nonce.
 *
 * <p>The count goes in as one big-endian word, not eight byte stores: the batch rows make 128
 * nonces an operation, and the harness should cost little next to what it measures (the same
 * nonces, made the same way, for every provider).
 */
final class NonceSequence {

    private static final VarHandle LONG_BE = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);

    private final byte[] nonce;
    private long counter;

    NonceSequence(int length) {
        nonce = new byte[length];
        nonce[0] = (byte) 0xb5;
    }

    /** The next nonce, as a new array, since an implementation may keep the one it is given. */
    byte[] next() {
        counter++;
        LONG_BE.set(nonce, nonce.length - 8, counter);
        return nonce.clone();
    }
}
