package org.iotcrypt.mode;

import java.util.Arrays;
import org.iotcrypt.cipher.BlockCipher;
import org.iotcrypt.internal.util.Bytes;

/**
 * The CCM computation of NIST SP 800-38C / RFC 3610 for one message whose AAD and payload
 * lengths are known up front: CBC-MAC over B0, the encoded AAD and the payload, and CTR with
 * counter blocks A0 (tag mask), A1, A2, ...
 *
 * <p>The CBC-MAC is a serial chain, but the counter blocks do not depend on it. Like the P2SM4
 * architecture of the SM4-CCM design-space paper (one core on CBC-MAC, one on CTR), MAC steps
 * carry counter blocks along in the same bulk call: the first call encrypts B0 together with
 * A0, A1, ... up to a parallel batch, and whenever the key-stream queue runs low the next MAC
 * step refills it. With a bitsliced cipher a 16-block call costs about what a 1-block call
 * does, so a 64-byte message costs only its seven MAC steps, and a long one about one bulk
 * call per fifteen blocks beyond its MAC steps.
 *
 * <p>Lengths and counters are public; no branch or index depends on the key, the data or
 * the MAC value.
 */
final class CcmCore {

    private final BlockCipher cipher;
    private final int tagLength;
    private final int parallel;
    private final int refillBlocks;
    private final byte[] mac = new byte[16];
    private final byte[] work;
    private final byte[] counter = new byte[16];
    private final int q;
    private long nextCounter;
    private final long lastCounter;
    private final byte[] keyStream;
    private int ksPos;
    private int ksEnd;
    private final byte[] s0 = new byte[16];
    private final byte[] block = new byte[16];
    private int blockLen;

    /**
     * Starts a message; the caller has validated the nonce (7..13 bytes), the tag length (4..16,
     * even) and that the payload fits the nonce's length field.
     */
    CcmCore(BlockCipher cipher, byte[] nonce, int tagLength, long aadLength, long payloadLength) {
        this.cipher = cipher;
        this.tagLength = tagLength;
        this.parallel = Math.max(1, cipher.parallelBlocks());
        this.refillBlocks = Batch.blocks(cipher);
        this.q = 15 - nonce.length;
        this.lastCounter = (payloadLength + 15) >>> 4;
        // Sized to the message as well as to the engine: a MAC step carries at most every
        // counter block A0..A_last, and the queue never holds more than those (a short message on
        // the vector engine, 128-block batches, would otherwise allocate and wipe 6 KiB).
        this.work = new byte[16 * (int) Math.min(parallel, lastCounter + 2)];
        this.keyStream = new byte[16 * (int) Math.min(2L * refillBlocks, lastCounter + 1)];

        byte[] b0 = new byte[16];
        putB0(nonce, tagLength, aadLength > 0, payloadLength, b0, 0);
        putCounterBlock(nonce, 0, counter, 0);

        macStep(b0, 0);
        takeKeyStream(s0, 0, 16);
        if (aadLength > 0) {
            absorbAadLength(aadLength);
        }
    }

    /** Absorbs AAD bytes into the MAC. */
    void aad(byte[] in, int off, int len) {
        while (len > 0) {
            if (blockLen == 0 && len >= 16) {
                macStep(in, off);
                off += 16;
                len -= 16;
                continue;
            }
            int take = Math.min(len, 16 - blockLen);
            System.arraycopy(in, off, block, blockLen, take);
            blockLen += take;
            off += take;
            len -= take;
            if (blockLen == 16) {
                macStep(block, 0);
                blockLen = 0;
            }
        }
    }

    /** Ends the AAD: zero-pads its last block into the MAC. */
    void endAad() {
        padBlock();
    }

    /** Encrypts payload bytes; MAC over the plaintext, read before {@code out} is written. */
    void encrypt(byte[] in, int off, int len, byte[] out, int outOff) {
        while (len > 0) {
            int take;
            if (blockLen == 0 && len >= 16) {
                take = 16;
                macStep(in, off);
            } else {
                take = Math.min(len, 16 - blockLen);
                System.arraycopy(in, off, block, blockLen, take);
                blockLen += take;
                if (blockLen == 16) {
                    macStep(block, 0);
                    blockLen = 0;
                }
            }
            takeKeyStreamXor(in, off, out, outOff, take);
            off += take;
            outOff += take;
            len -= take;
        }
    }

    /** Decrypts payload bytes into {@code out} (a buffer of the caller's choosing) and MACs the plaintext. */
    void decrypt(byte[] in, int off, int len, byte[] out, int outOff) {
        while (len > 0) {
            int take = blockLen == 0 && len >= 16 ? 16 : Math.min(len, 16 - blockLen);
            takeKeyStreamXor(in, off, out, outOff, take);
            if (take == 16) {
                macStep(out, outOff);
            } else {
                System.arraycopy(out, outOff, block, blockLen, take);
                blockLen += take;
                if (blockLen == 16) {
                    macStep(block, 0);
                    blockLen = 0;
                }
            }
            off += take;
            outOff += take;
            len -= take;
        }
    }

    /** Pads the last payload block into the MAC and writes the tag, T XOR MSB(S0). */
    void finish(byte[] out, int off) {
        KeyStreams.requireLive(cipher, keyStream, s0, mac, block, work);
        padBlock();
        for (int i = 0; i < tagLength; i++) {
            out[off + i] = (byte) (mac[i] ^ s0[i]);
        }
        wipe();
    }

