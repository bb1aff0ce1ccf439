package org.iotcrypt.bench;

import com.tencent.kona.crypto.KonaCryptoProvider;
import java.security.Provider;
import java.security.Security;
import org.bouncycastle.jce.provider.BouncyCastleProvider;
import org.iotcrypt.provider.IotCryptProvider;

/**
 * The names the benchmarks take as their {@code provider} parameter, and the JCA providers
 * behind the JCA ones. Providers are passed explicitly, never installed, so that a lookup
 * can never silently fall through to another implementation.
 */
final class Providers {

    /** iotcrypt's low-level API: {@code Sm4}, {@code Sm3} and the {@code org.iotcrypt.mode} classes. */
    static final String IOTCRYPT = "iotcrypt";
    /** iotcrypt through {@code javax.crypto.Cipher} and {@code IotCryptProvider}. */
    static final String IOTCRYPT_JCA = "iotcrypt-jca";
    /** Bouncy Castle's lightweight API (SM4Engine, SICBlockCipher, GCMBlockCipher, CCMBlockCipher, SM3Digest). */
    static final String BC = "bc";
    /** Bouncy Castle through {@code javax.crypto.Cipher} and its own JCA provider (BouncyCastleProvider). */
    static final String BC_JCA = "bc-jca";
    /** Tencent Kona's JCA provider (its pure-Java path, the default). */
    static final String KONA = "kona";
    /** The JDK's AES in the same mode (SunJCE, AES-NI intrinsics): the reference row. */
    static final String JDK_AES = "jdk-aes";
    /** The JDK's SHA-256 (SUN): the reference row for the digest. */
    static final String JDK_SHA256 = "jdk-sha256";
    /** The JDK's ECDSA on P-256 (SunEC, SHA256withECDSA): the reference row for SM2 signatures. */
    static final String JDK_ECDSA_P256 = "jdk-ecdsa-p256";

    private Providers() {
    }

    /** Whether the named provider runs AES (or SHA-256, or ECDSA) rather than SM4 (or SM3, or SM2). */
    static boolean isReference(String name) {
        return JDK_AES.equals(name) || JDK_SHA256.equals(name) || JDK_ECDSA_P256.equals(name);
    }

    /** The JCA provider behind a JCA-based name. */
    static Provider jca(String name) {
        switch (name) {
            case IOTCRYPT_JCA:
                return new IotCryptProvider();
            case BC_JCA:
                return new BouncyCastleProvider();
            case KONA:
                return new KonaCryptoProvider();
            case JDK_AES:
                return Security.getProvider("SunJCE");
            case JDK_SHA256:
                return Security.getProvider("SUN");
            case JDK_ECDSA_P256:
                return Security.getProvider("SunEC");
            default:
                throw new IllegalArgumentException(name + " is not a JCA provider here");
        }
    }

    /**
     * Bouncy Castle's JCA provider, for the SM2 benchmarks (whose JCA objects carry key caches of
     * their own, which the lightweight API would bypass) and for the cross-checks.
     */
    static Provider bouncyCastleJca() {
        return new BouncyCastleProvider();
    }

    /**
     * Kona for SM2. Unlike its SM3 and SM4 classes, Kona's SM2 and EC code looks its own provider
     * up by name ("KonaCrypto") while it runs, so it must be installed. It goes last in the
     * preference order, and every benchmark names its provider explicitly, so no other lookup
     * can land on it.
     */
    static Provider konaInstalled() {
        Provider installed = Security.getProvider("KonaCrypto");
        if (installed != null) {
            return installed;
        }
        Provider kona = new KonaCryptoProvider();
        Security.addProvider(kona);
        return kona;
    }

    static IllegalArgumentException unsupported(String name, String workload) {
        return new IllegalArgumentException("provider " + name + " has no " + workload + " benchmark");
    }
}
