package org.iotcrypt.bench;

import java.security.GeneralSecurityException;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * SM2 key generation, signing and verification (GB/T 32918.2, SM3withSM2, default user ID), one
 * operation per call, on the same Bouncy Castle-made key for every provider; ECDSA P-256 with
 * SHA-256 on the JDK's SunEC is the reference row. Verification is timed twice: with the key
 * object loaded once (per-key caches such as Bouncy Castle's help), and with a key decoded from
 * its X.509 bytes for every call (no cache can help).
 */
public class Sm2Bench extends BenchmarkDefaults {

    @Param({"iotcrypt", "iotcrypt-jca", "bc", "kona", "jdk-ecdsa-p256"})
    public String provider;

    /** Message length in bytes. */
    @Param({"64"})
    public int size;

    private SignatureScheme scheme;
    private byte[] message;
    private byte[] signature;
    private byte[] spki;

    @Setup
    public void setUp() throws GeneralSecurityException {
        Sm2KeyMaterial keys = Sm2KeyMaterial.forProvider(provider);
        message = Messages.random(size, 32918);
        scheme = VerifiedSm2.signatureScheme(provider, keys, message);
        signature = scheme.sign(message);
        spki = keys.spki();
    }

    @Benchmark
    public Object keygen() throws GeneralSecurityException {
        return scheme.generateKeyPair();
    }

    @Benchmark
    public byte[] sign() throws GeneralSecurityException {
        return scheme.sign(message);
    }

    @Benchmark
    public boolean verify() throws GeneralSecurityException {
        return scheme.verify(message, signature);
    }

    @Benchmark
    public boolean verifyFreshKey() throws GeneralSecurityException {
        return scheme.verifyWithFreshKey(spki, message, signature);
    }
}
