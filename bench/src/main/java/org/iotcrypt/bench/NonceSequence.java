package org.iotcrypt.bench;

/**
 * A fresh nonce (or initial counter block) for every timed message, as a real sender uses:
 * GCM implementations rightly refuse to encrypt twice under one key and nonce. The last eight
 * bytes count up; the leading bytes are fixed and differ from every known-answer nonce.
 */
final class NonceSequence {

    private final byte[] nonce;
    private long counter;

    NonceSequence(int length) {
        nonce = new byte[length];
        nonce[0] = (byte) 0xb5;
    }

    /** The next nonce, as a new array, since an implementation may keep the one it is given. */
    byte[] next() {
        counter++;
        for (int i = 0; i < 8; i++) {
            nonce[nonce.length - 1 - i] = (byte) (counter >>> (8 * i));
        }
        return nonce.clone();
    }
}
