package org.iotcrypt.bench;

import org.bouncycastle.crypto.BlockCipher;
import org.bouncycastle.crypto.Digest;
import org.bouncycastle.crypto.InvalidCipherTextException;
import org.bouncycastle.crypto.digests.SHA256Digest;
import org.bouncycastle.crypto.digests.SM3Digest;
import org.bouncycastle.crypto.engines.AESEngine;
import org.bouncycastle.crypto.engines.SM4Engine;
import org.bouncycastle.crypto.modes.AEADBlockCipher;
import org.bouncycastle.crypto.modes.CCMBlockCipher;
import org.bouncycastle.crypto.modes.GCMBlockCipher;
import org.bouncycastle.crypto.modes.gcm.BasicGCMMultiplier;
import org.bouncycastle.crypto.modes.gcm.GCMMultiplier;
import org.bouncycastle.crypto.params.AEADParameters;
import org.bouncycastle.crypto.params.KeyParameter;
import org.bouncycastle.util.Pack;

/**
 * The independent peer the benchmarks cross-check every provider against on the benchmark's own
 * message size: Bouncy Castle's single-block engines and modes, freshly built for each answer.
 * CTR is computed here from first principles (the block cipher applied to the counter blocks),
 * not by BC's CTR mode, so it checks BC's CTR too.
 */
final class Reference {

    private static final int BLOCK = 16;

    private Reference() {
    }

    static byte[] ecb(boolean aes, byte[] key, byte[] in) {
        BlockCipher engine = engine(aes, key);
        byte[] out = new byte[in.length];
        for (int i = 0; i < in.length; i += BLOCK) {
            engine.processBlock(in, i, out, i);
        }
        return out;
    }

    /** CTR with the whole 16-byte block as a big-endian counter that wraps. */
    static byte[] ctr(boolean aes, byte[] key, byte[] iv, byte[] in) {
        BlockCipher engine = engine(aes, key);
        byte[] counter = iv.clone();
        byte[] keystream = new byte[BLOCK];
        byte[] out = new byte[in.length];
        for (int i = 0; i < in.length; i += BLOCK) {
            engine.processBlock(counter, 0, keystream, 0);
            for (int j = 0; j < BLOCK && i + j < in.length; j++) {
                out[i + j] = (byte) (in[i + j] ^ keystream[j]);
            }
            increment(counter);
        }
        return out;
    }

    static byte[] gcm(boolean aes, byte[] key, byte[] nonce, byte[] aad, byte[] in) {
        return seal(GCMBlockCipher.newInstance(aes ? AESEngine.newInstance() : new SM4Engine()), key, nonce, aad, in);
    }

    static byte[] ccm(byte[] key, byte[] nonce, byte[] aad, byte[] in) {
        return seal(CCMBlockCipher.newInstance(new SM4Engine()), key, nonce, aad, in);
    }

    /** GHASH under {@code h} of {@code aad} and {@code text}, with BC's plain bit-serial multiplier. */
    static byte[] ghash(byte[] h, byte[] aad, byte[] text) {
        GCMMultiplier multiplier = new BasicGCMMultiplier();
        multiplier.init(h.clone());
        byte[] out = new byte[BLOCK];
        ghash(multiplier, aad, text, text.length, out);
        return out;
    }

    /**
     * GHASH (NIST SP 800-38D, 6.4) of {@code aad} and {@code len} bytes of {@code text}, each
     * zero-padded to whole blocks, then the 64-bit bit lengths of both, with any BC multiplier.
     */
    static void ghash(GCMMultiplier multiplier, byte[] aad, byte[] text, int len, byte[] out) {
        byte[] y = new byte[BLOCK];
        absorb(multiplier, y, aad, aad.length);
        absorb(multiplier, y, text, len);
        byte[] lengths = new byte[BLOCK];
        Pack.longToBigEndian(8L * aad.length, lengths, 0);
        Pack.longToBigEndian(8L * len, lengths, 8);
        absorb(multiplier, y, lengths, BLOCK);
        System.arraycopy(y, 0, out, 0, BLOCK);
    }

    private static void absorb(GCMMultiplier multiplier, byte[] y, byte[] in, int len) {
        for (int i = 0; i < len; i += BLOCK) {
            for (int j = 0; j < BLOCK && i + j < len; j++) {
                y[j] ^= in[i + j];
            }
            multiplier.multiplyH(y);
        }
    }

    static byte[] digest(boolean sha256, byte[] in) {
        Digest digest = sha256 ? new SHA256Digest() : new SM3Digest();
        byte[] out = new byte[digest.getDigestSize()];
        digest.update(in, 0, in.length);
        digest.doFinal(out, 0);
        return out;
    }

    private static void increment(byte[] counter) {
        int carry = 1;
        for (int j = counter.length - 1; j >= 0; j--) {
            int v = (counter[j] & 0xff) + carry;
            counter[j] = (byte) v;
            carry = v >>> 8;
        }
    }

    private static BlockCipher engine(boolean aes, byte[] key) {
        BlockCipher engine = aes ? AESEngine.newInstance() : new SM4Engine();
        engine.init(true, new KeyParameter(key));
        return engine;
    }

    private static byte[] seal(AEADBlockCipher aead, byte[] key, byte[] nonce, byte[] aad, byte[] in) {
        aead.init(true, new AEADParameters(new KeyParameter(key), 8 * Aeads.TAG_LENGTH, nonce, aad));
        byte[] out = new byte[aead.getOutputSize(in.length)];
        int n = aead.processBytes(in, 0, in.length, out, 0);
        try {
            aead.doFinal(out, n);
        } catch (InvalidCipherTextException e) {
            throw new IllegalStateException("reference refused to encrypt", e);
        }
        return out;
    }
}
