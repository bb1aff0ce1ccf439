package org.iotcrypt.testing;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * The {@code openssl} 3 command as an independent peer. Tests that use it skip (through JUnit
 * assumptions) only when the command is missing or lacks SM3/SM4; a failing command is an error.
 */
public final class Openssl {

    private static Boolean available;

    private Openssl() {
    }

    /** Whether an {@code openssl} that knows SM3 and SM4 is on the PATH. */
    public static synchronized boolean available() {
        if (available == null) {
            try {
                run(new byte[0], List.of("openssl", "dgst", "-sm3", "-r", "/dev/null"));
                run(new byte[16], List.of("openssl", "enc", "-sm4-ecb", "-nopad", "-K", "00".repeat(16)));
                available = true;
            } catch (IOException | RuntimeException e) {
                available = false;
            }
        }
        return available;
    }

    /**
     * Runs {@code command} with {@code stdin} as its standard input and returns its standard output.
     *
     * @throws IOException if it cannot start, times out or exits non-zero (with its stderr)
     */
    public static byte[] run(byte[] stdin, List<String> command) throws IOException {
        Process p = new ProcessBuilder(command).start();
        CompletableFuture<byte[]> stdout = drain(p.getInputStream());
        CompletableFuture<byte[]> stderr = drain(p.getErrorStream());
        try (OutputStream out = p.getOutputStream()) {
            out.write(stdin);
        }
        try {
            if (!p.waitFor(60, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new IOException("timed out: " + String.join(" ", command));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException(e);
        }
        if (p.exitValue() != 0) {
            throw new IOException(String.join(" ", command) + " exited " + p.exitValue() + ": "
                    + new String(stderr.join(), StandardCharsets.UTF_8).strip());
        }
        return stdout.join();
    }

    /** Standard output of {@code command} as text, with no standard input. */
    public static String text(List<String> command) throws IOException {
        return new String(run(new byte[0], command), StandardCharsets.UTF_8);
    }

    private static CompletableFuture<byte[]> drain(InputStream in) {
        return CompletableFuture.supplyAsync(() -> {
            try (in) {
                return in.readAllBytes();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }
}
