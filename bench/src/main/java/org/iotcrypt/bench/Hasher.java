package org.iotcrypt.bench;

/** Hashes one message with one provider's digest (or GHASH); the unit of work a benchmark times. */
@FunctionalInterface
interface Hasher {

    /** Hashes {@code len} bytes of {@code in}, writing the result (32 bytes, 16 for GHASH) to {@code out}. */
    void hash(byte[] in, int len, byte[] out);
}
