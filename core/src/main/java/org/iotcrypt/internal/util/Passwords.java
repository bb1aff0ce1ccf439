package org.iotcrypt.internal.util;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Passwords as the bytes PBKDF2 takes: UTF-8, as OpenSSL reads a pass file and the JDK's PBKDF2
 * encodes a {@code char[]}. The encoder branches on each character's class (ASCII or not), as
 * every UTF-8 encoder must, since the length of the output depends on it; what the password
 * leaks that way is which of its characters are ASCII, no more than its encoded length tells.
 * The text checks branch on whether a character is U+FFFD or a surrogate, and refuse the
 * passphrase when one is wrong: what that tells is the refusal itself.
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

    /**
     * The UTF-8 bytes of a passphrase given as text, refusing what no text encodes: an unpaired
     * surrogate (the JDK's encoder writes '?' for one, so two different inputs would give one
     * key) and U+FFFD, the mark a decoder leaves where it could not read its input (the JVM
     * reading a non-ASCII environment variable under {@code LANG=C}, for one).
     *
     * @param passphrase the characters
     * @return a fresh array the caller wipes
     * @throws IllegalArgumentException if the characters are not such text (the message holds none of them)
     */
    public static byte[] utf8Text(char[] passphrase) {
        for (int i = 0; i < passphrase.length; i++) {
            char c = passphrase[i];
            boolean paired = Character.isHighSurrogate(c) && i + 1 < passphrase.length
                    && Character.isLowSurrogate(passphrase[i + 1]);
            if (c == '\ufffd' || (Character.isSurrogate(c) && !paired)) {
                throw new IllegalArgumentException(NOT_TEXT);
            }
            if (paired) {
                i++;
            }
        }
        return utf8(passphrase);
    }

    /**
     * Checks that passphrase bytes are UTF-8 text: well formed, and without U+FFFD.
     *
     * @param passphrase the bytes
     * @throws IllegalArgumentException if they are not (the message holds none of them)
     */
    public static void requireUtf8Text(byte[] passphrase) {
        CharBuffer chars;
        try {
            chars = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(passphrase));
        } catch (CharacterCodingException e) {
            throw new IllegalArgumentException(NOT_TEXT);
        }
        boolean replacement = false;
        while (chars.hasRemaining()) {
            replacement |= chars.get() == '\ufffd';
        }
        Arrays.fill(chars.array(), '\0');
        if (replacement) {
            throw new IllegalArgumentException(NOT_TEXT);
        }
    }

    private static final String NOT_TEXT = "the passphrase is not UTF-8 text (it holds an undecodable character,"
            + " U+FFFD, or a lone surrogate): it would not give the same key everywhere";
}
