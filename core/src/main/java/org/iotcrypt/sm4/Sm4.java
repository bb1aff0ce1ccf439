package org.iotcrypt.sm4;

import java.security.InvalidKeyException;
import java.util.Arrays;
import java.util.Objects;
import org.iotcrypt.cipher.BlockCipher;
import org.iotcrypt.internal.engine.BulkEngine;
import org.iotcrypt.internal.util.Acceleration;
import org.iotcrypt.internal.util.Bytes;
import org.iotcrypt.internal.util.DestroyedFlag;

/**
 * The SM4 block cipher (GB/T 32907-2016): 128-bit blocks, 128-bit keys, 32 rounds.
 *
 * <p>Constant time: the S-box is a Boolean circuit ({@code Sm4BitslicedRounds}), not a
 * table, in the key schedule as in encryption, and no branch or array index depends on the
 * key or the data; only the public block count decides how much work is done. Two engines
 * run that circuit: {@link #encryptBlock}/{@link #decryptBlock} a single-block engine on
 * {@code int}s for serial work (CBC encryption, CBC-MAC), {@link #encryptBlocks}/{@link
 * #decryptBlocks} a bitsliced bulk engine that processes {@link #parallelBlocks()} blocks per
 * batch: 16 on {@code long}s, or 128 on 512-bit vectors (64 on 256-bit ones) when the
 * {@code iotcrypt-vector} jar is present and the JVM runs with {@code --add-modules
 * jdk.incubator.vector} ({@link #implementation()} says which). Decryption runs the same
 * rounds with the round keys reversed.
 *
 * <p>Immutable after construction (until {@link #destroy()}) and safe to share between threads.
 */
public final class Sm4 implements BlockCipher {

    /** The key length in bytes. */
    public static final int KEY_LENGTH = 16;

    /** The block size in bytes. */
    public static final int BLOCK_SIZE = 16;

    private final Sm4SingleBlockEngine single;
    private final BulkEngine bulk;
    private final DestroyedFlag destroyed = new DestroyedFlag("SM4 key");

    /**
     * Expands {@code key}, which is not retained (the caller may wipe it afterwards).
     *
     * @param key the key, 16 bytes
     * @throws InvalidKeyException if {@code key} is null or not 16 bytes long
     */
    public Sm4(byte[] key) throws InvalidKeyException {
        this(key, Acceleration.plain());
    }

    /** With the bulk engine chosen by {@code plain} rather than the kill switch (the conformance tests use both). */
    Sm4(byte[] key, boolean plain) throws InvalidKeyException {
        if (key == null) {
            throw new InvalidKeyException("SM4 key must be 16 bytes, got null");
        }
        if (key.length != KEY_LENGTH) {
            throw new InvalidKeyException("SM4 key must be 16 bytes, got " + key.length);
        }
        int[] rk = Sm4KeySchedule.expand(key, 0);
        this.single = new Sm4SingleBlockEngine(rk);
        this.bulk = Sm4Engines.bulk(rk, plain);
        Arrays.fill(rk, 0);
    }

    @Override
    public int blockSize() {
        return BLOCK_SIZE;
    }

    @Override
    public void encryptBlock(byte[] in, int inOff, byte[] out, int outOff) {
        checkRanges(in, inOff, out, outOff, 1);
        single.encrypt(in, inOff, out, outOff);
        destroyed.confirmLive();
    }

    @Override
    public void decryptBlock(byte[] in, int inOff, byte[] out, int outOff) {
        checkRanges(in, inOff, out, outOff, 1);
        single.decrypt(in, inOff, out, outOff);
        destroyed.confirmLive();
    }

    /** {@inheritDoc} A single block goes to the single-block engine, which is cheaper. */
    @Override
    public void encryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        checkRanges(in, inOff, out, outOff, blocks);
        if (blocks == 1) {
            single.encrypt(in, inOff, out, outOff);
        } else {
            bulk.encryptBlocks(in, inOff, out, outOff, blocks);
        }
        destroyed.confirmLive();
    }

    /** {@inheritDoc} A single block goes to the single-block engine, which is cheaper. */
    @Override
    public void decryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        checkRanges(in, inOff, out, outOff, blocks);
        if (blocks == 1) {
            single.decrypt(in, inOff, out, outOff);
        } else {
            bulk.decryptBlocks(in, inOff, out, outOff, blocks);
        }
        destroyed.confirmLive();
    }

    /** {@inheritDoc} The bulk engine's own counter stream: the vector engine builds the counters in its planes. */
    @Override
    public void xorCounterStream32(byte[] counterBlock, byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        checkRanges(in, inOff, out, outOff, blocks);
        Objects.checkFromIndexSize(0, 16, counterBlock.length);
        bulk.xorCounterStream32(counterBlock, in, inOff, out, outOff, blocks);
        destroyed.confirmLive();
    }

    /** The bulk engine's batch size: 16 or 128 (64); 1 when the plain implementations are forced. */
    @Override
    public int parallelBlocks() {
        return bulk.parallelBlocks();
    }

    /**
     * Which bulk engine this key runs on: {@code "bitsliced, 16 blocks per batch"}, the vector
     * engine's description, or {@code "plain, one block at a time"} under the kill switch
     * {@code -Diotcrypt.plain=true}.
     *
     * @return a description of the bulk engine in use
     */
    public String implementation() {
        return bulk.implementation();
    }

    /**
     * Whether SM4 keys made in this JVM use the vector engine, and if not, why not (the
     * incubator module is not added, the jar is absent, the kill switch is on, or the engine
     * failed its self-test); one line, for diagnostics such as {@code iotcrypt version}.
     *
     * @return {@code "on: ..."} or {@code "off: ..."}
     */
    public static String vectorEngineStatus() {
        return Sm4Engines.vectorStatus();
    }

    /**
     * Declines the vector engine, SM4's and GHASH's, for keys made after this call, for the rest of
     * the JVM's life; keys made before keep theirs. For a process that knows its whole work is too
     * short to pay for the engine's warm-up (on JDK 25 its Java fallback runs until C2 has compiled
     * it, about a second): the CLI declines it for files under 512 MiB, where a run with the
     * vector engine took longer than one without (docs/benchmarks.md, "The vector engine on a
     * whole file"). If no key has asked for the engine yet, its self-test never runs either.
     * {@link #vectorEngineStatus()} then says {@code "off: declined for this run (" + reason + ")"}
     * where the engine would otherwise be on.
     *
     * @param reason why, in a few words, for that status line; never secret
     */
    public static void declineVectorEngine(String reason) {
        Acceleration.declineVector(reason);
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
