package org.iotcrypt.sm2;

import java.security.SecureRandom;
import java.util.Objects;
import org.iotcrypt.sm3.Sm3;

/**
 * SM2 signing or verification of a message given in pieces: e = SM3(Z_A || M) of GB/T 32918.2
 * section 6.1 (steps A1-A2) is computed here and nowhere else, for {@link Sm2Signer}, the JCA's
 * {@code Signature SM3withSM2} and the command line alike.
 *
 * <pre>{@code
 * Sm2SignatureStream s = Sm2SignatureStream.signer(privateKey, Sm2UserId.DEFAULT);
 * s.update(part1); s.update(part2);
 * byte[] rs = s.sign(random);          // r || s; the stream is ready for the next message
 * }</pre>
 *
 * <p>Z_A is computed once, when the stream is made (the key caches it for the default ID), and
 * every message after {@link #sign}, {@link #verify} or {@link #reset} starts from it again.
 *
 * <p>Constant time: the message and Z_A are hashed by SM3, whose time depends on lengths only;
 * signing is constant time in d and k ({@link Sm2Signer}); verification handles public data. Not
 * thread-safe.
 */
public final class Sm2SignatureStream {

    private final Sm2PrivateKey signingKey;
    private final Sm2PublicKey key;
    private final byte[] za;
    private Sm3 sm3;

    private Sm2SignatureStream(Sm2PrivateKey signingKey, Sm2PublicKey key, Sm2UserId id) {
        this.signingKey = signingKey;
        this.key = key;
        this.za = Sm2Za.compute(key, Objects.requireNonNull(id, "id"));
        reset();
    }

    /**
     * A stream that signs with {@code key} for the signer's user ID {@code id}.
     *
     * @param key the key
     * @param id the user ID in Z
     * @return a signer with Z already hashed
     */
    public static Sm2SignatureStream signer(Sm2PrivateKey key, Sm2UserId id) {
        return new Sm2SignatureStream(key, key.publicKey(), id);
    }

    /**
     * A stream that verifies signatures by {@code key} for the signer's user ID {@code id}.
     *
     * @param key the key
     * @param id the user ID in Z
     * @return a verifier with Z already hashed
     */
    public static Sm2SignatureStream verifier(Sm2PublicKey key, Sm2UserId id) {
        return new Sm2SignatureStream(null, Objects.requireNonNull(key, "key"), id);
    }

    /**
     * Adds one byte of the message.
     *
     * @param b one message byte
     * @return this stream
     */
    public Sm2SignatureStream update(byte b) {
        sm3.update(b);
        return this;
    }

    /**
     * Adds {@code in} to the message.
     *
     * @param in the input array
     * @return this stream
     */
    public Sm2SignatureStream update(byte[] in) {
        sm3.update(in);
        return this;
    }

    /**
     * Adds {@code len} bytes of {@code in} from {@code off} to the message.
     *
     * @param in the input array
     * @param off where the input starts in {@code in}
     * @param len the number of input bytes
     * @return this stream
     * @throws IndexOutOfBoundsException if the range lies outside {@code in}
     */
    public Sm2SignatureStream update(byte[] in, int off, int len) {
        sm3.update(in, off, len);
        return this;
    }

    /** Drops the message given so far; the key and ID stay. */
    public void reset() {
        sm3 = new Sm3();
        sm3.update(za);
    }

    /**
     * Signs the message given so far and returns r || s (64 bytes); the stream then starts a new
     * message.
     *
     * @param random the source of k
     * @return the signature r || s, 64 bytes
     * @throws IllegalStateException if this is a verifier, or the key has been destroyed
     */
    public byte[] sign(SecureRandom random) {
        if (signingKey == null) {
            throw new IllegalStateException("this SM2 signature stream verifies; it has no private key");
        }
        return Sm2Signer.signDigest(signingKey, digest(), random);
    }

    /**
     * Whether {@code rs} is a valid signature r || s of the message given so far (false for any
     * malformed rs); the stream then starts a new message.
     *
     * @param rs the signature r || s, 64 bytes
     * @return whether the signature is valid; false for a malformed one
     */
    public boolean verify(byte[] rs) {
        return Sm2Signer.verifyDigest(key, digest(), rs);
    }

    /** e = SM3(Z_A || M) of the message so far, which it ends. */
    byte[] digest() {
        byte[] e = sm3.digest();
        reset();
        return e;
    }
}
