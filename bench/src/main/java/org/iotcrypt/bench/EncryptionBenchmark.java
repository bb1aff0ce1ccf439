package org.iotcrypt.bench;

import java.security.GeneralSecurityException;
import org.openjdk.jmh.annotations.Benchmark;

/** Times one provider's ECB or CTR encryption of a whole message, a fresh IV each time for CTR. */
public abstract class EncryptionBenchmark extends BenchmarkDefaults {

    private Encryptor encryptor;
    private NonceSequence ivs;
    private byte[] in;
    private byte[] out;

    /**
     * Called from the subclass's setup with an encryptor that {@link Verified} has checked.
     *
     * @param ivLength 16 for CTR, 0 for ECB (no IV)
     */
    protected void prepare(Encryptor verified, int size, int ivLength) {
        encryptor = verified;
        ivs = ivLength == 0 ? null : new NonceSequence(ivLength);
        in = Messages.random(size, 11);
        out = new byte[size];
    }

    @Benchmark
    public byte[] encrypt() throws GeneralSecurityException {
        encryptor.encrypt(ivs == null ? null : ivs.next(), in, in.length, out);
        return out;
    }
}
