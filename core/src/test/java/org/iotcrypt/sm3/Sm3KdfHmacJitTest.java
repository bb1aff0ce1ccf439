package org.iotcrypt.sm3;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.Random;
import org.bouncycastle.crypto.digests.SM3Digest;
import org.bouncycastle.crypto.macs.HMac;
import org.bouncycastle.crypto.params.KeyParameter;
import org.iotcrypt.testing.RandomBytes;
import org.junit.jupiter.api.Test;

/**
 * The SM3 KDF and HMAC-SM3 after the JIT has compiled them with C2, not only in the
 * interpreter and C1 where the other tests mostly run. JDK 17.0.15's C2 once miscompiled
 * {@link Sm3#digest} so that the last 16 bytes of some digests were never written (see
 * Sm3JitTest, which guards that bug); the KDF, which hashes Z || counter for each 32-byte
 * block, showed it too in a stress run. Expected values come from Bouncy Castle's SM3 and
 * HMac.
 */
class Sm3KdfHmacJitTest {

    @Test
    void kdfStaysRightOnceCompiled() {
        Random random = new Random(0x4df);
        int wrong = 0;
        for (int i = 0; i < 20_000; i++) {
            byte[] z = RandomBytes.of(random, 64);
            int outLen = 1 + random.nextInt(80);
            wrong += Arrays.equals(bcKdf(z, outLen), Sm3Kdf.derive(z, outLen)) ? 0 : 1;
        }
        assertEquals(0, wrong, "KDF outputs that differ from Bouncy Castle's");
    }

    @Test
    void hmacStaysRightOnceCompiled() {
        Random random = new Random(0x4ac);
        byte[] key = RandomBytes.of(random, 16);
        HMac bc = new HMac(new SM3Digest());
        bc.init(new KeyParameter(key));
        byte[] want = new byte[32];
        int wrong = 0;
        for (int i = 0; i < 10_000; i++) {
            byte[] msg = RandomBytes.of(random, random.nextInt(100));
            bc.update(msg, 0, msg.length);
            bc.doFinal(want, 0);
            wrong += Arrays.equals(want, HmacSm3.mac(key, msg)) ? 0 : 1;
        }
        assertEquals(0, wrong, "MACs that differ from Bouncy Castle's");
    }

    /** KDF(Z, klen) of GB/T 32918.4 5.4.3: SM3(Z || ct) for ct = 1, 2, ..., truncated. */
    private static byte[] bcKdf(byte[] z, int outLen) {
        byte[] out = new byte[outLen];
        byte[] block = new byte[32];
        SM3Digest d = new SM3Digest();
        for (int ct = 1, off = 0; off < outLen; ct++, off += 32) {
            d.update(z, 0, z.length);
            d.update(new byte[] {(byte) (ct >>> 24), (byte) (ct >>> 16), (byte) (ct >>> 8), (byte) ct}, 0, 4);
            d.doFinal(block, 0);
            System.arraycopy(block, 0, out, off, Math.min(32, outLen - off));
        }
        return out;
    }

}
