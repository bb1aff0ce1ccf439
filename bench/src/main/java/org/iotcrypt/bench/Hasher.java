package org.iotcrypt.bench;

/** Hashes one message with one provider's digest; the unit of work a benchmark times. */
@FunctionalInterface
interface Hasher {

    /** Hashes {@code len} bytes of {@code in}, writing the 32-byte digest to {@code out}. */
    void hash(byte[] in, int len, byte[] out);
}
