package org.iotcrypt.bench;

import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.KeyPairGenerator;
import java.security.Provider;
import java.security.PublicKey;
import java.security.SecureRandom;
import java.security.Signature;
import java.security.spec.ECGenParameterSpec;
import java.security.spec.PKCS8EncodedKeySpec;
import java.security.spec.X509EncodedKeySpec;
import org.iotcrypt.sm2.Sm2Curve;
import org.iotcrypt.sm2.Sm2KeyPair;
import org.iotcrypt.sm2.Sm2PrivateKey;
import org.iotcrypt.sm2.Sm2PublicKey;
import org.iotcrypt.sm2.Sm2Signer;
import org.iotcrypt.sm2.Sm2UserId;
import org.iotcrypt.sm2.format.Sm2KeyEncoding;
import org.iotcrypt.sm2.format.Sm2SignatureEncoding;

/**
 * Builds each provider's signature scheme over the given key. The random source is the JDK's
 * DRBG for every provider, so that none is timed with a cheaper or dearer one than another.
 */
final class SignatureSchemes {

    private SignatureSchemes() {
    }

    static SignatureScheme of(String provider, Sm2KeyMaterial keys) throws GeneralSecurityException {
        SecureRandom random = SecureRandom.getInstance("DRBG");
        switch (provider) {
            case Providers.IOTCRYPT:
                return new Iotcrypt(keys, random);
            case Providers.IOTCRYPT_JCA:
                return new Jca(Providers.jca(provider), "SM2", null, "SM2", "SM3withSM2", keys, random);
            case Providers.BC:
                return new Jca(Providers.bouncyCastleJca(), "EC", Sm2KeyMaterial.SM2_CURVE, "EC", "SM3withSM2",
                        keys, random);
            case Providers.KONA:
                // Kona's SM2 key factory takes only its own raw key specs; its EC one reads PKCS#8 and X.509.
                return new Jca(Providers.konaInstalled(), "SM2", null, "EC", "SM2", keys, random);
            case Providers.JDK_ECDSA_P256:
                return new Jca(Providers.jca(provider), "EC", Sm2KeyMaterial.P256_CURVE, "EC", "SHA256withECDSA",
                        keys, random);
            default:
                throw Providers.unsupported(provider, "signature");
        }
    }

    /** iotcrypt's own API: Sm2Signer over Sm2PrivateKey / Sm2PublicKey, DER through Sm2SignatureEncoding. */
    private static final class Iotcrypt implements SignatureScheme {

        private final Sm2Curve curve = Sm2Curve.sm2p256v1();
        private final Sm2UserId id = Sm2UserId.DEFAULT;
        private final SecureRandom random;
        private final Sm2KeyPair keys;

        Iotcrypt(Sm2KeyMaterial material, SecureRandom random) throws GeneralSecurityException {
            this.random = random;
            this.keys = material.iotcrypt();
        }

        @Override
        public Object generateKeyPair() {
            return Sm2KeyPair.generate(curve, random);
        }

        @Override
        public byte[] sign(byte[] message) {
            return Sm2SignatureEncoding.toDer(Sm2Signer.sign(keys.privateKey(), id, message, random));
        }

        @Override
        public boolean verify(byte[] message, byte[] signature) throws GeneralSecurityException {
            return Sm2Signer.verify(keys.publicKey(), id, message, Sm2SignatureEncoding.fromDer(signature));
        }

        @Override
        public boolean verifyWithFreshKey(byte[] spki, byte[] message, byte[] signature)
                throws GeneralSecurityException {
            return Sm2Signer.verify(Sm2KeyEncoding.decodePublic(spki), id, message,
                    Sm2SignatureEncoding.fromDer(signature));
        }
    }

    /** Any JCA provider: KeyPairGenerator, KeyFactory and Signature objects made once and reused. */
    private static final class Jca implements SignatureScheme {

        private final KeyPairGenerator generator;
        private final KeyFactory keyFactory;
        private final Signature signer;
        private final Signature verifier;
        private final Signature freshVerifier;

        Jca(Provider provider, String keyPairAlgorithm, String curve, String keyFactoryAlgorithm,
            String signatureAlgorithm, Sm2KeyMaterial keys, SecureRandom random) throws GeneralSecurityException {
            generator = KeyPairGenerator.getInstance(keyPairAlgorithm, provider);
            if (curve != null) {
                generator.initialize(new ECGenParameterSpec(curve), random);
            } else {
                generator.initialize(256, random);
            }
            keyFactory = KeyFactory.getInstance(keyFactoryAlgorithm, provider);
            signer = Signature.getInstance(signatureAlgorithm, provider);
            signer.initSign(keyFactory.generatePrivate(new PKCS8EncodedKeySpec(keys.pkcs8())), random);
            verifier = Signature.getInstance(signatureAlgorithm, provider);
            verifier.initVerify(keyFactory.generatePublic(new X509EncodedKeySpec(keys.spki())));
            freshVerifier = Signature.getInstance(signatureAlgorithm, provider);
        }

        @Override
        public Object generateKeyPair() {
            return generator.generateKeyPair();
        }

        @Override
        public byte[] sign(byte[] message) throws GeneralSecurityException {
            signer.update(message);
            return signer.sign();
        }

        @Override
        public boolean verify(byte[] message, byte[] signature) throws GeneralSecurityException {
            verifier.update(message);
            return verifier.verify(signature);
        }

        @Override
        public boolean verifyWithFreshKey(byte[] spki, byte[] message, byte[] signature)
                throws GeneralSecurityException {
            PublicKey key = keyFactory.generatePublic(new X509EncodedKeySpec(spki));
            freshVerifier.initVerify(key);
            freshVerifier.update(message);
            return freshVerifier.verify(signature);
        }
    }
}
