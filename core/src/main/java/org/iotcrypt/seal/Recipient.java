package org.iotcrypt.seal;

import java.security.SecureRandom;
import java.util.Arrays;
import java.util.Objects;
import org.iotcrypt.internal.util.Passwords;
import org.iotcrypt.sm2.Sm2Encryption;
import org.iotcrypt.sm2.Sm2PublicKey;
import org.iotcrypt.sm2.format.CiphertextFormat;
import org.iotcrypt.sm2.format.Sm2CiphertextEncoding;

/**
 * Whom a file is sealed to: each recipient becomes one stanza of the header, which wraps the
 * file key for it. An SM2 public key (GB/T 32918.4 encryption, DER C1C3C2), a passphrase
 * (PBKDF2-HMAC-SM3) or a raw key file (HKDF-SM3). SM2 keys and key files may be combined; a
 * passphrase is a file's only recipient, as age's scrypt recipient is: a reader tries a
 * passphrase on no other file, so that a file cannot make it test many guesses or derive many keys.
 */
public final class Recipient {

    private final int type;
    private final Sm2PublicKey sm2;
    private final byte[] secret;
    private final int iterations;

    private Recipient(int type, Sm2PublicKey sm2, byte[] secret, int iterations) {
        this.type = type;
        this.sm2 = sm2;
        this.secret = secret;
        this.iterations = iterations;
    }

    /**
     * An SM2 public key.
     *
     * @param key the key
     * @return the recipient
     */
    public static Recipient sm2(Sm2PublicKey key) {
        return new Recipient(SealFormat.STANZA_SM2, Objects.requireNonNull(key, "key"), null, 0);
    }

    /**
     * A passphrase, stretched with the default iteration count ({@value SealFormat#DEFAULT_ITERATIONS}).
     *
     * @param passphrase its bytes (UTF-8 as typed; copied)
     * @return the recipient
     * @throws IllegalArgumentException if it is empty or not UTF-8 text (see {@link #passphrase(byte[], int)})
     */
    public static Recipient passphrase(byte[] passphrase) {
        return passphrase(passphrase, SealFormat.DEFAULT_ITERATIONS);
    }

    /**
     * A passphrase as typed, stretched with the default iteration count.
     *
     * @param passphrase its characters, taken as UTF-8 (as OpenSSL and the JDK's PBKDF2 do; not kept)
     * @return the recipient
     * @throws IllegalArgumentException if it is empty, or holds U+FFFD or a lone surrogate
     */
    public static Recipient passphrase(char[] passphrase) {
        byte[] utf8 = Passwords.utf8Text(passphrase);
        try {
            return passphrase(utf8);
        } finally {
            Arrays.fill(utf8, (byte) 0);
        }
    }

    /**
     * A passphrase with a chosen PBKDF2 iteration count.
     *
     * @param passphrase its bytes, UTF-8 text (copied): every source of the same text must give
     *     the same key, so bytes that are not well-formed UTF-8, or hold U+FFFD, are refused
     * @param iterations 1 to {@value SealFormat#MAX_ITERATIONS}
     * @return the recipient
     * @throws IllegalArgumentException if the passphrase is empty or not UTF-8 text, or the count out of range
     */
    public static Recipient passphrase(byte[] passphrase, int iterations) {
        if (passphrase.length == 0) {
            throw new IllegalArgumentException("an empty passphrase protects nothing");
        }
        Passwords.requireUtf8Text(passphrase);
        if (iterations < 1 || iterations > SealFormat.MAX_ITERATIONS) {
            throw new IllegalArgumentException("PBKDF2 iterations must be 1.." + SealFormat.MAX_ITERATIONS);
        }
        return new Recipient(SealFormat.STANZA_PASSPHRASE, null, passphrase.clone(), iterations);
    }

    /**
     * A key file's contents: a random key of 16 to 64 bytes.
     *
     * @param key the bytes (copied)
     * @return the recipient
     */
    public static Recipient keyFile(byte[] key) {
        KeyFileStanza.check(key);
        return new Recipient(SealFormat.STANZA_KEY_FILE, null, key.clone(), 0);
    }

    /** The stanza body wrapping {@code fileKey} for this recipient. */
    byte[] body(byte[] fileKey, SecureRandom random) {
        switch (type) {
            case SealFormat.STANZA_SM2:
                return Sm2CiphertextEncoding.encode(Sm2Encryption.encrypt(sm2, fileKey, random), CiphertextFormat.DER_C1C3C2);
            case SealFormat.STANZA_PASSPHRASE:
                return PassphraseStanza.wrap(secret, iterations, fileKey, random);
            default:
                return KeyFileStanza.wrap(secret, fileKey, random);
        }
    }

    int type() {
        return type;
    }
}
