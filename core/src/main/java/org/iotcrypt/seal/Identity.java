package org.iotcrypt.seal;

import java.util.Arrays;
import java.util.Objects;
import javax.crypto.BadPaddingException;
import org.iotcrypt.internal.util.Passwords;
import org.iotcrypt.sm2.Sm2Encryption;
import org.iotcrypt.sm2.Sm2PrivateKey;
import org.iotcrypt.sm2.format.CiphertextFormat;
import org.iotcrypt.sm2.format.Sm2CiphertextEncoding;

/**
 * What opens a sealed file: an SM2 private key, a passphrase or a key file, each trying the
 * header's stanzas of its kind. An SM2 stanza that does not decrypt under the key (C3 fails) is
 * another recipient's, not an error.
 */
public final class Identity {

    private final int type;
    private final Sm2PrivateKey sm2;
    private final byte[] secret;

    private Identity(int type, Sm2PrivateKey sm2, byte[] secret) {
        this.type = type;
        this.sm2 = sm2;
        this.secret = secret;
    }

    /**
     * An SM2 private key.
     *
     * @param key the key (not copied; the caller destroys it)
     * @return the identity
     */
    public static Identity sm2(Sm2PrivateKey key) {
        return new Identity(SealFormat.STANZA_SM2, Objects.requireNonNull(key, "key"), null);
    }

    /**
     * A passphrase as bytes, taken as they are (a file sealed before the UTF-8 rule opens too).
     *
     * @param passphrase its bytes (copied)
     * @return the identity
     */
    public static Identity passphrase(byte[] passphrase) {
        return new Identity(SealFormat.STANZA_PASSPHRASE, null, passphrase.clone());
    }

    /**
     * A passphrase as typed.
     *
     * @param passphrase its characters, taken as UTF-8 (not kept)
     * @return the identity
     * @throws IllegalArgumentException if it holds U+FFFD or a lone surrogate, which no sealing took
     */
    public static Identity passphrase(char[] passphrase) {
        byte[] utf8 = Passwords.utf8Text(passphrase);
        try {
            return passphrase(utf8);
        } finally {
            Arrays.fill(utf8, (byte) 0);
        }
    }

    /**
     * A key file's contents.
     *
     * @param key the bytes, 16 to 64 (copied)
     * @return the identity
     */
    public static Identity keyFile(byte[] key) {
        KeyFileStanza.check(key);
        return new Identity(SealFormat.STANZA_KEY_FILE, null, key.clone());
    }

    /** Wipes a passphrase or key file held here (an SM2 key is the caller's to destroy). */
    public void wipe() {
        if (secret != null) {
            Arrays.fill(secret, (byte) 0);
        }
    }

    /** The file key from a stanza of this identity's kind, or null if it is not for this identity. */
    byte[] unwrap(int stanzaType, byte[] body) throws SealException {
        if (stanzaType != type) {
            return null;
        }
        switch (type) {
            case SealFormat.STANZA_SM2:
                try {
                    byte[] key = Sm2Encryption.decrypt(sm2, Sm2CiphertextEncoding.decode(body, CiphertextFormat.DER_C1C3C2));
                    if (key.length != SealFormat.FILE_KEY_LENGTH) {
                        Arrays.fill(key, (byte) 0);
                        throw new SealException(SealException.Reason.MALFORMED_HEADER,
                                "an SM2 stanza holds no " + SealFormat.FILE_KEY_LENGTH + "-byte file key");
                    }
                    return key;
                } catch (BadPaddingException e) {
                    return null;
                }
            case SealFormat.STANZA_PASSPHRASE:
                return PassphraseStanza.unwrap(secret, body);
            default:
                return KeyFileStanza.unwrap(secret, body);
        }
    }

    /** @return the stanza type this identity opens */
    int type() {
        return type;
    }

    /** @return what the identity is, for messages */
    String kind() {
        switch (type) {
            case SealFormat.STANZA_SM2:
                return "SM2 key";
            case SealFormat.STANZA_PASSPHRASE:
                return "passphrase";
            default:
                return "key file";
        }
    }
}
