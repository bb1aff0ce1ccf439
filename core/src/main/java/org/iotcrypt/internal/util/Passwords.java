package org.iotcrypt.internal.util;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Passwords as the bytes PBKDF2 takes: UTF-8, as OpenSSL reads a pass file and the JDK's PBKDF2
 * encodes a {@code char[]}. The encoder branches on each character's class (ASCII or not), as
 * every UTF-8 encoder must, since the length of the output depends on it; what the password
 * leaks that way is which of its characters are ASCII, no more than its encoded length tells.
 */
public final class Passwords {

    private Passwords() {
    }

    /**
     * The UTF-8 bytes of a password; the encoder's buffer is wiped.
     *
     * @param password the characters
     * @return a fresh array the caller wipes
     */
    public static byte[] utf8(char[] password) {
        ByteBuffer encoded = StandardCharsets.UTF_8.encode(CharBuffer.wrap(password));
        byte[] out = new byte[encoded.remaining()];
        encoded.get(out);
        if (encoded.hasArray()) {
            Arrays.fill(encoded.array(), (byte) 0);
        }
        return out;
    }
}
