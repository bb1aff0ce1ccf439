package org.iotcrypt.cli;

import java.io.Console;
import java.io.File;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * What the CLI asks of the terminal: whether a standard stream is one (for the progress bar and
 * the passphrase prompt), and a passphrase read without echo.
 *
 * <p>The launcher passes {@code -Diotcrypt.terminals=} with the numbers of the standard streams
 * that are terminals ({@code [ -t N ]}, portable); without it (a plain {@code java -jar}) Linux's
 * {@code /proc/self/fd/N} link tells. The prompt uses {@link System#console()} where Java offers
 * one (JDK 17: only when standard input and output are both terminals), else the controlling
 * terminal {@code /dev/tty} with echo turned off by {@code stty}, so that
 * {@code iotcrypt seal - < data > out} still asks.
 */
final class Terminal {

    private static final String PROPERTY = "iotcrypt.terminals";

    private Terminal() {
    }

    /** Whether standard stream {@code fd} (0, 1 or 2) is a terminal. */
    static boolean isTerminal(int fd) {
        String told = System.getProperty(PROPERTY);
        if (told != null) {
            return told.indexOf((char) ('0' + fd)) >= 0;
        }
        try {
            String target = Files.readSymbolicLink(Path.of("/proc/self/fd/" + fd)).toString();
            return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            return false;
        }
    }

    /**
     * Asks for a passphrase without echo: once, or twice when {@code confirm} (both must match).
     *
     * @return its characters (the caller wipes them), or null when there is no terminal to ask on
     * @throws IOException when the terminal fails, or the two entries differ (message says so)
     */
    static char[] askPassphrase(String prompt, boolean confirm) throws IOException {
        // The controlling terminal first: its bytes are decoded as UTF-8 whatever the locale, where
        // the Console decodes with the locale's charset (under LANG=C every non-ASCII byte would be
        // U+FFFD, refused as no text).
        boolean tty = new File("/dev/tty").canRead();
        Console console = tty ? null : System.console();
        if (console == null && !tty) {
            return null;
        }
        char[] first = read(console, prompt + ": ");
        if (first == null) {
            return null;
        }
        if (confirm) {
            char[] again = read(console, "Again, to confirm: ");
            boolean same = again != null && Arrays.equals(first, again);
            if (again != null) {
                Arrays.fill(again, '\0');
            }
            if (!same) {
                Arrays.fill(first, '\0');
                throw new IOException("the two passphrases differ");
            }
        }
        return first;
    }

    private static char[] read(Console console, String prompt) throws IOException {
        if (console != null) {
            return console.readPassword("%s", prompt);
        }
        try (RandomAccessFile tty = new RandomAccessFile("/dev/tty", "rw")) {
            // Echo off before the prompt shows: an answer typed at once is never echoed.
            stty("-echo");
            try {
                tty.write(prompt.getBytes(StandardCharsets.UTF_8));
                return readLine(tty);
            } finally {
                stty("echo");
                tty.write('\n');
            }
        } catch (FileNotFoundException noControllingTerminal) {
            return null;
        }
    }

    /** A line from the terminal, decoded as UTF-8 (null at end of input). */
    private static char[] readLine(RandomAccessFile tty) throws IOException {
        byte[] line = new byte[256];
        int n = 0;
        int b = 0;
        try {
            while ((b = tty.read()) >= 0 && b != '\n' && b != '\r') {
                if (n == line.length) {
                    byte[] longer = Arrays.copyOf(line, n * 2);
                    Arrays.fill(line, (byte) 0);
                    line = longer;
                }
                line[n++] = (byte) b;
            }
            if (n == 0 && b < 0) {
                return null;
            }
            CharBuffer chars = StandardCharsets.UTF_8.decode(ByteBuffer.wrap(line, 0, n));
            char[] out = new char[chars.remaining()];
            chars.get(out);
            Arrays.fill(chars.array(), '\0');
            return out;
        } finally {
            Arrays.fill(line, (byte) 0);
        }
    }

    private static void stty(String setting) throws IOException {
        try {
            new ProcessBuilder("stty", setting).redirectInput(new File("/dev/tty"))
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .redirectError(ProcessBuilder.Redirect.DISCARD).start().waitFor();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while setting the terminal", e);
        }
    }
}
