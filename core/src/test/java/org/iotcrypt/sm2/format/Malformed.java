package org.iotcrypt.sm2.format;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

/**
 * Damaged copies of a valid encoding for the decoders' "only the documented exception"
 * tests: every truncation, every single bit flip, each byte replaced by 00/80/ff, lengths made
 * huge (a long-form length claiming up to 2^32-1 bytes spliced in after each byte), a trailing
 * byte, and random garbage of assorted lengths.
 */
final class Malformed {

    private Malformed() {
    }

    static List<byte[]> variants(byte[] valid, Random rnd) {
        List<byte[]> out = new ArrayList<>();
        for (int len = 0; len < valid.length; len++) {
            out.add(Arrays.copyOf(valid, len));
        }
        for (int bit = 0; bit < 8 * valid.length; bit++) {
            byte[] flipped = valid.clone();
            flipped[bit >>> 3] ^= (byte) (1 << (bit & 7));
            out.add(flipped);
        }
        for (int i = 0; i < valid.length; i++) {
            for (int b : new int[] {0x00, 0x80, 0xff}) {
                byte[] replaced = valid.clone();
                replaced[i] = (byte) b;
                out.add(replaced);
            }
            for (byte[] length : new byte[][] {{(byte) 0x84, (byte) 0xff, (byte) 0xff, (byte) 0xff, (byte) 0xff},
                {(byte) 0x84, 0x7f, (byte) 0xff, (byte) 0xff, (byte) 0xff}, {(byte) 0x88, 1, 0, 0, 0, 0, 0, 0, 0},
                {(byte) 0x80}}) {
                byte[] spliced = new byte[valid.length + length.length];
                System.arraycopy(valid, 0, spliced, 0, i + 1);
                System.arraycopy(length, 0, spliced, i + 1, length.length);
                System.arraycopy(valid, i + 1, spliced, i + 1 + length.length, valid.length - i - 1);
                out.add(spliced);
            }
        }
        out.add(Arrays.copyOf(valid, valid.length + 1));
        for (int i = 0; i < 2000; i++) {
            byte[] junk = new byte[rnd.nextInt(2 * valid.length + 2)];
            rnd.nextBytes(junk);
            if (junk.length > 0 && rnd.nextBoolean()) {
                junk[0] = valid[0];
            }
            out.add(junk);
        }
        return out;
    }
}
