package org.iotcrypt.sm3;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** The {@code openssl} 3 command line as an independent peer for SM3 and HMAC-SM3. */
final class OpensslCli {

    private static Boolean available;

    private OpensslCli() {
    }

    /** Whether an {@code openssl} that knows SM3 is on the PATH. */
    static synchronized boolean available() {
        if (available == null) {
            try {
                run(List.of("openssl", "dgst", "-sm3", "-r", "/dev/null"));
                available = true;
            } catch (IOException | RuntimeException e) {
                available = false;
            }
        }
        return available;
    }

    /** SM3 of every file, in one {@code openssl dgst -sm3} process; lower-case hex by file. */
    static Map<Path, String> sm3(List<Path> files) throws IOException {
        List<String> cmd = new ArrayList<>(List.of("openssl", "dgst", "-sm3", "-r"));
        for (Path f : files) {
            cmd.add(f.toString());
        }
        Map<Path, String> out = new HashMap<>();
        for (String line : run(cmd).split("\n")) {
            if (line.isBlank()) {
                continue;
            }
            // "-r" prints "<hex> *<file>", the format of sha256sum.
            int star = line.indexOf(" *");
            out.put(Path.of(line.substring(star + 2)), line.substring(0, star));
        }
        return out;
    }

    /** HMAC-SM3 of the file's contents under {@code keyHex}, lower-case hex. */
    static String hmacSm3(String keyHex, Path file) throws IOException {
        return run(List.of("openssl", "mac", "-digest", "SM3", "-macopt", "hexkey:" + keyHex,
                "-in", file.toString(), "HMAC")).strip().toLowerCase(Locale.ROOT);
    }

    private static String run(List<String> cmd) throws IOException {
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        try {
            if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0) {
                throw new IllegalStateException(cmd.get(0) + " " + cmd.get(1) + " failed: " + out);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException(e);
        }
        return out;
    }
}
