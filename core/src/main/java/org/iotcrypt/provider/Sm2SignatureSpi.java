package org.iotcrypt.provider;

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
import org.iotcrypt.sm2.Sm2Signer;
import org.iotcrypt.sm2.Sm2UserId;
import org.iotcrypt.sm2.Sm2Za;
import org.iotcrypt.sm2.format.Sm2SignatureEncoding;
import org.iotcrypt.sm3.Sm3;

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
public final class Sm2SignatureSpi extends SignatureSpi {

    private Sm2UserId id = Sm2UserId.DEFAULT;
    private Sm2PrivateKey signingKey;
    private Sm2PublicKey verifyingKey;
    private SecureRandom random;
    /** Z_A for the current key and ID, computed at the first message and kept for the next. */
    private byte[] za;
    /** SM3 over Z_A || message so far; null until the first data after init or the last result. */
    private Sm3 digest;

    @Override
    protected void engineInitVerify(PublicKey publicKey) throws InvalidKeyException {
        verifyingKey = Sm2Keys.publicKey(publicKey).key();
        signingKey = null;
        za = null;
        digest = null;
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
        za = null;
        digest = null;
    }

    @Override
    protected void engineSetParameter(AlgorithmParameterSpec params) throws InvalidAlgorithmParameterException {
        if (!(params instanceof Sm2ParameterSpec)) {
            throw new InvalidAlgorithmParameterException("SM3withSM2 takes an org.iotcrypt.provider.Sm2ParameterSpec "
                    + "(the user ID), got " + (params == null ? "null" : params.getClass().getName()));
        }
        if (digest != null) {
            throw new InvalidAlgorithmParameterException("set the SM2 user ID before the first update: "
                    + "Z_A, which contains it, is hashed ahead of the message");
        }
        id = ((Sm2ParameterSpec) params).userId();
        za = null;
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
        byte[] e = finish();
        if (random == null) {
            random = new SecureRandom();
        }
        byte[] rs;
        try {
            rs = Sm2Signer.signDigest(signingKey, e, random);
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
        byte[] e = finish();
        if (sigBytes == null) {
            throw new SignatureException("malformed SM2 signature: null");
        }
        byte[] rs = decode(Arrays.copyOfRange(sigBytes, offset, offset + length));
        return Sm2Signer.verifyDigest(verifyingKey, e, rs);
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

    /** The DER signature as r || s; any malformation, whatever the decoder threw, is a SignatureException. */
    private static byte[] decode(byte[] der) throws SignatureException {
        try {
            return Sm2SignatureEncoding.fromDer(der);
        } catch (RuntimeException e) {
            throw new SignatureException("malformed SM2 signature: " + e.getMessage(), e);
        }
    }

    private Sm3 started() throws SignatureException {
        if (digest == null) {
            Sm2PublicKey key = signingKey != null ? signingKey.publicKey() : verifyingKey;
            if (key == null) {
                throw new SignatureException("SM3withSM2 is not initialized");
            }
            if (za == null) {
                za = Sm2Za.compute(key, id);
            }
            digest = new Sm3();
            digest.update(za);
        }
        return digest;
    }

    /** e = SM3(Z_A || M); afterwards the next message starts afresh under the same key and ID. */
    private byte[] finish() throws SignatureException {
        byte[] e = started().digest();
        digest = null;
        return e;
    }
}
