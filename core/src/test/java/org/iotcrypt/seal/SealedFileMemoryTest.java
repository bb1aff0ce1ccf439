package org.iotcrypt.seal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.List;
import org.iotcrypt.internal.encoding.Hex;
import org.iotcrypt.sm3.Sm3;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Memory stays bounded: a child JVM with {@code -Xmx64m} seals a 256 MiB stream to a file and
 * opens it again, and the SM3 of what came out is the SM3 of what went in.
 */
class SealedFileMemoryTest {

    private static final long SIZE = 256L * 1024 * 1024;
    private static final byte[] KEY = "0123456789abcdef0123456789abcdef".getBytes(StandardCharsets.US_ASCII);

    @TempDir
    Path dir;

    @Test
    void aFileFourTimesTheHeapSealsAndOpens() throws Exception {
        Path sealed = dir.resolve("big.sealed");
        String in = child("seal", sealed);
        String out = child("open", sealed);
        assertEquals(in, out);
        assertEquals(SIZE + (SIZE / 65536) * 16, Files.size(sealed) - header());
    }

    private static long header() {
        return 7 + 1 + 1 + 4 + 32 + 1 + 3 + KeyFileStanza.BODY_LENGTH + 32;
    }

    private static String child(String what, Path file) throws Exception {
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx64m",
                "-cp", System.getProperty("java.class.path"), Child.class.getName(), what, file.toString())
                .redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        assertEquals(0, p.waitFor(), out);
        return out;
    }

    /** The child: seals generated data, or opens the file, printing the plaintext's SM3. */
    static final class Child {
        public static void main(String[] args) throws IOException {
            Path file = Path.of(args[1]);
            Sm3 sm3 = new Sm3();
            byte[] block = new byte[1 << 16];
            if (args[0].equals("seal")) {
                try (OutputStream out = new SealingOutputStream(new BufferedOutputStream(Files.newOutputStream(file)),
                        List.of(Recipient.keyFile(KEY)), SealedAead.GCM, 65536, new SecureRandom())) {
                    for (long at = 0, n = 0; at < SIZE; at += block.length, n++) {
                        for (int i = 0; i < block.length; i += 8) {
                            long v = (n * 8191 + i) * 0x9E3779B97F4A7C15L;
                            for (int k = 0; k < 8; k++) {
                                block[i + k] = (byte) (v >>> (8 * k));
                            }
                        }
                        sm3.update(block);
                        out.write(block);
                    }
                }
            } else {
                try (InputStream in = new OpeningInputStream(new BufferedInputStream(Files.newInputStream(file)),
                        List.of(Identity.keyFile(KEY)))) {
                    for (int n; (n = in.read(block)) > 0; ) {
                        sm3.update(block, 0, n);
                    }
                }
            }
            System.out.println(Hex.encode(sm3.digest()) + " max heap " + Runtime.getRuntime().maxMemory() / (1024 * 1024) + " MiB");
        }
    }
}
