package org.iotcrypt.sm3;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Random;
import org.bouncycastle.crypto.digests.SM3Digest;
import org.bouncycastle.crypto.macs.HMac;
import org.bouncycastle.crypto.params.KeyParameter;
import org.iotcrypt.internal.encoding.Hex;
import org.iotcrypt.testing.DifferentialCases;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** HMAC-SM3 against Bouncy Castle's HMac(SM3Digest) and {@code openssl mac HMAC}. */
class HmacSm3DifferentialTest {

    private final Random random = new Random(0x2104);

    private byte[] randomBytes(int maxLength) {
        byte[] b = new byte[random.nextInt(maxLength + 1)];
        random.nextBytes(b);
        return b;
    }

    private static byte[] bc(byte[] key, byte[] msg) {
        HMac mac = new HMac(new SM3Digest());
        mac.init(new KeyParameter(key));
        mac.update(msg, 0, msg.length);
        byte[] out = new byte[32];
        mac.doFinal(out, 0);
        return out;
    }

    @Test
    void randomKeysAndMessagesMatchBouncyCastle() {
        int cases = DifferentialCases.count(300);
        for (int trial = 0; trial < cases; trial++) {
            byte[] key = randomBytes(200);
            byte[] msg = randomBytes(300);
            assertArrayEquals(bc(key, msg), HmacSm3.mac(key, msg),
                    "key length " + key.length + ", message length " + msg.length);
        }
        DifferentialCases.report("HMAC-SM3", cases);
    }

    /** Keys at and around the block length, where RFC 2104 switches to hashing the key. */
    @Test
    void keysAroundTheBlockLengthMatchBouncyCastle() {
        byte[] msg = randomBytes(100);
        for (int keyLength = 0; keyLength <= 130; keyLength++) {
            byte[] key = new byte[keyLength];
            random.nextBytes(key);
            assertArrayEquals(bc(key, msg), HmacSm3.mac(key, msg), "key length " + keyLength);
        }
    }

    @Test
    void oneInstanceAcrossManyMessagesInPieces() {
        byte[] key = randomBytes(80);
        HmacSm3 hmac = new HmacSm3(key);
        byte[] out = new byte[45];
        for (int trial = 0; trial < 100; trial++) {
            byte[] msg = randomBytes(500);
            for (int off = 0; off < msg.length; ) {
                int n = Math.min(msg.length - off, random.nextInt(90));
                hmac.update(msg, off, n);
                off += n;
            }
            int at = random.nextInt(14);
            assertEquals(HmacSm3.MAC_LENGTH, hmac.doFinal(out, at));
            assertArrayEquals(bc(key, msg), Arrays.copyOfRange(out, at, at + 32), "trial " + trial);
        }
    }

    @Test
    void keyArrayChangesAfterConstructionDoNotMatter() {
        byte[] key = randomBytes(40);
        byte[] msg = randomBytes(40);
        byte[] expected = bc(key, msg);
        HmacSm3 hmac = new HmacSm3(key);
        Arrays.fill(key, (byte) 0);
        hmac.update(msg);
        assertArrayEquals(expected, hmac.doFinal());
    }

    @Test
    void randomCasesMatchOpenssl(@TempDir Path dir) throws IOException {
        assumeTrue(OpensslCli.available(), "openssl not installed");
        for (int trial = 0; trial < 40; trial++) {
            byte[] key = randomBytes(200);
            byte[] msg = randomBytes(1000);
            Path f = dir.resolve("m" + trial);
            Files.write(f, msg);
            assertEquals(OpensslCli.hmacSm3(Hex.encode(key), f), Hex.encode(HmacSm3.mac(key, msg)),
                    "key length " + key.length + ", message length " + msg.length);
        }
    }
}
