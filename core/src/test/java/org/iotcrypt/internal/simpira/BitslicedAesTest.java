package org.iotcrypt.internal.simpira;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;
import org.iotcrypt.internal.encoding.Hex;
import org.junit.jupiter.api.Test;

/** Checks the bitsliced AES steps against FIPS-197 and the JDK's AES. */
class BitslicedAesTest {

    /** GF(2^8) multiplication modulo x^8 + x^4 + x^3 + x + 1 (FIPS-197 section 4.2). */
    private static int gmul(int a, int b) {
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

    /** The S-box as FIPS-197 section 5.1.1 defines it: inverse (x^254), then the affine map. */
    private static int sbox(int x) {
        int inv = 1;
        for (int i = 0; i < 254; i++) {
            inv = gmul(inv, x);
        }
        int s = 0x63;
        for (int i = 0; i < 8; i++) {
            int bit = (inv >> i) ^ (inv >> ((i + 4) % 8)) ^ (inv >> ((i + 5) % 8))
                    ^ (inv >> ((i + 6) % 8)) ^ (inv >> ((i + 7) % 8));
            s ^= (bit & 1) << i;
        }
        return s;
    }

    private static long[] planes(byte[] block, int lane) {
        long[] q = new long[8];
        BitslicedAes.load(block, 0, lane, q);
        return q;
    }

    private static byte[] bytes(long[] q, int lane) {
        byte[] out = new byte[16];
        BitslicedAes.store(q, lane, out, 0);
        return out;
    }

    @Test
    void sboxCircuitMatchesTheDefinitionOnAllBytes() {
        for (int base = 0; base < 256; base += 64) {
            byte[] in = new byte[64];
            for (int i = 0; i < 64; i++) {
                in[i] = (byte) (base + i);
            }
            long[] q = new long[8];
            for (int lane = 0; lane < 4; lane++) {
                BitslicedAes.load(in, 16 * lane, lane, q);
            }
            BitslicedAes.subBytes(q);
            for (int lane = 0; lane < 4; lane++) {
                byte[] out = bytes(q, lane);
                for (int j = 0; j < 16; j++) {
                    int x = base + 16 * lane + j;
                    assertEquals(sbox(x), out[j] & 0xFF, "S(" + x + ")");
                }
            }
            BitslicedAes.invSubBytes(q);
            for (int lane = 0; lane < 4; lane++) {
                byte[] back = bytes(q, lane);
                for (int j = 0; j < 16; j++) {
                    assertEquals(in[16 * lane + j], back[j]);
                }
            }
        }
    }

    @Test
    void fips197AppendixBFirstRound() {
        // FIPS-197 Appendix B, round 1: start of round -> after SubBytes, ShiftRows, MixColumns.
        long[] q = planes(Hex.decode("193de3bea0f4e22b9ac68d2ae9f84808"), 2);
        BitslicedAes.subBytes(q);
        assertEquals("d42711aee0bf98f1b8b45de51e415230", Hex.encode(bytes(q, 2)));
        BitslicedAes.shiftRows(q);
        assertEquals("d4bf5d30e0b452aeb84111f11e2798e5", Hex.encode(bytes(q, 2)));
        BitslicedAes.mixColumns(q);
        assertEquals("046681e5e0cb199a48f8d37a2806264c", Hex.encode(bytes(q, 2)));
        BitslicedAes.invMixColumns(q);
        BitslicedAes.invShiftRows(q);
        BitslicedAes.invSubBytes(q);
        assertEquals("193de3bea0f4e22b9ac68d2ae9f84808", Hex.encode(bytes(q, 2)));
    }

    @Test
    void aes128BuiltFromTheStepsMatchesTheJdk() throws Exception {
        Random rnd = new Random(197);
        Cipher jdk = Cipher.getInstance("AES/ECB/NoPadding");
        for (int n = 0; n < 20; n++) {
            byte[] key = new byte[16];
            byte[] pt = new byte[16];
            rnd.nextBytes(key);
            rnd.nextBytes(pt);
            jdk.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key, "AES"));
            byte[] expected = jdk.doFinal(pt);
            byte[][] rk = expandKey(key);
            int lane = n % 4;
            long[] q = planes(pt, lane);
            addKey(q, rk[0], lane);
            for (int r = 1; r <= 10; r++) {
                BitslicedAes.subBytes(q);
                BitslicedAes.shiftRows(q);
                if (r < 10) {
                    BitslicedAes.mixColumns(q);
                }
                addKey(q, rk[r], lane);
            }
            assertArrayEquals(expected, bytes(q, lane));
        }
    }

    @Test
    void inverseStepsUndoForwardStepsInEveryLane() {
        Random rnd = new Random(4);
        byte[] in = new byte[64];
        rnd.nextBytes(in);
        long[] q = new long[8];
        for (int lane = 0; lane < 4; lane++) {
            BitslicedAes.load(in, 16 * lane, lane, q);
        }
        long[] copy = q.clone();
        BitslicedAes.shiftRows(q);
        BitslicedAes.mixColumns(q);
        BitslicedAes.invMixColumns(q);
        BitslicedAes.invShiftRows(q);
        assertArrayEquals(copy, q);
    }

    private static void addKey(long[] q, byte[] k, int lane) {
        long[] kq = planes(k, lane);
        for (int i = 0; i < 8; i++) {
            q[i] ^= kq[i];
        }
    }

    /** AES-128 key expansion (FIPS-197 section 5.2) with the defining S-box above. */
    private static byte[][] expandKey(byte[] key) {
        byte[] w = new byte[176];
        System.arraycopy(key, 0, w, 0, 16);
        int rcon = 1;
        for (int i = 16; i < 176; i += 4) {
            byte[] t = {w[i - 4], w[i - 3], w[i - 2], w[i - 1]};
            if (i % 16 == 0) {
                byte first = t[0];
                t[0] = (byte) (sbox(t[1] & 0xFF) ^ rcon);
                t[1] = (byte) sbox(t[2] & 0xFF);
                t[2] = (byte) sbox(t[3] & 0xFF);
                t[3] = (byte) sbox(first & 0xFF);
                rcon = gmul(rcon, 2);
            }
            for (int j = 0; j < 4; j++) {
                w[i + j] = (byte) (w[i - 16 + j] ^ t[j]);
            }
        }
        byte[][] rk = new byte[11][16];
        for (int r = 0; r < 11; r++) {
            System.arraycopy(w, 16 * r, rk[r], 0, 16);
        }
        return rk;
    }
}
