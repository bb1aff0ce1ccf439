package org.iotcrypt.seal;

import java.security.SecureRandom;
import java.util.Arrays;
import org.iotcrypt.sm3.Pbkdf2Sm3;

/**
 * A passphrase stanza: salt (16 bytes) || iterations (uint32) || the file key wrapped under
 * PBKDF2-HMAC-SM3(passphrase, salt, iterations, 16).
 */
final class PassphraseStanza {

    static final int SALT_LENGTH = 16;
    static final int BODY_LENGTH = SALT_LENGTH + 4 + KeyWrap.WRAPPED_LENGTH;

    private PassphraseStanza() {
    }

    static byte[] wrap(byte[] passphrase, int iterations, byte[] fileKey, SecureRandom random) {
        byte[] salt = new byte[SALT_LENGTH];
        random.nextBytes(salt);
        byte[] wrapped = KeyWrap.wrap(kek(passphrase, salt, iterations), SealFormat.AAD_PASSPHRASE, fileKey);
        byte[] body = Arrays.copyOf(salt, BODY_LENGTH);
        body[SALT_LENGTH] = (byte) (iterations >>> 24);
        body[SALT_LENGTH + 1] = (byte) (iterations >>> 16);
        body[SALT_LENGTH + 2] = (byte) (iterations >>> 8);
        body[SALT_LENGTH + 3] = (byte) iterations;
        System.arraycopy(wrapped, 0, body, SALT_LENGTH + 4, wrapped.length);
        return body;
    }

    /**
     * The PBKDF2 iteration count a stanza asks for, checked before any is spent.
     *
     * @throws SealException if the body is malformed ({@code MALFORMED_HEADER}) or asks for more
     *     iterations than a reader accepts ({@code WORK_LIMIT})
     */
    static int iterations(byte[] body) throws SealException {
        if (body.length != BODY_LENGTH) {
            throw new SealException(SealException.Reason.MALFORMED_HEADER, "a passphrase stanza is not " + BODY_LENGTH + " bytes");
        }
        long iterations = ((body[SALT_LENGTH] & 0xffL) << 24) | ((body[SALT_LENGTH + 1] & 0xff) << 16)
                | ((body[SALT_LENGTH + 2] & 0xff) << 8) | (body[SALT_LENGTH + 3] & 0xff);
        if (iterations < 1) {
            throw new SealException(SealException.Reason.MALFORMED_HEADER, "a passphrase stanza asks for 0 PBKDF2 iterations");
        }
        if (iterations > SealFormat.MAX_ITERATIONS) {
            throw new SealException(SealException.Reason.WORK_LIMIT, "the passphrase stanza asks for " + iterations
                    + " PBKDF2 iterations, more than the " + SealFormat.MAX_ITERATIONS + " a reader spends: refused unopened");
        }
        return (int) iterations;
    }

    /**
     * The file key, or null if this passphrase does not open the stanza.
     *
     * @throws SealException if the body is malformed or asks for more iterations than allowed
     */
    static byte[] unwrap(byte[] passphrase, byte[] body) throws SealException {
        int iterations = iterations(body);
        byte[] salt = Arrays.copyOf(body, SALT_LENGTH);
        return KeyWrap.unwrap(kek(passphrase, salt, iterations), SealFormat.AAD_PASSPHRASE,
                Arrays.copyOfRange(body, SALT_LENGTH + 4, BODY_LENGTH));
    }

    private static byte[] kek(byte[] passphrase, byte[] salt, int iterations) {
        return Pbkdf2Sm3.derive(passphrase, salt, iterations, 16);
    }
}
