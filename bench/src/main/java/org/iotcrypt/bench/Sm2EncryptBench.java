package org.iotcrypt.bench;

import java.security.GeneralSecurityException;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * SM2 public-key encryption and decryption (GB/T 32918.4) of one short message per call, on the
 * same Bouncy Castle-made key for every provider. Each provider keeps its own ciphertext layout
 * (DER C1C3C2, except Bouncy Castle's JCA cipher: raw C1C2C3); the JDK has no SM2 and no
 * comparable ECIES, so there is no reference row.
 */
public class Sm2EncryptBench extends BenchmarkDefaults {

    @Param({"iotcrypt", "iotcrypt-jca", "bc", "kona"})
    public String provider;

    /** Message length in bytes. */
    @Param({"64"})
    public int size;

    private PublicKeyCipher cipher;
    private byte[] message;
    private byte[] ciphertext;

    @Setup
    public void setUp() throws GeneralSecurityException {
        Sm2KeyMaterial keys = Sm2KeyMaterial.generate(Sm2KeyMaterial.SM2_CURVE);
        message = Messages.random(size, 32918);
        cipher = VerifiedSm2.cipher(provider, keys, message);
        ciphertext = cipher.encrypt(message);
    }

    @Benchmark
    public byte[] encrypt() throws GeneralSecurityException {
        return cipher.encrypt(message);
    }

    @Benchmark
    public byte[] decrypt() throws GeneralSecurityException {
        return cipher.decrypt(ciphertext);
    }
}
