package org.iotcrypt.tls.internal.crypto;

import java.security.AlgorithmParameterGenerator;
import java.security.AlgorithmParameters;
import java.security.InvalidAlgorithmParameterException;
import java.security.KeyFactory;
import java.security.KeyPairGenerator;
import java.security.KeyStore;
import java.security.KeyStoreException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.NoSuchProviderException;
import java.security.Provider;
import java.security.SecureRandom;
import java.security.Signature;
import java.security.cert.CertPathBuilder;
import java.security.cert.CertPathValidator;
import java.security.cert.CertStore;
import java.security.cert.CertStoreParameters;
import java.security.cert.CertificateException;
import java.security.cert.CertificateFactory;
import java.util.Locale;
import javax.crypto.Cipher;
import javax.crypto.ExemptionMechanism;
import javax.crypto.KeyAgreement;
import javax.crypto.KeyGenerator;
import javax.crypto.Mac;
import javax.crypto.NoSuchPaddingException;
import javax.crypto.SecretKeyFactory;
import org.bouncycastle.jcajce.util.JcaJceHelper;
import org.bouncycastle.jcajce.util.ProviderJcaJceHelper;

/**
 * Bouncy Castle's TLS engine asks this helper for every JCA object it uses: the SM algorithms
 * (SM3, HMAC-SM3 and so HKDF-SM3, SM3withSM2, SM4) come from iotcrypt's provider, everything
 * else (SHA-2, AES, ChaCha20, X25519, RSA, ECDSA, certificate parsing) from a Bouncy Castle
 * provider instance of our own. Neither provider is registered in {@link java.security.Security}:
 * nothing global changes.
 */
final class RoutedJcaJceHelper implements JcaJceHelper {

    private final JcaJceHelper sm;
    private final JcaJceHelper other;

    RoutedJcaJceHelper(Provider iotcrypt, Provider others) {
        this.sm = new ProviderJcaJceHelper(iotcrypt);
        this.other = new ProviderJcaJceHelper(others);
    }

    static RoutedJcaJceHelper standard() {
        return new RoutedJcaJceHelper(Providers.iotcrypt(), Providers.bouncyCastle());
    }

    /** True for the names of the SM algorithms, in every form the engine asks for them. */
    static boolean isSm(String algorithm) {
        String a = algorithm.toUpperCase(Locale.ROOT);
        return a.equals("SM3") || a.equals("HMACSM3") || a.equals("HMAC-SM3") || a.equals("SM3WITHSM2")
                || a.equals("SM4") || a.startsWith("SM4/");
    }

    private JcaJceHelper route(String algorithm) {
        return isSm(algorithm) ? sm : other;
    }

    @Override
    public Cipher createCipher(String algorithm)
            throws NoSuchAlgorithmException, NoSuchPaddingException, NoSuchProviderException {
        return route(algorithm).createCipher(algorithm);
    }

    @Override
    public Mac createMac(String algorithm) throws NoSuchAlgorithmException, NoSuchProviderException {
        return route(algorithm).createMac(algorithm);
    }

    @Override
    public KeyAgreement createKeyAgreement(String algorithm) throws NoSuchAlgorithmException, NoSuchProviderException {
        return other.createKeyAgreement(algorithm);
    }

    @Override
    public AlgorithmParameterGenerator createAlgorithmParameterGenerator(String algorithm)
            throws NoSuchAlgorithmException, NoSuchProviderException {
        return other.createAlgorithmParameterGenerator(algorithm);
    }

    @Override
    public AlgorithmParameters createAlgorithmParameters(String algorithm)
            throws NoSuchAlgorithmException, NoSuchProviderException {
        return other.createAlgorithmParameters(algorithm);
    }

    @Override
    public KeyGenerator createKeyGenerator(String algorithm) throws NoSuchAlgorithmException, NoSuchProviderException {
        return route(algorithm).createKeyGenerator(algorithm);
    }

    @Override
    public KeyFactory createKeyFactory(String algorithm) throws NoSuchAlgorithmException, NoSuchProviderException {
        return other.createKeyFactory(algorithm);
    }

    @Override
    public SecretKeyFactory createSecretKeyFactory(String algorithm)
            throws NoSuchAlgorithmException, NoSuchProviderException {
        return other.createSecretKeyFactory(algorithm);
    }

    @Override
    public KeyPairGenerator createKeyPairGenerator(String algorithm)
            throws NoSuchAlgorithmException, NoSuchProviderException {
        return other.createKeyPairGenerator(algorithm);
    }

    /** @deprecated Bouncy Castle's older name for {@link #createMessageDigest} */
    @Deprecated
    @Override
    public MessageDigest createDigest(String algorithm) throws NoSuchAlgorithmException, NoSuchProviderException {
        return createMessageDigest(algorithm);
    }

    @Override
    public MessageDigest createMessageDigest(String algorithm) throws NoSuchAlgorithmException, NoSuchProviderException {
        return route(algorithm).createMessageDigest(algorithm);
    }

    @Override
    public Signature createSignature(String algorithm) throws NoSuchAlgorithmException, NoSuchProviderException {
        return route(algorithm).createSignature(algorithm);
    }

    @Override
    public CertificateFactory createCertificateFactory(String algorithm)
            throws NoSuchProviderException, CertificateException {
        return other.createCertificateFactory(algorithm);
    }

    @Override
    public SecureRandom createSecureRandom(String algorithm) throws NoSuchAlgorithmException, NoSuchProviderException {
        return other.createSecureRandom(algorithm);
    }

    @Override
    public CertPathBuilder createCertPathBuilder(String algorithm) throws NoSuchAlgorithmException, NoSuchProviderException {
        return other.createCertPathBuilder(algorithm);
    }

    @Override
    public CertPathValidator createCertPathValidator(String algorithm)
            throws NoSuchAlgorithmException, NoSuchProviderException {
        return other.createCertPathValidator(algorithm);
    }

    @Override
    public CertStore createCertStore(String type, CertStoreParameters parameters)
            throws NoSuchAlgorithmException, InvalidAlgorithmParameterException, NoSuchProviderException {
        return other.createCertStore(type, parameters);
    }

    @Override
    public ExemptionMechanism createExemptionMechanism(String algorithm)
            throws NoSuchAlgorithmException, NoSuchProviderException {
        return other.createExemptionMechanism(algorithm);
    }

    @Override
    public KeyStore createKeyStore(String type) throws KeyStoreException, NoSuchProviderException {
        return other.createKeyStore(type);
    }
}
