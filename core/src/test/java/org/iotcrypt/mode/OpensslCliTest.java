package org.iotcrypt.mode;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.iotcrypt.encoding.Hex;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * SM4-CTR and SM4-CBC (with and without PKCS#7 padding) against the {@code openssl enc} command
 * on random keys, IVs and lengths, including counters about to wrap. Skipped only when no
 * {@code openssl} with SM4 is on the path.
 */
class OpensslCliTest {

    private static final int CASES = 40;

    @BeforeAll
    static void opensslPresent() {
        boolean ok;
        try {
            ok = run(List.of("openssl", "enc", "-sm4-ctr", "-K", "00000000000000000000000000000000",
                    "-iv", "00000000000000000000000000000000", "-nosalt"), new byte[1]).length == 1;
        } catch (IOException e) {
            ok = false;
        }
        Assumptions.assumeTrue(ok, "openssl with SM4 not available");
    }

    @Test
    void ctrMatchesOpenssl() throws Exception {
        Random rnd = new Random(11);
        for (int i = 0; i < CASES; i++) {
            byte[] key = BlockModesTest.bytes(rnd, 16);
            byte[] iv = BlockModesTest.bytes(rnd, 16);
            if (i % 4 == 0) {
                java.util.Arrays.fill(iv, 8, 16, (byte) 0xff);
            }
            byte[] pt = BlockModesTest.bytes(rnd, rnd.nextInt(700));
            byte[] expected = openssl("-sm4-ctr", key, iv, false, pt);
            assertArrayEquals(expected, Ops.pieces(Ctr.create(TestCiphers.sm4(key), iv), null, pt, rnd), "case " + i);
        }
    }

    @Test
    void cbcMatchesOpenssl() throws Exception {
        Random rnd = new Random(12);
        for (int i = 0; i < CASES; i++) {
            byte[] key = BlockModesTest.bytes(rnd, 16);
            byte[] iv = BlockModesTest.bytes(rnd, 16);
            boolean pad = i % 2 == 0;
            int len = rnd.nextInt(700);
            byte[] pt = BlockModesTest.bytes(rnd, pad ? len : len / 16 * 16);
            byte[] expected = openssl("-sm4-cbc", key, iv, !pad, pt);
            Padding padding = pad ? Padding.PKCS5 : Padding.NONE;
            BlockCipher c = TestCiphers.sm4(key);
            assertArrayEquals(expected, Ops.pieces(Cbc.encryptor(c, iv, padding), null, pt, rnd), "case " + i);
            assertArrayEquals(pt, Ops.pieces(Cbc.decryptor(c, iv, padding), null, expected, rnd), "case " + i);
        }
    }

    private static byte[] openssl(String cipher, byte[] key, byte[] iv, boolean noPad, byte[] in) throws IOException {
        List<String> cmd = new ArrayList<>(List.of("openssl", "enc", cipher, "-K", Hex.encode(key),
                "-iv", Hex.encode(iv), "-nosalt"));
        if (noPad) {
            cmd.add("-nopad");
        }
        return run(cmd, in);
    }

    private static byte[] run(List<String> cmd, byte[] in) throws IOException {
        Process p = new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        try (OutputStream os = p.getOutputStream()) {
            os.write(in);
        }
        byte[] out;
        try (InputStream is = p.getInputStream()) {
            out = is.readAllBytes();
        }
        try {
            assertEquals(0, p.waitFor(), "openssl failed: " + cmd);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException(e);
        }
        return out;
    }
}
