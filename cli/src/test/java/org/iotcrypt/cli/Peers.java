package org.iotcrypt.cli;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.Charset;
import java.nio.file.Path;
import java.util.List;

/**
 * The independent peers the CLI tests compare against: the {@code openssl} CLI for SM3 values and
 * GNU coreutils' {@code sha256sum} for the output format. A test that needs one is skipped (not
 * passed) where it is missing.
 */
final class Peers {

    private Peers() {
    }

    /** What a process wrote and how it exited. */
    record Output(int exitCode, String out, String err) {
    }

    static void assumeOpensslSm3() {
        assumeTrue(works(List.of("openssl", "dgst", "-sm3", "-r", "/dev/null")), "openssl with SM3 not available");
    }

    /** The openssl CLI with SM2 keys (OpenSSL 3 also has the pkeyutl -rawin and distid options the tests use). */
    static void assumeOpensslSm2() {
        assumeTrue(works(List.of("openssl", "genpkey", "-algorithm", "SM2", "-out", "/dev/null")),
                "openssl with SM2 not available");
    }

    static void assumeSha256sum() {
        assumeTrue(works(List.of("sha256sum", "--version")), "GNU sha256sum not available");
    }

    /** SM3 of a file's content, in lower-case hex, from {@code openssl dgst -sm3}. */
    static String opensslSm3(Path file) {
        Output o = run(List.of("openssl", "dgst", "-sm3", "-r"), file, null);
        if (o.exitCode() != 0) {
            throw new IllegalStateException("openssl failed: " + o.err());
        }
        return o.out().substring(0, 64);
    }

    /** Runs a command in {@code dir} (null: the current one), its stdin from {@code stdin} (null: none). */
    static Output run(List<String> command, Path stdin, Path dir) {
        try {
            ProcessBuilder pb = new ProcessBuilder(command);
            if (dir != null) {
                pb.directory(dir.toFile());
            }
            pb.redirectInput(stdin == null ? ProcessBuilder.Redirect.from(new java.io.File("/dev/null"))
                    : ProcessBuilder.Redirect.from(stdin.toFile()));
            Process p = pb.start();
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            Thread errReader = new Thread(() -> copy(p.getErrorStream(), err));
            errReader.start();
            byte[] out = p.getInputStream().readAllBytes();
            int code = p.waitFor();
            errReader.join();
            Charset cs = Charset.defaultCharset();
            return new Output(code, new String(out, cs), err.toString(cs));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static boolean works(List<String> command) {
        try {
            return run(command, null, null).exitCode() == 0;
        } catch (UncheckedIOException e) {
            return false;
        }
    }

    private static void copy(InputStream in, ByteArrayOutputStream out) {
        try {
            in.transferTo(out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
