package org.iotcrypt.provider;

import org.iotcrypt.jca.Sm2Keys;
import java.security.AlgorithmParameters;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.InvalidParameterException;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.SecureRandom;
import java.security.SignatureException;
import java.security.SignatureSpi;
import java.security.spec.AlgorithmParameterSpec;
import java.util.Arrays;
import org.iotcrypt.sm2.Sm2PrivateKey;
import org.iotcrypt.sm2.Sm2PublicKey;
import org.iotcrypt.sm2.Sm2SignatureStream;
import org.iotcrypt.sm2.Sm2UserId;
import org.iotcrypt.sm2.format.Sm2SignatureEncoding;

/**
 * {@code Signature SM3withSM2} (OID 1.2.156.10197.1.501): GB/T 32918.2 signatures over
 * e = SM3(Z_A || M), encoded as DER {@code SEQUENCE {r, s}} as OpenSSL, Bouncy Castle and Kona
 * write them.
 *
 * <p>The user ID in Z_A is {@code "1234567812345678"} unless an {@link Sm2ParameterSpec} is set
 * through {@code setParameter}, before {@code initSign}/{@code initVerify} or after it but before
 * the first {@code update}; it stays in force for later messages and re-initializations. Keys
 * may be this provider's or any {@code ECPublicKey}/{@code ECPrivateKey} on sm2p256v1.
 *
 * <p>Why a signature fails: {@code verify} returns false for a well-formed signature that does
 * not verify (wrong key, message, ID, or r, s at least n) and throws
 * {@link SignatureException} with a message saying "malformed" for an encoding that is not a
 * strict DER pair of INTEGERs in [1, 2^256 - 1] (so r = 0 or s = 0 counts as malformed, as
 * {@link Sm2SignatureEncoding} reads it); it throws nothing else. Which of the two happened depends only on
 * the signature bytes, which are public, so it reveals nothing secret.
 *
 * <p>Constant time: the message is streamed into SM3; signing is done by the protocol layer in
 * constant time in d and k; verification handles public data only.
 */
final class Sm2SignatureSpi extends SignatureSpi {

    private Sm2UserId id = Sm2UserId.DEFAULT;
    private Sm2PrivateKey signingKey;
    private Sm2PublicKey verifyingKey;
    private SecureRandom random;
    /** e = SM3(Z_A || M) for the current key and ID; made at the first message, kept for the next. */
    private Sm2SignatureStream stream;
    /** Whether a message has begun (data since init or the last result). */
    private boolean inMessage;

    @Override
    protected void engineInitVerify(PublicKey publicKey) throws InvalidKeyException {
        verifyingKey = Sm2Keys.publicKey(publicKey).key();
        signingKey = null;
        stream = null;
        inMessage = false;
    }

    @Override
    protected void engineInitSign(PrivateKey privateKey) throws InvalidKeyException {
        engineInitSign(privateKey, null);
    }

    @Override
    protected void engineInitSign(PrivateKey privateKey, SecureRandom random) throws InvalidKeyException {
        signingKey = Sm2Keys.privateKey(privateKey).key();
        verifyingKey = null;
        this.random = random;
        stream = null;
        inMessage = false;
    }

    @Override
    protected void engineSetParameter(AlgorithmParameterSpec params) throws InvalidAlgorithmParameterException {
        if (!(params instanceof Sm2ParameterSpec)) {
            throw new InvalidAlgorithmParameterException("SM3withSM2 takes an org.iotcrypt.provider.Sm2ParameterSpec "
                    + "(the user ID), got " + (params == null ? "null" : params.getClass().getName()));
        }
        if (inMessage) {
            throw new InvalidAlgorithmParameterException("set the SM2 user ID before the first update: "
                    + "Z_A, which contains it, is hashed ahead of the message");
        }
        id = ((Sm2ParameterSpec) params).userId();
        stream = null;
    }

    @Override
    protected AlgorithmParameters engineGetParameters() {
        return null;
    }

    @Override
    protected void engineUpdate(byte b) throws SignatureException {
        started().update(b);
    }

    @Override
    protected void engineUpdate(byte[] b, int off, int len) throws SignatureException {
        started().update(b, off, len);
    }

    @Override
    protected byte[] engineSign() throws SignatureException {
        if (signingKey == null) {
            throw new SignatureException("not initialized for signing");
        }
        if (signingKey.isDestroyed()) {
            throw new SignatureException("the SM2 private key has been destroyed since initSign");
        }
        Sm2SignatureStream message = finish();
        if (random == null) {
            random = new SecureRandom();
        }
        byte[] rs;
        try {
            rs = message.sign(random);
        } catch (IllegalStateException destroyed) {
            // destroyed by another thread while this signature was computed: nothing is returned
            throw new SignatureException("the SM2 private key was destroyed while signing", destroyed);
        }
        try {
            return Sm2SignatureEncoding.toDer(rs);
        } finally {
            Arrays.fill(rs, (byte) 0);
        }
    }

    @Override
    protected boolean engineVerify(byte[] sigBytes) throws SignatureException {
        return engineVerify(sigBytes, 0, sigBytes == null ? 0 : sigBytes.length);
    }

    @Override
    protected boolean engineVerify(byte[] sigBytes, int offset, int length) throws SignatureException {
        if (verifyingKey == null) {
            throw new SignatureException("not initialized for verification");
        }
        Sm2SignatureStream message = finish();
        byte[] rs;
        try {
            rs = decode(sigBytes, offset, length);
        } catch (SignatureException e) {
            message.reset();    // the message ends here too: the next one starts afresh
            throw e;
        }
        return message.verify(rs);
    }

    /** @deprecated the string-keyed parameters of the JCA's first version; not supported */
    @Deprecated
    @Override
    protected void engineSetParameter(String param, Object value) {
        throw new InvalidParameterException("SM3withSM2 takes its user ID as an Sm2ParameterSpec");
    }

    /** @deprecated the string-keyed parameters of the JCA's first version; not supported */
    @Deprecated
    @Override
    protected Object engineGetParameter(String param) {
        throw new InvalidParameterException("SM3withSM2 has no string-keyed parameters");
    }

    /** The DER signature as r || s; the decoder reports every malformation as a SignatureException. */
    private static byte[] decode(byte[] sigBytes, int offset, int length) throws SignatureException {
        if (sigBytes == null) {
            throw new SignatureException("malformed SM2 signature: null");
        }
        return Sm2SignatureEncoding.fromDer(Arrays.copyOfRange(sigBytes, offset, offset + length));
    }

    private Sm2SignatureStream started() throws SignatureException {
        if (stream == null) {
            if (signingKey != null) {
                stream = Sm2SignatureStream.signer(signingKey, id);
            } else if (verifyingKey != null) {
                stream = Sm2SignatureStream.verifier(verifyingKey, id);
            } else {
                throw new SignatureException("SM3withSM2 is not initialized");
            }
        }
        inMessage = true;
        return stream;
    }

    /** The stream holding the message; its sign or verify ends it, and the next message starts afresh. */
    private Sm2SignatureStream finish() throws SignatureException {
        Sm2SignatureStream message = started();
        inMessage = false;
        return message;
    }
}