    /**
     * Overwrites the MAC chain, the tag mask, the buffered block (plaintext) and the key stream;
     * after {@link #finish}, and by callers whose message ends early with an exception.
     */
    void wipe() {
        Arrays.fill(mac, (byte) 0);
        Arrays.fill(s0, (byte) 0);
        Arrays.fill(block, (byte) 0);
        Arrays.fill(work, (byte) 0);
        Arrays.fill(keyStream, (byte) 0);
    }

    private void absorbAadLength(long a) {
        byte[] enc = Ccm.aadLengthEncoding(a);
        aad(enc, 0, enc.length);
    }

    private void padBlock() {
        if (blockLen > 0) {
            Arrays.fill(block, blockLen, 16, (byte) 0);
            macStep(block, 0);
            blockLen = 0;
        }
    }

    /**
     * One CBC-MAC step, Y = E(Y xor B). When fewer than two key-stream blocks are queued, a
     * parallel batch of pending counter blocks rides along in the same bulk call; otherwise the
     * step stays a single-block call, which is cheaper than a bulk one.
     */
    private void macStep(byte[] b, int off) {
        for (int i = 0; i < 16; i++) {
            work[i] = (byte) (mac[i] ^ b[off + i]);
        }
        int ride = 0;
        if (ksEnd - ksPos < 32) {
            compactKeyStream();
            int room = (keyStream.length - ksEnd) >>> 4;
            ride = (int) Math.min(Math.min(parallel - 1, room), lastCounter + 1 - nextCounter);
        }
        for (int r = 1; r <= ride; r++) {
            putCounterBlock(work, 16 * r);
        }
        if (ride == 0) {
            cipher.encryptBlock(work, 0, work, 0);
        } else {
            cipher.encryptBlocks(work, 0, work, 0, 1 + ride);
            System.arraycopy(work, 16, keyStream, ksEnd, 16 * ride);
            ksEnd += 16 * ride;
        }
        System.arraycopy(work, 0, mac, 0, 16);
    }

    private void takeKeyStreamXor(byte[] in, int off, byte[] out, int outOff, int len) {
        KeyStreams.requireLive(cipher, keyStream, s0, mac, block, work);
        while (len > 0) {
            ensureKeyStream();
            int take = Math.min(len, ksEnd - ksPos);
            Bytes.xor(in, off, keyStream, ksPos, out, outOff, take);
            ksPos += take;
            off += take;
            outOff += take;
            len -= take;
        }
    }

    private void takeKeyStream(byte[] out, int off, int len) {
        ensureKeyStream();
        System.arraycopy(keyStream, ksPos, out, off, len);
        ksPos += len;
    }

    /** Refills an empty queue with a run of counter blocks of its own (only when no MAC step could carry them). */
    private void ensureKeyStream() {
        if (ksPos < ksEnd) {
            return;
        }
        ksPos = 0;
        ksEnd = 0;
        int blocks = (int) Math.min(refillBlocks, lastCounter + 1 - nextCounter);
        if (blocks <= 0) {
            throw new IllegalStateException("CCM key stream exhausted: more payload than declared");
        }
        for (int b = 0; b < blocks; b++) {
            putCounterBlock(keyStream, 16 * b);
        }
        cipher.encryptBlocks(keyStream, 0, keyStream, 0, blocks);
        ksEnd = 16 * blocks;
    }

    /** Moves unread key stream to the front. */
    private void compactKeyStream() {
        if (ksPos > 0) {
            System.arraycopy(keyStream, ksPos, keyStream, 0, ksEnd - ksPos);
            ksEnd -= ksPos;
            ksPos = 0;
        }
    }

    /** Writes counter block A_i for the next i into {@code dst} at {@code off}. */
    private void putCounterBlock(byte[] dst, int off) {
        putCounter(nextCounter++, q, counter, 0);
        System.arraycopy(counter, 0, dst, off, 16);
    }

    /**
     * Writes B0 (SP 800-38C, A.2.1) for a message under {@code nonce} into {@code b} at
     * {@code off}: the flags (AAD present, tag length, q - 1), the nonce and the payload length.
     */
    static void putB0(byte[] nonce, int tagLength, boolean hasAad, long payloadLength, byte[] b, int off) {
        int q = 15 - nonce.length;
        b[off] = (byte) ((hasAad ? 0x40 : 0) | (((tagLength - 2) / 2) << 3) | (q - 1));
        System.arraycopy(nonce, 0, b, off + 1, nonce.length);
        putCounter(payloadLength, q, b, off);
    }

    /** Writes counter block A_value (SP 800-38C, A.3) for {@code nonce} into {@code b} at {@code off}. */
    static void putCounterBlock(byte[] nonce, long value, byte[] b, int off) {
        int q = 15 - nonce.length;
        b[off] = (byte) (q - 1);
        System.arraycopy(nonce, 0, b, off + 1, nonce.length);
        putCounter(value, q, b, off);
    }

    /** Writes {@code value} big-endian into the last q bytes of the block at {@code off}. */
    private static void putCounter(long value, int q, byte[] b, int off) {
        for (int i = 0; i < q; i++) {
            b[off + 15 - i] = i < 8 ? (byte) (value >>> (8 * i)) : 0;
        }
    }
}
