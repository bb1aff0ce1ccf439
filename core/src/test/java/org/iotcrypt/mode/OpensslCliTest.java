package org.iotcrypt.mode;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.iotcrypt.cipher.BlockCipher;
import org.iotcrypt.internal.encoding.Hex;
import org.iotcrypt.testing.Openssl;
import org.iotcrypt.testing.RandomBytes;
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
        Assumptions.assumeTrue(Openssl.available(), "openssl with SM4 not available");
    }

    @Test
    void ctrMatchesOpenssl() throws Exception {
        Random rnd = new Random(11);
        for (int i = 0; i < CASES; i++) {
            byte[] key = RandomBytes.of(rnd, 16);
            byte[] iv = RandomBytes.of(rnd, 16);
            if (i % 4 == 0) {
                java.util.Arrays.fill(iv, 8, 16, (byte) 0xff);
            }
            byte[] pt = RandomBytes.of(rnd, rnd.nextInt(700));
            byte[] expected = openssl("-sm4-ctr", key, iv, false, pt);
            assertArrayEquals(expected, Ops.pieces(Ctr.create(TestCiphers.sm4(key), iv), null, pt, rnd), "case " + i);
        }
    }

    @Test
    void cbcMatchesOpenssl() throws Exception {
        Random rnd = new Random(12);
        for (int i = 0; i < CASES; i++) {
            byte[] key = RandomBytes.of(rnd, 16);
            byte[] iv = RandomBytes.of(rnd, 16);
            boolean pad = i % 2 == 0;
            int len = rnd.nextInt(700);
            byte[] pt = RandomBytes.of(rnd, pad ? len : len / 16 * 16);
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
        return Openssl.run(in, cmd);
    }
}
