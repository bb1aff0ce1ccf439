package org.iotcrypt.bench;

import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.Provider;
import java.security.SecureRandom;
import java.security.spec.PKCS8EncodedKeySpec;
import java.security.spec.X509EncodedKeySpec;
import javax.crypto.Cipher;
import org.iotcrypt.sm2.Sm2Encryption;
import org.iotcrypt.sm2.Sm2KeyPair;
import org.iotcrypt.sm2.format.CiphertextFormat;
import org.iotcrypt.sm2.format.Sm2CiphertextEncoding;

/** Builds each provider's SM2 encryption over the given key, with the JDK's DRBG as every provider's random source. */
final class PublicKeyCiphers {

    private PublicKeyCiphers() {
    }

    static PublicKeyCipher of(String provider, Sm2KeyMaterial keys) throws GeneralSecurityException {
        SecureRandom random = SecureRandom.getInstance("DRBG");
        switch (provider) {
            case Providers.IOTCRYPT:
                return new Iotcrypt(keys, random);
            case Providers.IOTCRYPT_JCA:
                return new Jca(Providers.jca(provider), "SM2", "SM2", PublicKeyCipher.Layout.DER_C1C3C2, keys, random);
            case Providers.BC:
                // Bouncy Castle's JCA "SM2" cipher keeps the legacy raw C1C2C3 layout.
                return new Jca(Providers.bouncyCastleJca(), "EC", "SM2", PublicKeyCipher.Layout.RAW_C1C2C3, keys, random);
            case Providers.KONA:
                return new Jca(Providers.konaInstalled(), "EC", "SM2", PublicKeyCipher.Layout.DER_C1C3C2, keys, random);
            default:
                throw Providers.unsupported(provider, "SM2 encryption");
        }
    }

    /** iotcrypt's own API: Sm2Encryption, DER C1C3C2 through Sm2CiphertextEncoding. */
    private static final class Iotcrypt implements PublicKeyCipher {

        private final SecureRandom random;
        private final Sm2KeyPair keys;

        Iotcrypt(Sm2KeyMaterial material, SecureRandom random) throws GeneralSecurityException {
            this.random = random;
            this.keys = material.iotcrypt();
        }

        @Override
        public Layout layout() {
            return Layout.DER_C1C3C2;
        }

        @Override
        public byte[] encrypt(byte[] message) {
            return Sm2CiphertextEncoding.encode(Sm2Encryption.encrypt(keys.publicKey(), message, random),
                    CiphertextFormat.DER_C1C3C2);
        }

        @Override
        public byte[] decrypt(byte[] ciphertext) throws GeneralSecurityException {
            return Sm2Encryption.decrypt(keys.privateKey(), Sm2CiphertextEncoding.decode(ciphertext, CiphertextFormat.DER_C1C3C2));
        }
    }

    /** Any JCA provider's "SM2" cipher, one Cipher object per direction, initialised once. */
    private static final class Jca implements PublicKeyCipher {

        private final Layout layout;
        private final Cipher encryptor;
        private final Cipher decryptor;

        Jca(Provider provider, String keyFactoryAlgorithm, String cipherAlgorithm, Layout layout, Sm2KeyMaterial keys,
            SecureRandom random) throws GeneralSecurityException {
            this.layout = layout;
            KeyFactory keyFactory = KeyFactory.getInstance(keyFactoryAlgorithm, provider);
            encryptor = Cipher.getInstance(cipherAlgorithm, provider);
            encryptor.init(Cipher.ENCRYPT_MODE, keyFactory.generatePublic(new X509EncodedKeySpec(keys.spki())), random);
            decryptor = Cipher.getInstance(cipherAlgorithm, provider);
            decryptor.init(Cipher.DECRYPT_MODE, keyFactory.generatePrivate(new PKCS8EncodedKeySpec(keys.pkcs8())));
        }

        @Override
        public Layout layout() {
            return layout;
        }

        @Override
        public byte[] encrypt(byte[] message) throws GeneralSecurityException {
            return encryptor.doFinal(message);
        }

        @Override
        public byte[] decrypt(byte[] ciphertext) throws GeneralSecurityException {
            return decryptor.doFinal(ciphertext);
        }
    }
}
