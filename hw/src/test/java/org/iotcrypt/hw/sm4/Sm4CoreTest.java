package org.iotcrypt.hw.sm4;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.iotcrypt.encoding.Hex;
import org.iotcrypt.hw.eda.Iverilog;
import org.iotcrypt.sm4.Sm4;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * sm4_core in every ARCH x SBOXES configuration (LUT S-box; CFA and DSE once each) at RTL:
 * the GB/T 32907-2016 example and random keys and blocks, several blocks per key, bit-exact
 * against iotcrypt-core's Sm4, and the cycle counts equal to the ones core.v documents.
 */
class Sm4CoreTest {

    /** GB/T 32907-2016 Appendix A, example 1 (also core's vectors/gbt32907-sm4.txt). */
    private static final String GBT_KEY = "0123456789abcdeffedcba9876543210";
    private static final String GBT_CIPHERTEXT = "681edf34d206965e86b3e94f536e4246";

    private static final int RANDOM_KEYS = 3;
    private static final int BLOCKS_PER_KEY = 3;

    @Test
    void everyConfigurationEncryptsLikeTheSoftware(@TempDir Path dir) throws IOException, GeneralSecurityException {
        List<Sm4Rtl.Config> configs = new ArrayList<>();
        for (int arch = 0; arch < 3; arch++) {
            for (int sboxes : new int[] {1, 2, 4}) {
                configs.add(new Sm4Rtl.Config(arch, sboxes, 0));
            }
        }
        configs.add(new Sm4Rtl.Config(1, 4, 1));
        configs.add(new Sm4Rtl.Config(2, 1, 2));

        List<Sm4CoreTestbench.KeyRun> runs = vectors();
        Path tb = dir.resolve("tb.v");
        Files.writeString(tb, Sm4CoreTestbench.generate(configs, runs));
        List<Path> sources = new ArrayList<>(Sm4Rtl.core());
        sources.add(tb);
        String out = Iverilog.simulate(dir, "tb", sources, 120);

        assertFalse(out.contains("FAIL"), out);
        Map<String, Integer> blocks = new HashMap<>();
        Map<String, Integer> keys = new HashMap<>();
        List<String> expected = new ArrayList<>();
        for (Sm4CoreTestbench.KeyRun run : runs) {
            expected.addAll(run.ciphertexts().stream().map(Hex::encode).toList());
        }
        for (String line : out.split("\n")) {
            String[] f = line.trim().split("\\s+");
            if (f[0].equals("KEY")) {
                Sm4Rtl.Config c = configs.get(Integer.parseInt(f[1]));
                assertEquals(c.keyCycles(), Integer.parseInt(f[2]), "key_load -> key_ready, " + c.name());
                keys.merge(c.name(), 1, Integer::sum);
            } else if (f[0].equals("BLK")) {
                Sm4Rtl.Config c = configs.get(Integer.parseInt(f[1]));
                int i = blocks.merge(c.name(), 1, Integer::sum) - 1;
                assertEquals(expected.get(i), f[4], c.name() + " block " + i);
                assertEquals("ok", f[3], line);
                assertEquals(c.blockCycles(), Integer.parseInt(f[2]), "start -> done, " + c.name());
            }
        }
        for (Sm4Rtl.Config c : configs) {
            assertEquals(runs.size(), keys.get(c.name()), c.name() + " keys");
            assertEquals(expected.size(), blocks.get(c.name()), c.name() + " blocks");
        }
    }

    /** The GB/T example, then random keys with several random blocks each; expected from Sm4. */
    private static List<Sm4CoreTestbench.KeyRun> vectors() throws GeneralSecurityException {
        byte[] gbtKey = Hex.decode(GBT_KEY);
        byte[] gbtCt = encrypt(gbtKey, gbtKey);
        assertArrayEquals(Hex.decode(GBT_CIPHERTEXT), gbtCt, "the software disagrees with GB/T 32907");
        List<Sm4CoreTestbench.KeyRun> runs = new ArrayList<>();
        runs.add(new Sm4CoreTestbench.KeyRun(gbtKey, List.of(gbtKey), List.of(gbtCt)));
        Random random = new Random(0x5a4c0de);
        for (int k = 0; k < RANDOM_KEYS; k++) {
            byte[] key = new byte[16];
            random.nextBytes(key);
            List<byte[]> pts = new ArrayList<>();
            List<byte[]> cts = new ArrayList<>();
            for (int b = 0; b < BLOCKS_PER_KEY; b++) {
                byte[] pt = new byte[16];
                random.nextBytes(pt);
                pts.add(pt);
                cts.add(encrypt(key, pt));
            }
            runs.add(new Sm4CoreTestbench.KeyRun(key, pts, cts));
        }
        return runs;
    }

    private static byte[] encrypt(byte[] key, byte[] block) throws GeneralSecurityException {
        byte[] out = new byte[16];
        new Sm4(key).encryptBlock(block, 0, out, 0);
        return out;
    }
}
