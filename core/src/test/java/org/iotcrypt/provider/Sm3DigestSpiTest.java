package org.iotcrypt.provider;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.ByteBuffer;
import java.security.DigestException;
import java.security.MessageDigest;
import java.util.Random;
import org.iotcrypt.testing.RandomBytes;
import org.junit.jupiter.api.Test;

/** MessageDigest SM3 through the JCA, against Bouncy Castle's SM3 on random inputs. */
class Sm3DigestSpiTest {

    @Test
    void matchesBouncyCastleOnRandomInputsFedInPieces() throws Exception {
        Random rnd = new Random(3);
        MessageDigest ours = MessageDigest.getInstance("SM3", Fixtures.IOT);
        MessageDigest theirs = MessageDigest.getInstance("SM3", Fixtures.BC);
        for (int i = 0; i < 200; i++) {
            byte[] msg = RandomBytes.of(rnd, i < 150 ? i : rnd.nextInt(3000));
            byte[] expected = theirs.digest(msg);
            assertArrayEquals(expected, ours.digest(msg), "one shot, length " + msg.length);
            int pos = 0;
            while (pos < msg.length) {
                int n = Math.min(msg.length - pos, rnd.nextInt(130));
                if (n == 1 && rnd.nextBoolean()) {
                    ours.update(msg[pos]);
                } else {
                    ours.update(msg, pos, n);
                }
                pos += n;
            }
            assertArrayEquals(expected, ours.digest(), "pieces, length " + msg.length);
        }
    }

    @Test
    void cloneForksARunningDigest() throws Exception {
        Random rnd = new Random(4);
        byte[] prefix = RandomBytes.of(rnd, 100);
        byte[] a = RandomBytes.of(rnd, 30);
        byte[] b = RandomBytes.of(rnd, 70);
        MessageDigest md = MessageDigest.getInstance("SM3", Fixtures.IOT);
        md.update(prefix);
        MessageDigest fork = (MessageDigest) md.clone();
        md.update(a);
        fork.update(b);
        MessageDigest bc = MessageDigest.getInstance("SM3", Fixtures.BC);
        bc.update(prefix);
        MessageDigest bcFork = (MessageDigest) bc.clone();
        bc.update(a);
        bcFork.update(b);
        assertArrayEquals(bc.digest(), md.digest());
        assertArrayEquals(bcFork.digest(), fork.digest());
    }

    @Test
    void digestIntoBufferAndByteBufferAndReset() throws Exception {
        Random rnd = new Random(5);
        byte[] msg = RandomBytes.of(rnd, 200);
        byte[] expected = MessageDigest.getInstance("SM3", Fixtures.BC).digest(msg);
        MessageDigest md = MessageDigest.getInstance("SM3", Fixtures.IOT);
        assertEquals(32, md.getDigestLength());
        md.update(ByteBuffer.wrap(msg));
        byte[] out = new byte[40];
        assertEquals(32, md.digest(out, 3, 32));
        assertArrayEquals(expected, java.util.Arrays.copyOfRange(out, 3, 35));
        md.update(ByteBuffer.allocateDirect(10));
        md.reset();
        ByteBuffer direct = ByteBuffer.allocateDirect(msg.length).put(msg).flip();
        md.update(direct);
        assertArrayEquals(expected, md.digest());
        assertThrows(DigestException.class, () -> md.digest(new byte[31], 0, 31));
    }
}
