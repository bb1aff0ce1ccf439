package org.iotcrypt.cli;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.iotcrypt.cli.api.CommandFailure;

/**
 * Passphrases as the bytes every source gives for the same text in any locale: UTF-8. A file's
 * first line is its bytes; a value typed at the prompt is decoded from the terminal as UTF-8;
 * an environment variable is the JVM's decoding of it, encoded as UTF-8, except where the JVM
 * could not decode it (under {@code LANG=C} every non-ASCII byte becomes U+FFFD): then its raw
 * bytes are read from {@code /proc/self/environ}, which is what the shell set. Whatever is not
 * UTF-8 text at the end (U+FFFD, malformed bytes) is refused, never used as a key: under
 * {@code LANG=C} a 12-character Chinese passphrase used to become 36 '?', and "pässwörd" and
 * "pÄsswÖrd" opened each other's files.
 */
final class Passphrases {

    private static final Path ENVIRON = Path.of("/proc/self/environ");

    private Passphrases() {
    }

    /**
     * The UTF-8 bytes of environment variable {@code name}'s value, or null if it is not set.
     *
     * @throws CommandFailure if the value is not UTF-8 text
     */
    static byte[] fromEnvironment(String name) throws CommandFailure {
        String value = System.getenv(name);
        if (value == null) {
            return null;
        }
        if (value.indexOf('\ufffd') < 0) {
            return value.getBytes(StandardCharsets.UTF_8);
        }
        byte[] raw = rawEnvironment(name);
        if (raw == null || !isText(raw)) {
            if (raw != null) {
                Arrays.fill(raw, (byte) 0);
            }
            throw new CommandFailure("$" + name + ": the passphrase is not UTF-8 text (the JVM could not decode it in this"
                    + " locale, and its bytes are not UTF-8): set it as UTF-8, or use --passphrase-file");
        }
        return raw;
    }

    /**
     * A typed passphrase as UTF-8 bytes.
     *
     * @throws CommandFailure if it holds U+FFFD (the terminal sent bytes that are not UTF-8) or a lone surrogate
     */
    static byte[] fromTyped(char[] typed) throws CommandFailure {
        byte[] out = null;
        try {
            ByteBuffer encoded = StandardCharsets.UTF_8.newEncoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).encode(CharBuffer.wrap(typed));
            out = new byte[encoded.remaining()];
            encoded.get(out);
            Arrays.fill(encoded.array(), (byte) 0);
        } catch (CharacterCodingException e) {
            // a lone surrogate: refused below
        }
        if (out == null || !isText(out)) {
            if (out != null) {
                Arrays.fill(out, (byte) 0);
            }
            throw new CommandFailure("the passphrase typed is not UTF-8 text (the terminal sent bytes that are not"
                    + " UTF-8): set a UTF-8 locale, or use --passphrase-file");
        }
        return out;
    }

    /**
     * Refuses passphrase bytes that are not UTF-8 text, for a new secret: the same text must give
     * the same key from every source. {@code source} names where they came from.
     */
    static void requireText(byte[] passphrase, String source) throws CommandFailure {
        if (!isText(passphrase)) {
            throw new CommandFailure(source + ": the passphrase is not UTF-8 text (malformed bytes, or U+FFFD): it would"
                    + " not give the same key as the same words typed elsewhere; save it as UTF-8");
        }
    }

    /** Whether the bytes are well-formed UTF-8 without U+FFFD. */
    static boolean isText(byte[] bytes) {
        CharBuffer chars;
        try {
            chars = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes));
        } catch (CharacterCodingException e) {
            return false;
        }
        boolean replacement = false;
        while (chars.hasRemaining()) {
            replacement |= chars.get() == '\ufffd';
        }
        Arrays.fill(chars.array(), '\0');
        return !replacement;
    }

    /** The raw bytes of {@code name}'s value in this process's environment (Linux), or null. */
    private static byte[] rawEnvironment(String name) {
        byte[] all;
        try {
            all = Files.readAllBytes(ENVIRON);
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            return null;
        }
        try {
            byte[] key = (name + "=").getBytes(StandardCharsets.UTF_8);
            for (int start = 0; start < all.length; ) {
                int end = start;
                while (end < all.length && all[end] != 0) {
                    end++;
                }
                if (end - start >= key.length && Arrays.equals(all, start, start + key.length, key, 0, key.length)) {
                    return Arrays.copyOfRange(all, start + key.length, end);
                }
                start = end + 1;
            }
            return null;
        } finally {
            Arrays.fill(all, (byte) 0);
        }
    }
}
