package org.iotcrypt.tls.internal.crypto;

import java.io.IOException;
import java.io.OutputStream;
import java.security.GeneralSecurityException;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.SecureRandom;
import java.security.Signature;
import java.security.SignatureException;
import java.security.spec.AlgorithmParameterSpec;
import org.bouncycastle.jcajce.io.OutputStreamFactory;
import org.bouncycastle.tls.AlertDescription;
import org.bouncycastle.tls.TlsFatalAlert;
import org.bouncycastle.tls.crypto.Tls13Verifier;
import org.bouncycastle.tls.crypto.TlsStreamSigner;
import org.bouncycastle.tls.crypto.TlsStreamVerifier;
import org.iotcrypt.provider.IotCryptProvider;
import org.iotcrypt.provider.Sm2ParameterSpec;

/**
 * SM3withSM2 for the engine's signers and verifiers, on iotcrypt's provider. The engine names
 * the SM2 user ID in Bouncy Castle's own parameter class (for CertificateVerify, RFC 8998's
 * {@code TLSv1.3+GM+Cipher+Suite}); it is carried over to iotcrypt's {@link Sm2ParameterSpec}.
 * Signing is constant time in the key and the nonce (iotcrypt's SM2); verification handles
 * public values only.
 */
final class Sm2TlsSignatures {

    static final String ALGORITHM = "SM3withSM2";

    private final java.security.Provider provider = new IotCryptProvider();

    static boolean isSm2(String algorithm) {
        return ALGORITHM.equalsIgnoreCase(algorithm);
    }

    /** The user ID named by the engine's parameter spec, or the standard default if it names none. */
    static Sm2ParameterSpec idOf(AlgorithmParameterSpec spec) {
        if (spec instanceof org.bouncycastle.jcajce.spec.SM2ParameterSpec) {
            return new Sm2ParameterSpec(((org.bouncycastle.jcajce.spec.SM2ParameterSpec) spec).getID());
        }
        if (spec instanceof Sm2ParameterSpec) {
            return (Sm2ParameterSpec) spec;
        }
        return Sm2ParameterSpec.DEFAULT;
    }

    TlsStreamSigner signer(AlgorithmParameterSpec spec, PrivateKey key, SecureRandom random) throws IOException {
        try {
            Signature s = Signature.getInstance(ALGORITHM, provider);
            s.setParameter(idOf(spec));
            s.initSign(key, random);
            return new TlsStreamSigner() {
                @Override
                public OutputStream getOutputStream() {
                    return OutputStreamFactory.createStream(s);
                }

                @Override
                public byte[] getSignature() throws IOException {
                    try {
                        return s.sign();
                    } catch (SignatureException e) {
                        throw new TlsFatalAlert(AlertDescription.internal_error, "SM2 signing failed", e);
                    }
                }
            };
        } catch (GeneralSecurityException e) {
            throw new TlsFatalAlert(AlertDescription.internal_error, "SM2 signing key refused: " + e.getMessage());
        }
    }

    Tls13Verifier tls13Verifier(AlgorithmParameterSpec spec, PublicKey key) throws IOException {
        Signature s = verifying(spec, key);
        return new Tls13Verifier() {
            @Override
            public OutputStream getOutputStream() {
                return OutputStreamFactory.createStream(s);
            }

            @Override
            public boolean verifySignature(byte[] signature) {
                return verify(s, signature);
            }
        };
    }

    TlsStreamVerifier streamVerifier(AlgorithmParameterSpec spec, byte[] signature, PublicKey key) throws IOException {
        Signature s = verifying(spec, key);
        return new TlsStreamVerifier() {
            @Override
            public OutputStream getOutputStream() {
                return OutputStreamFactory.createStream(s);
            }

            @Override
            public boolean isVerified() {
                return verify(s, signature);
            }
        };
    }

    private Signature verifying(AlgorithmParameterSpec spec, PublicKey key) throws IOException {
        try {
            Signature s = Signature.getInstance(ALGORITHM, provider);
            s.setParameter(idOf(spec));
            s.initVerify(key);
            return s;
        } catch (GeneralSecurityException e) {
            throw new TlsFatalAlert(AlertDescription.bad_certificate, "SM2 verifying key refused: " + e.getMessage());
        }
    }

    /** A malformed signature is a failed one, not an exception: the engine sends decrypt_error. */
    private static boolean verify(Signature s, byte[] signature) {
        try {
            return s.verify(signature);
        } catch (SignatureException e) {
            return false;
        }
    }
}
