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
import org.iotcrypt.sm2.Sm2PublicKey;
import org.iotcrypt.sm2.Sm2SignatureStream;
import org.iotcrypt.sm2.format.Sm2KeyEncoding;
import org.iotcrypt.sm2.format.Sm2SignatureEncoding;
import org.iotcrypt.provider.Sm2ParameterSpec;

/**
 * SM3withSM2 for the engine's signers and verifiers, on iotcrypt's provider. The engine names
 * the SM2 user ID in Bouncy Castle's own parameter class (for CertificateVerify, RFC 8998's
 * {@code TLSv1.3+GM+Cipher+Suite}); it is carried over to iotcrypt's {@link Sm2ParameterSpec}.
 * Signing goes through iotcrypt's JCA provider, constant time in the key and the nonce;
 * verification runs on iotcrypt's SM2 directly, on public values only, with peers' keys kept
 * for reuse ({@link VerifyingKeys}).
 */
final class Sm2TlsSignatures {

    static final String ALGORITHM = "SM3withSM2";

    /** How many peers' verifying keys are kept. */
    static final int KEYS_KEPT = 256;

    private final java.security.Provider provider = Providers.iotcrypt();
    private final VerifyingKeys verifyingKeys = new VerifyingKeys();

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
        Sm2SignatureStream s = verifying(spec, key);
        return new Tls13Verifier() {
            @Override
            public OutputStream getOutputStream() {
                return new StreamInput(s);
            }

            @Override
            public boolean verifySignature(byte[] signature) {
                return verify(s, signature);
            }
        };
    }

    TlsStreamVerifier streamVerifier(AlgorithmParameterSpec spec, byte[] signature, PublicKey key) throws IOException {
        Sm2SignatureStream s = verifying(spec, key);
        return new TlsStreamVerifier() {
            @Override
            public OutputStream getOutputStream() {
                return new StreamInput(s);
            }

            @Override
            public boolean isVerified() {
                return verify(s, signature);
            }
        };
    }

    private Sm2SignatureStream verifying(AlgorithmParameterSpec spec, PublicKey key) throws IOException {
        return Sm2SignatureStream.verifier(verifyingKeys.get(key), idOf(spec).userId());
    }

    /** A malformed signature is a failed one, not an exception: the engine sends decrypt_error. */
    private static boolean verify(Sm2SignatureStream s, byte[] signature) {
        try {
            return s.verify(Sm2SignatureEncoding.fromDer(signature));
        } catch (SignatureException e) {
            return false;
        }
    }

    /** The engine writes the signed content here. */
    private static final class StreamInput extends OutputStream {
        private final Sm2SignatureStream stream;

        StreamInput(Sm2SignatureStream stream) {
            this.stream = stream;
        }

        @Override
        public void write(int b) {
            stream.update((byte) b);
        }

        @Override
        public void write(byte[] b, int off, int len) {
            stream.update(b, off, len);
        }
    }

    /**
     * Peers' verifying keys as iotcrypt keys, by their X.509 encoding, the last
     * {@value #KEYS_KEPT} kept: a server's key comes back in every handshake of its clients, and
     * a key used again verifies faster (its point's table is built on the second use; 51 against
     * 142 microseconds in Sm2Bench). Public data only; a bounded LRU.
     */
    private static final class VerifyingKeys {
        private final java.util.Map<java.nio.ByteBuffer, Sm2PublicKey> keys =
                new java.util.LinkedHashMap<>(64, 0.75f, true) {
                    private static final long serialVersionUID = 1L;

                    @Override
                    protected boolean removeEldestEntry(java.util.Map.Entry<java.nio.ByteBuffer, Sm2PublicKey> eldest) {
                        return size() > KEYS_KEPT;
                    }
                };

        synchronized Sm2PublicKey get(PublicKey key) throws IOException {
            byte[] spki = key.getEncoded();
            if (spki == null) {
                throw new TlsFatalAlert(AlertDescription.bad_certificate, "the SM2 verifying key has no X.509 encoding");
            }
            java.nio.ByteBuffer k = java.nio.ByteBuffer.wrap(spki);
            Sm2PublicKey found = keys.get(k);
            if (found == null) {
                try {
                    found = Sm2KeyEncoding.decodePublic(spki);
                } catch (java.security.spec.InvalidKeySpecException e) {
                    throw new TlsFatalAlert(AlertDescription.bad_certificate, "not an SM2 verifying key: " + e.getMessage());
                }
                keys.put(k, found);
            }
            return found;
        }
    }
}
