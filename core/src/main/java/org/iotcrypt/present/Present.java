package org.iotcrypt.present;

import java.security.InvalidKeyException;
import java.util.Arrays;
import org.iotcrypt.cipher.BlockCipher;
import org.iotcrypt.internal.util.Acceleration;
import org.iotcrypt.internal.util.Bytes;
import org.iotcrypt.internal.util.DestroyedFlag;

/**
 * The PRESENT block cipher (Bogdanov et al., "PRESENT: An Ultra-Lightweight Block Cipher",
 * CHES 2007; ISO/IEC 29192-2): 64-bit blocks, 31 rounds, 80-bit (PRESENT-80) or 128-bit
 * (PRESENT-128) keys. Blocks are read as big-endian 64-bit integers, as in the paper's test
 * vectors.
 *
 * <p>Constant time: the S-box is a Boolean circuit, never a table, in the key schedule as in
 * the rounds, and the bit permutation is fixed shifts or index relabelling; no branch or
 * array index depends on the key or the data. Two engines run the circuit:
 * {@link #encryptBlock}/{@link #decryptBlock} a nibble-sliced single-block engine,
 * {@link #encryptBlocks}/{@link #decryptBlocks} a bitsliced engine that processes
 * {@link #parallelBlocks()} = 64 blocks per batch. Only the public block count chooses
 * between them.
 *
 * <p>Immutable after construction (until {@link #destroy()}) and safe to share between threads.
 */
public final class Present implements BlockCipher {

    /** The block size in bytes. */
    public static final int BLOCK_SIZE = 8;

    /** The PRESENT-80 key length in bytes. */
    public static final int KEY_LENGTH_80 = 10;

    /** The PRESENT-128 key length in bytes. */
    public static final int KEY_LENGTH_128 = 16;

    /**
     * Below this many blocks the single-block engine, run once per block, is cheaper than one
     * bitsliced batch (a JMH smoke run: a batch of 64 about 2.4 us, a single block about 0.4 us).
     */
    static final int BULK_THRESHOLD = 6;

    private final int keyLength;
    private final PresentSingleBlockEngine single;
    private final PresentBitslicedEngine bulk;
    /** Below this many blocks the single-block engine runs: {@link #BULK_THRESHOLD}, or never the bulk one when plain. */
    private final int bulkFrom;
    private final DestroyedFlag destroyed = new DestroyedFlag("PRESENT key");

    /**
     * Expands {@code key}, which is not retained (the caller may wipe it afterwards).
     *
     * @param key the key, 10 or 16 bytes
     * @throws InvalidKeyException if {@code key} is null or neither 10 bytes (PRESENT-80)
     *         nor 16 bytes (PRESENT-128) long
     */
    public Present(byte[] key) throws InvalidKeyException {
        this(key, Acceleration.plain());
    }

    /** With the engine routing chosen by {@code plain} rather than the kill switch (the conformance tests use both). */
    Present(byte[] key, boolean plain) throws InvalidKeyException {
        if (key == null || (key.length != KEY_LENGTH_80 && key.length != KEY_LENGTH_128)) {
            throw new InvalidKeyException("PRESENT key must be 10 bytes (PRESENT-80) or 16 bytes (PRESENT-128), got "
                    + (key == null ? "null" : key.length));
        }
        this.keyLength = key.length;
        long[] rk = PresentKeySchedule.expand(key);
        this.single = new PresentSingleBlockEngine(rk.clone());
        this.bulk = new PresentBitslicedEngine(rk);
        this.bulkFrom = plain ? Integer.MAX_VALUE : BULK_THRESHOLD;
        Arrays.fill(rk, 0);
    }

    /**
     * The key length in bytes: 10 for PRESENT-80, 16 for PRESENT-128.
     *
     * @return 10 or 16
     */
    public int keyLength() {
        return keyLength;
    }

    @Override
    public int blockSize() {
        return BLOCK_SIZE;
    }

    @Override
    public void encryptBlock(byte[] in, int inOff, byte[] out, int outOff) {
        checkRanges(in, inOff, out, outOff, 1);
        long c = single.encrypt(Bytes.getLongBE(in, inOff));
        destroyed.confirmLive();
        Bytes.putLongBE(c, out, outOff);
    }

    @Override
    public void decryptBlock(byte[] in, int inOff, byte[] out, int outOff) {
        checkRanges(in, inOff, out, outOff, 1);
        long p = single.decrypt(Bytes.getLongBE(in, inOff));
        destroyed.confirmLive();
        Bytes.putLongBE(p, out, outOff);
    }

    /** {@inheritDoc} Fewer than {@value #BULK_THRESHOLD} blocks go to the single-block engine. */
    @Override
    public void encryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        checkRanges(in, inOff, out, outOff, blocks);
        if (blocks < bulkFrom) {
            for (int i = 0; i < blocks; i++) {
                int o = BLOCK_SIZE * i;
                Bytes.putLongBE(single.encrypt(Bytes.getLongBE(in, inOff + o)), out, outOff + o);
            }
        } else {
            bulk.encryptBlocks(in, inOff, out, outOff, blocks);
        }
        destroyed.confirmLive();
    }

    /** {@inheritDoc} Fewer than {@value #BULK_THRESHOLD} blocks go to the single-block engine. */
    @Override
    public void decryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        checkRanges(in, inOff, out, outOff, blocks);
        if (blocks < bulkFrom) {
            for (int i = 0; i < blocks; i++) {
                int o = BLOCK_SIZE * i;
                Bytes.putLongBE(single.decrypt(Bytes.getLongBE(in, inOff + o)), out, outOff + o);
            }
        } else {
            bulk.decryptBlocks(in, inOff, out, outOff, blocks);
        }
        destroyed.confirmLive();
    }

    /** 64, the bitsliced engine's batch size; 1 when the plain implementations are forced. */
    @Override
    public int parallelBlocks() {
        return bulkFrom == Integer.MAX_VALUE ? 1 : PresentBitslicedEngine.BATCH;
    }

    /**
     * Which engines this key runs on: {@code "bitsliced, 64 blocks per batch (single-block below 6)"},
     * or {@code "plain, one block at a time"} under the kill switch {@code -Diotcrypt.plain=true}.
     *
     * @return a description of the engines in use
     */
    public String implementation() {
        return bulkFrom == Integer.MAX_VALUE ? "plain, one block at a time"
                : "bitsliced, " + PresentBitslicedEngine.BATCH + " blocks per batch (single-block below " + BULK_THRESHOLD + ")";
    }

    /** Overwrites both engines' round keys; every later call throws IllegalStateException. */
    @Override
    public void destroy() {
        destroyed.markDestroyed();
        single.wipe();
        bulk.wipe();
    }

    @Override
    public boolean isDestroyed() {
        return destroyed.isSet();
    }

    private void checkRanges(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        destroyed.checkLive();
        Bytes.checkBlocks(BLOCK_SIZE, in, inOff, out, outOff, blocks);
    }
}
