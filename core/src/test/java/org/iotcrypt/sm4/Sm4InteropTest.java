package org.iotcrypt.sm4;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.security.InvalidKeyException;
import java.util.Arrays;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.bouncycastle.crypto.engines.SM4Engine;
import org.bouncycastle.crypto.params.KeyParameter;
import org.iotcrypt.encoding.Hex;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/** Random keys and blocks against Bouncy Castle's SM4Engine and the openssl command. */
class Sm4InteropTest {

    private final Random random = new Random(0x5344);

    @Test
    void randomBlocksAgreeWithBouncyCastle() throws InvalidKeyException {
        for (int i = 0; i < 300; i++) {
            byte[] key = randomBytes(16);
            int count = 1 + random.nextInt(40);
            byte[] plain = randomBytes(16 * count);
            byte[] expected = new byte[plain.length];
            SM4Engine bc = new SM4Engine();
            bc.init(true, new KeyParameter(key));
            for (int b = 0; b < count; b++) {
                bc.processBlock(plain, 16 * b, expected, 16 * b);
            }
            Sm4 sm4 = new Sm4(key);
            byte[] bulk = new byte[plain.length];
            sm4.encryptBlocks(plain, 0, bulk, 0, count);
            assertArrayEquals(expected, bulk, "bulk, key " + Hex.encode(key));
            byte[] single = new byte[16];
            sm4.encryptBlock(plain, 0, single, 0);
            assertArrayEquals(Arrays.copyOf(expected, 16), single, "single, key " + Hex.encode(key));
            sm4.decryptBlocks(bulk, 0, bulk, 0, count);
            assertArrayEquals(plain, bulk, "decrypt, key " + Hex.encode(key));
        }
    }

    @Test
    void randomBlocksAgreeWithOpenssl() throws Exception {
        Assumptions.assumeTrue(opensslAvailable(), "openssl command not found");
        for (int i = 0; i < 6; i++) {
            byte[] key = randomBytes(16);
            int count = 1 + random.nextInt(40);
            byte[] plain = randomBytes(16 * count);
            byte[] expected = run(plain, "openssl", "enc", "-sm4-ecb", "-nopad", "-K", Hex.encode(key));
            byte[] actual = new byte[plain.length];
            new Sm4(key).encryptBlocks(plain, 0, actual, 0, count);
            assertArrayEquals(expected, actual, "key " + Hex.encode(key) + ", " + count + " blocks");
        }
    }

    private static boolean opensslAvailable() {
        try {
            run(new byte[0], "openssl", "version");
            return true;
        } catch (IOException | InterruptedException e) {
            return false;
        }
    }

    private static byte[] run(byte[] stdin, String... command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        CompletableFuture<byte[]> stdout = CompletableFuture.supplyAsync(() -> {
            try (InputStream in = p.getInputStream()) {
                return in.readAllBytes();
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        try (OutputStream out = p.getOutputStream()) {
            out.write(stdin);
        }
        if (!p.waitFor(30, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new IOException("timed out: " + String.join(" ", command));
        }
        assertEquals(0, p.exitValue(), String.join(" ", command));
        return stdout.join();
    }

    private byte[] randomBytes(int n) {
        byte[] b = new byte[n];
        random.nextBytes(b);
        return b;
    }
}
