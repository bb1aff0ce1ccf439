package org.iotcrypt.bench;

import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.SecureRandom;
import java.security.spec.ECGenParameterSpec;
import org.iotcrypt.sm2.Sm2KeyPair;
import org.iotcrypt.sm2.format.Sm2KeyEncoding;

/**
 * One key pair as bytes, PKCS#8 and X.509 SubjectPublicKeyInfo, made by Bouncy Castle: every
 * provider imports the same key through its own decoder, so all are timed on the same key and
 * Bouncy Castle can check every provider's results.
 */
record Sm2KeyMaterial(String curve, byte[] pkcs8, byte[] spki) {

    static final String SM2_CURVE = "sm2p256v1";
    static final String P256_CURVE = "secp256r1";

    /** A key pair on sm2p256v1, or on P-256 for the ECDSA reference. */
    static Sm2KeyMaterial forProvider(String provider) throws GeneralSecurityException {
        return generate(Providers.isReference(provider) ? P256_CURVE : SM2_CURVE);
    }

    /** The pair as iotcrypt reads it: the PKCS#8 through its decoder, which checks the stored public key. */
    Sm2KeyPair iotcrypt() throws GeneralSecurityException {
        return Sm2KeyPair.of(Sm2KeyEncoding.decodePrivate(pkcs8));
    }

    static Sm2KeyMaterial generate(String curve) throws GeneralSecurityException {
        KeyPairGenerator generator = KeyPairGenerator.getInstance("EC", Providers.bouncyCastleJca());
        generator.initialize(new ECGenParameterSpec(curve), new SecureRandom());
        KeyPair pair = generator.generateKeyPair();
        return new Sm2KeyMaterial(curve, pair.getPrivate().getEncoded(), pair.getPublic().getEncoded());
    }
}
