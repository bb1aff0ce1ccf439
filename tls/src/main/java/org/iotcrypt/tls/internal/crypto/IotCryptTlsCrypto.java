package org.iotcrypt.tls.internal.crypto;

import java.io.IOException;
import java.security.GeneralSecurityException;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.SecureRandom;
import java.security.spec.AlgorithmParameterSpec;
import org.bouncycastle.tls.NamedGroup;
import org.bouncycastle.tls.SignatureScheme;
import org.bouncycastle.tls.EncryptionAlgorithm;
import org.bouncycastle.tls.crypto.Tls13Verifier;
import org.bouncycastle.tls.crypto.TlsECConfig;
import org.bouncycastle.tls.crypto.TlsECDomain;
import org.bouncycastle.tls.crypto.TlsStreamSigner;
import org.bouncycastle.tls.crypto.TlsStreamVerifier;
import org.bouncycastle.tls.crypto.impl.TlsAEADCipherImpl;
import org.bouncycastle.tls.crypto.impl.jcajce.JcaTlsCrypto;

/**
 * Bouncy Castle's JCA-based {@code TlsCrypto} with every SM operation on iotcrypt.
 *
 * <p>Why this integration: Bouncy Castle's {@code JcaTlsCrypto} is the seam its JSSE provider
 * is built to take (one per provider instance, given at construction), so nothing global is
 * set and the protocol code is untouched. Its JCA look-ups go through {@link RoutedJcaJceHelper}
 * (SM3, HMAC-SM3, so HKDF-SM3, and SM3withSM2 from iotcrypt); the three places where a JCA
 * round trip would cost speed or lose constant time are overridden here: SM4-GCM and SM4-CCM
 * records run on iotcrypt's modes in place ({@link Sm4RecordCipher}), ECDHE on curveSM2 on
 * iotcrypt's curve ({@link Sm2EcdheDomain}), and SM2 signatures take the user ID the engine
 * names ({@link Sm2TlsSignatures}). Every other suite, group and signature scheme stays Bouncy
 * Castle's.
 */
public final class IotCryptTlsCrypto extends JcaTlsCrypto {

    private final Sm2TlsSignatures sm2 = new Sm2TlsSignatures();

    IotCryptTlsCrypto(SecureRandom entropy, SecureRandom nonceEntropy) {
        super(RoutedJcaJceHelper.standard(), entropy, nonceEntropy);
    }

    @Override
    protected TlsAEADCipherImpl createAEADCipher(String cipherName, String algorithm, int keySize, boolean isEncrypting)
            throws GeneralSecurityException {
        switch (cipherName) {
            case "SM4/GCM/NoPadding":
                return new Sm4RecordCipher(Sm4RecordCipher.Mode.GCM, isEncrypting);
            case "SM4/CCM/NoPadding":
                return new Sm4RecordCipher(Sm4RecordCipher.Mode.CCM, isEncrypting);
            default:
                return super.createAEADCipher(cipherName, algorithm, keySize, isEncrypting);
        }
    }

    @Override
    public TlsECDomain createECDomain(TlsECConfig ecConfig) {
        if (ecConfig.getNamedGroup() == NamedGroup.curveSM2) {
            return new Sm2EcdheDomain(this);
        }
        return super.createECDomain(ecConfig);
    }

    @Override
    protected TlsStreamSigner createStreamSigner(String algorithmName, AlgorithmParameterSpec parameter,
            PrivateKey privateKey, boolean needsRandom) throws IOException {
        if (Sm2TlsSignatures.isSm2(algorithmName)) {
            return sm2.signer(parameter, privateKey, getSecureRandom());
        }
        return super.createStreamSigner(algorithmName, parameter, privateKey, needsRandom);
    }

    @Override
    protected Tls13Verifier createTls13Verifier(String algorithmName, AlgorithmParameterSpec parameter,
            PublicKey publicKey) throws IOException {
        if (Sm2TlsSignatures.isSm2(algorithmName)) {
            return sm2.tls13Verifier(parameter, publicKey);
        }
        return super.createTls13Verifier(algorithmName, parameter, publicKey);
    }

    @Override
    protected TlsStreamVerifier createStreamVerifier(String algorithmName, AlgorithmParameterSpec parameter,
            byte[] signature, PublicKey publicKey) throws IOException {
        if (Sm2TlsSignatures.isSm2(algorithmName)) {
            return sm2.streamVerifier(parameter, signature, publicKey);
        }
        return super.createStreamVerifier(algorithmName, parameter, signature, publicKey);
    }

    @Override
    protected Boolean isSupportedNamedGroup(int namedGroup) {
        return namedGroup == NamedGroup.curveSM2 ? Boolean.TRUE : super.isSupportedNamedGroup(namedGroup);
    }

    @Override
    protected Boolean isSupportedEncryptionAlgorithm(int encryptionAlgorithm) {
        return encryptionAlgorithm == EncryptionAlgorithm.SM4_GCM || encryptionAlgorithm == EncryptionAlgorithm.SM4_CCM
                ? Boolean.TRUE : super.isSupportedEncryptionAlgorithm(encryptionAlgorithm);
    }

    @Override
    protected Boolean isSupportedSignatureScheme(int signatureScheme) {
        return signatureScheme == SignatureScheme.sm2sig_sm3 ? Boolean.TRUE : super.isSupportedSignatureScheme(signatureScheme);
    }
}
