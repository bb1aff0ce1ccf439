package org.iotcrypt.seal;

import java.security.SecureRandom;
import java.util.Arrays;
import org.iotcrypt.sm3.HkdfSm3;

/**
 * A key-file stanza: salt (16 bytes) || the file key wrapped under
 * HKDF-SM3(salt, key file, "iotseal v1 key file", 16). A key file holds 16 to 64 random bytes.
 */
final class KeyFileStanza {

    static final int SALT_LENGTH = 16;
    static final int BODY_LENGTH = SALT_LENGTH + KeyWrap.WRAPPED_LENGTH;
    static final int MIN_KEY = 16;
    static final int MAX_KEY = 64;

    private KeyFileStanza() {
    }

    static void check(byte[] key) {
        if (key.length < MIN_KEY || key.length > MAX_KEY) {
            throw new IllegalArgumentException("a key file holds " + MIN_KEY + " to " + MAX_KEY + " bytes, this one "
                    + key.length);
        }
    }

    static byte[] wrap(byte[] key, byte[] fileKey, SecureRandom random) {
        byte[] salt = new byte[SALT_LENGTH];
        random.nextBytes(salt);
        byte[] wrapped = KeyWrap.wrap(kek(key, salt), SealFormat.AAD_KEY_FILE, fileKey);
        byte[] body = Arrays.copyOf(salt, BODY_LENGTH);
        System.arraycopy(wrapped, 0, body, SALT_LENGTH, wrapped.length);
        return body;
    }

    static byte[] unwrap(byte[] key, byte[] body) throws SealException {
        if (body.length != BODY_LENGTH) {
            throw new SealException(SealException.Reason.MALFORMED_HEADER, "a key-file stanza is not " + BODY_LENGTH + " bytes");
        }
        return KeyWrap.unwrap(kek(key, Arrays.copyOf(body, SALT_LENGTH)), SealFormat.AAD_KEY_FILE,
                Arrays.copyOfRange(body, SALT_LENGTH, BODY_LENGTH));
    }

    private static byte[] kek(byte[] key, byte[] salt) {
        return HkdfSm3.derive(salt, key, SealFormat.INFO_KEY_FILE, 16);
    }
}
