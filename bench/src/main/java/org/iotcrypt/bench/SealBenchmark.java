package org.iotcrypt.bench;

import java.security.GeneralSecurityException;
import org.openjdk.jmh.annotations.Benchmark;

/**
 * Times one provider's AEAD sealing of a whole message in the RFC 8998 shape: 12-byte nonce
 * (fresh for every message), 20-byte AAD, 16-byte tag.
 */
public abstract class SealBenchmark extends BenchmarkDefaults {

    static final int AAD_LENGTH = 20;

    private AeadEncryptor aead;
    private NonceSequence nonces;
    private byte[] aad;
    private byte[] in;
    private byte[] out;

    /** Called from the subclass's setup with a sealer that {@link Verified} has checked. */
    protected void prepare(AeadEncryptor verified, int size) {
        aead = verified;
        nonces = new NonceSequence(12);
        aad = Messages.random(AAD_LENGTH, 13);
        in = Messages.random(size, 14);
        out = new byte[size + Aeads.TAG_LENGTH];
    }

    @Benchmark
    public byte[] seal() throws GeneralSecurityException {
        aead.seal(nonces.next(), aad, in, in.length, out);
        return out;
    }
}
