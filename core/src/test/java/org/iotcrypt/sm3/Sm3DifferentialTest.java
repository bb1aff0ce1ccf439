package org.iotcrypt.sm3;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.bouncycastle.crypto.digests.SM3Digest;
import org.iotcrypt.internal.encoding.Hex;
import org.iotcrypt.testing.DifferentialCases;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** SM3 against independent implementations: Bouncy Castle and the openssl command. */
class Sm3DifferentialTest {

    private final Random random = new Random(0x3905);

    private static byte[] bc(byte[] msg) {
        SM3Digest bc = new SM3Digest();
        bc.update(msg, 0, msg.length);
        byte[] out = new byte[32];
        bc.doFinal(out, 0);
        return out;
    }

    @Test
    void randomLengthsMatchBouncyCastle() {
        int cases = DifferentialCases.count(400);
        for (int trial = 0; trial < cases; trial++) {
            byte[] msg = new byte[random.nextInt(1001)];
            random.nextBytes(msg);
            assertArrayEquals(bc(msg), Sm3.hash(msg), "length " + msg.length);
        }
        DifferentialCases.report("SM3", cases);
    }

    @Test
    void largeInputsInUnevenChunksMatchBouncyCastle() {
        for (int length : new int[] {1 << 20, (1 << 20) + 4_099}) {
            byte[] msg = new byte[length];
            random.nextBytes(msg);
            Sm3 sm3 = new Sm3();
            for (int off = 0; off < length; ) {
                int n = Math.min(length - off, 1 + random.nextInt(20_000));
                sm3.update(msg, off, n);
                off += n;
            }
            assertArrayEquals(bc(msg), sm3.digest(), "length " + length);
        }
    }

    @Test
    void randomLengthsMatchOpenssl(@TempDir Path dir) throws IOException {
        assumeTrue(OpensslCli.available(), "openssl not installed");
        List<Path> files = new ArrayList<>();
        List<byte[]> messages = new ArrayList<>();
        for (int i = 0; i < 200; i++) {
            byte[] msg = new byte[i < 130 ? i : random.nextInt(5000)];
            random.nextBytes(msg);
            Path f = dir.resolve("m" + i);
            Files.write(f, msg);
            files.add(f);
            messages.add(msg);
        }
        Map<Path, String> expected = OpensslCli.sm3(files);
        assertEquals(files.size(), expected.size());
        for (int i = 0; i < files.size(); i++) {
            assertEquals(expected.get(files.get(i)), Hex.encode(Sm3.hash(messages.get(i))),
                    "length " + messages.get(i).length);
        }
    }
}
