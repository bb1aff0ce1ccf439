package org.iotcrypt.mode;

import java.util.Arrays;
import org.iotcrypt.cipher.BlockCipher;
import org.iotcrypt.internal.mode.Ghash;
import org.iotcrypt.internal.util.Bytes;

/**
 * GCTR of NIST SP 800-38D: counter mode whose counter is the last 32 bits of the block,
 * incremented modulo 2^32 (inc32), starting from the pre-counter block J0.
 *
 * <p>E_K(J0), which masks the tag, is computed in the same bulk call as the first key-stream
 * blocks: a 64-byte message costs one batch of five blocks. Where at least one whole batch of the
 * message is at hand, E_K(J0) is one single-block encryption instead, and whole batches go
 * straight through {@link BlockCipher#xorCounterStream32}. Counter values derive from the
 * public IV, so nothing here depends on secrets beyond what the cipher itself handles.
 */
final class GcmCtr {

    private final BlockCipher cipher;
    private final int runBlocks;
    private final byte[] j0;
    private int counter;
    private final byte[] tagMask = new byte[16];
    private boolean started;
    /**
     * Key stream made ahead, allocated at the first fill: a run's worth for a stream, only the
     * message's own blocks once its end is known ({@link #limit}); a short message on the vector
     * engine (512-block runs) would otherwise allocate and wipe 8 KiB.
     */
    private byte[] keyStream = NONE;
    private static final byte[] NONE = new byte[0];
    private final byte[] counterBlock = new byte[16];
    private int ksPos;
    private int ksEnd;
    /**
     * Counter blocks still to encrypt once the message's end is known ({@link #limit}), else -1:
     * a short message's one call then encrypts its own blocks only, not a whole batch of the
     * engine (128 blocks on the vector engine), so that a size-dispatching engine
     * ({@link org.iotcrypt.internal.engine.SizedEngine}) sees the message's real size.
     */
    private long remaining = -1;

    private GcmCtr(BlockCipher cipher, byte[] j0) {
        this.cipher = cipher;
        this.runBlocks = Batch.streamBlocks(cipher);
        this.j0 = j0;
        this.counter = Bytes.getIntBE(j0, 12);
    }

    /** Derives J0 from the IV ({@link #j0}) and starts the counter there. */
    static GcmCtr forIv(BlockCipher cipher, byte[] h, byte[] iv) {
        return new GcmCtr(cipher, j0(h, iv));
    }

    /** J0 for {@code iv} under hash subkey {@code h}: IV || 0^31 || 1 for 12 bytes, else GHASH of the padded IV and its bit length. */
    static byte[] j0(byte[] h, byte[] iv) {
        byte[] j0 = new byte[16];
        if (iv.length == 12) {
            System.arraycopy(iv, 0, j0, 0, 12);
            j0[15] = 1;
        } else {
            Ghash g = new Ghash(h);
            g.update(iv, 0, iv.length);
            g.finish(0, iv.length, j0, 0);
            g.destroy();
        }
        return j0;
    }

    /**
     * Says that only {@code bytes} more key-stream bytes will be taken: from then on no call
     * encrypts counter blocks past them (the tag mask, if not yet made, is still made).
     */
    void limit(long bytes) {
        long fromBuffer = ksEnd - ksPos;
        remaining = Math.max(0, bytes - fromBuffer + 15) >>> 4;
    }

    /** XORs the next {@code len} key-stream bytes into {@code in}, writing to {@code out} (which may be {@code in}). */
    void xor(byte[] in, int inOff, byte[] out, int outOff, int len) {
        KeyStreams.requireLive(cipher, keyStream, tagMask);
        int done = 0;
        while (done < len) {
            if (ksPos == ksEnd) {
                done += direct(in, inOff + done, len - done, out, outOff + done);
                if (done == len) {
                    break;
                }
            }
            if (ksPos == ksEnd) {
                fill((len - done + 15) >>> 4);
            }
            int take = Math.min(len - done, ksEnd - ksPos);
            Bytes.xor(in, inOff + done, keyStream, ksPos, out, outOff + done, take);
            ksPos += take;
            done += take;
        }
    }

    /** Writes the first {@code len} bytes of E_K(J0) XOR {@code s} (the GHASH result) as the tag. */
    void tag(byte[] s, byte[] out, int outOff, int len) {
        KeyStreams.requireLive(cipher, keyStream, tagMask);
        if (!started) {
            fill(0);
        }
        for (int i = 0; i < len; i++) {
            out[outOff + i] = (byte) (s[i] ^ tagMask[i]);
        }
        Arrays.fill(tagMask, (byte) 0);
    }

    /** Overwrites the buffered key stream and the tag mask once the operation is over. */
    void wipe() {
        Arrays.fill(keyStream, (byte) 0);
        Arrays.fill(tagMask, (byte) 0);
    }

    /**
     * Whole batches straight from input to output through the cipher's
     * {@link BlockCipher#xorCounterStream32} (inc32 is its counter rule); the rest, a partial
     * batch, goes through the key-stream buffer. Returns the bytes done.
     */
    private int direct(byte[] in, int inOff, int len, byte[] out, int outOff) {
        int p = cipher.parallelBlocks();
        int blocks = len / 16 / p * p;
        if (blocks == 0) {
            return 0;
        }
        if (!started) {
            // E_K(J0) alone, so that the batches hold the message's blocks only.
            cipher.encryptBlock(j0, 0, tagMask, 0);
            started = true;
        }
        System.arraycopy(j0, 0, counterBlock, 0, 12);
        Bytes.putIntBE(counter + 1, counterBlock, 12);
        cipher.xorCounterStream32(counterBlock, in, inOff, out, outOff, blocks);
        counter += blocks;
        if (remaining >= 0) {
            remaining = Math.max(0, remaining - blocks);
        }
        return 16 * blocks;
    }

    /**
     * Encrypts at least {@code wanted} counter blocks (at least a full parallel batch, at most
     * one run), preceded by J0 itself on the first call.
     */
    private void fill(int wanted) {
        int first = started ? 0 : 1;
        int blocks = Math.min(runBlocks, Math.max(wanted + first, Math.min(runBlocks, cipher.parallelBlocks())));
        if (remaining >= 0) {
            blocks = (int) Math.min(blocks, first + remaining);
            remaining -= blocks - first;
        }
        if (keyStream.length < 16 * blocks) {
            Arrays.fill(keyStream, (byte) 0);
            keyStream = new byte[16 * (remaining >= 0 ? blocks : runBlocks)];
        }
        // J0 (on the first call) and the counter blocks after it are consecutive counter values,
        // one counter stream: an engine that builds its counter input in place (the bitsliced
        // and vector SM4 engines) then skips laying the blocks out and transposing them.
        int from = started ? counter + 1 : counter;
        System.arraycopy(j0, 0, counterBlock, 0, 12);
        Bytes.putIntBE(from, counterBlock, 12);
        Arrays.fill(keyStream, 0, 16 * blocks, (byte) 0);
        cipher.xorCounterStream32(counterBlock, keyStream, 0, keyStream, 0, blocks);
        counter = from + blocks - 1;
        ksPos = 0;
        if (!started) {
            System.arraycopy(keyStream, 0, tagMask, 0, 16);
            ksPos = 16;
            started = true;
        }
        ksEnd = blocks * 16;
    }
}
