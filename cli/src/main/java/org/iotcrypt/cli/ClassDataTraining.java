package org.iotcrypt.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.Comparator;
import java.util.stream.Stream;

/**
 * The run the launcher records its class-data-sharing archive from, once per build (JDK 17's
 * {@code -XX:ArchiveClassesAtExit}): the one-shot commands operators run most ({@code version},
 * {@code hash}, {@code sm2 keygen|sign|verify}, {@code seal}, {@code open}), on files of its own in
 * a temporary folder, every output discarded. Later runs map the classes these loaded instead of
 * reading and verifying them again. Exits 1 if a command failed (the launcher then keeps no archive).
 */
final class ClassDataTraining {

    private ClassDataTraining() {
    }

    public static void main(String[] args) throws IOException {
        Path dir = Files.createTempDirectory("iotcrypt-training");
        int failed = 0;
        try {
            Path file = Files.writeString(dir.resolve("file.txt"), "a small file\n");
            byte[] secret = new byte[32];
            new SecureRandom().nextBytes(secret);
            Path secretFile = Files.write(dir.resolve("secret.key"), secret);
            String key = dir.resolve("k.pem").toString();
            String pub = dir.resolve("pub.pem").toString();
            String[][] runs = {
                {"version"},
                {"hash", file.toString()},
                {"sm2", "keygen", "--private", key, "--public", pub},
                {"sm2", "sign", "--key", key, file.toString()},
                {"sm2", "verify", "--signer", pub, "--signature", file + ".sig", file.toString()},
                {"seal", "--secret-file", secretFile.toString(), file.toString()},
                {"open", "--secret-file", secretFile.toString(), "-o", dir.resolve("opened.txt").toString(), file + ".sealed"},
            };
            for (String[] run : runs) {
                PrintWriter quiet = new PrintWriter(Writer.nullWriter());
                if (Main.execute(InputStream.nullInputStream(), OutputStream.nullOutputStream(), quiet, quiet, run) != 0) {
                    failed++;
                }
            }
        } finally {
            try (Stream<Path> files = Files.walk(dir)) {
                for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                    Files.deleteIfExists(p);
                }
            }
        }
        System.exit(failed == 0 ? 0 : 1);
    }
}
