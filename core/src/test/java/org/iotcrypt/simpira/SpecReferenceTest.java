package org.iotcrypt.simpira;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.iotcrypt.internal.encoding.Hex;
import org.iotcrypt.vectors.VectorFile;
import org.junit.jupiter.api.Test;

/**
 * A plain, byte-oriented Simpira v2 written from the paper and FIPS-197 (table S-box computed
 * from its definition, MixColumns by GF(2^8) multiplication, the Feistel loops in the shape of
 * the paper's pseudocode), compared with the bitsliced implementation on random states. It
 * shares no code with the main classes; the known answers pin both to the reference code.
 */
class SpecReferenceTest {

    private static final int[] SBOX = new int[256];

    static {
        for (int x = 0; x < 256; x++) {
            int inv = 1;
            for (int i = 0; i < 254; i++) {
                inv = mul(inv, x);
            }
            int s = 0x63;
            for (int i = 0; i < 8; i++) {
                int bit = (inv >> i) ^ (inv >> ((i + 4) % 8)) ^ (inv >> ((i + 5) % 8))
                        ^ (inv >> ((i + 6) % 8)) ^ (inv >> ((i + 7) % 8));
                s ^= (bit & 1) << i;
            }
            SBOX[x] = s;
        }
    }

    private static int mul(int a, int b) {
        int p = 0;
        for (int i = 0; i < 8; i++) {
            if ((b & 1) != 0) {
                p ^= a;
            }
            a = (a << 1) ^ ((a & 0x80) != 0 ? 0x11B : 0);
            b >>= 1;
        }
        return p;
    }

    /** AESENC (last = AESENCLAST): SubBytes, ShiftRows, MixColumns unless last, then XOR key. */
    private static byte[] aesenc(byte[] s, byte[] key, boolean last) {
        byte[] t = new byte[16];
        for (int c = 0; c < 4; c++) {
            for (int r = 0; r < 4; r++) {
                t[4 * c + r] = (byte) SBOX[s[4 * ((c + r) % 4) + r] & 0xFF];
            }
        }
        byte[] u = t.clone();
        if (!last) {
            for (int c = 0; c < 4; c++) {
                for (int r = 0; r < 4; r++) {
                    u[4 * c + r] = (byte) (mul(2, t[4 * c + r] & 0xFF) ^ mul(3, t[4 * c + (r + 1) % 4] & 0xFF)
                            ^ (t[4 * c + (r + 2) % 4] & 0xFF) ^ (t[4 * c + (r + 3) % 4] & 0xFF));
                }
            }
        }
        for (int i = 0; i < 16; i++) {
            u[i] ^= key[i];
        }
        return u;
    }

    private static byte[] constant(int c, int b) {
        byte[] k = new byte[16];
        for (int w = 0; w < 4; w++) {
            k[4 * w] = (byte) ((0x10 * w) ^ c ^ b);
        }
        return k;
    }

    private static byte[] f(byte[] x, int c, int b) {
        return aesenc(aesenc(x, constant(c, b), false), new byte[16], false);
    }

    /** x[dst] ^= F_c(x[src]) on the 16-byte blocks of s. */
    private static void step(byte[][] x, int src, int dst, int c, int b) {
        byte[] y = f(x[src], c, b);
        for (int i = 0; i < 16; i++) {
            x[dst][i] ^= y[i];
        }
    }

    private static byte[] reference(int b, byte[] state) {
        byte[][] x = new byte[b][16];
        for (int i = 0; i < b; i++) {
            System.arraycopy(state, 16 * i, x[i], 0, 16);
        }
        int c = 1;
        if (b == 1) {
            for (; c < 6; c++) {
                x[0] = f(x[0], c, b);
            }
            x[0] = aesenc(aesenc(x[0], constant(6, b), false), new byte[16], true);
        } else if (b <= 4) {
            int rounds = b <= 3 ? 6 * b + 3 : 6 * b - 9;
            for (int r = 0; r < rounds; r++) {
                step(x, r % b, (r + 1) % b, c++, b);
                if (b == 4) {
                    step(x, (r + 2) % b, (r + 3) % b, c++, b);
                }
            }
        } else if (b == 6) {
            int[] s = {0, 1, 2, 5, 4, 3};
            for (int r = 0; r < 15; r++) {
                step(x, s[r % 6], s[(r + 1) % 6], c++, b);
                step(x, s[(r + 2) % 6], s[(r + 5) % 6], c++, b);
                step(x, s[(r + 4) % 6], s[(r + 3) % 6], c++, b);
            }
        } else {
            int[] s = {0, 1, 6, 5, 4, 3};
            int[] t = {2, 7};
            for (int r = 0; r < 18; r++) {
                step(x, s[r % 6], s[(r + 1) % 6], c++, b);
                step(x, t[r % 2], s[(r + 5) % 6], c++, b);
                step(x, s[(r + 4) % 6], s[(r + 3) % 6], c++, b);
                step(x, s[(r + 2) % 6], t[(r + 1) % 2], c++, b);
            }
        }
        byte[] out = new byte[16 * b];
        for (int i = 0; i < b; i++) {
            System.arraycopy(x[i], 0, out, 16 * i, 16);
        }
        return out;
    }

    @Test
    void bitslicedMatchesThePlainReferenceOnRandomStates() {
        Random rnd = new Random(2016122);
        for (int b : new int[] {1, 2, 3, 4, 6, 8}) {
            for (int n = 0; n < 20; n++) {
                byte[] x = new byte[16 * b];
                rnd.nextBytes(x);
                byte[] expected = reference(b, x);
                byte[] y = x.clone();
                Simpira.permute(b, y);
                assertArrayEquals(expected, y, "b = " + b);
            }
        }
    }

    @Test
    void plainReferenceMatchesTheReferenceCodeOutputs() {
        for (VectorFile.Vector v : VectorFile.load("simpira-v2-reference-code.txt")) {
            assertEquals(v.get("output"), Hex.encode(reference(v.integer("b"), v.hex("input"))), v.toString());
        }
    }
}
