package org.iotcrypt.sm4;

import org.iotcrypt.internal.engine.BulkEngine;

/**
 * The plain bulk engine: the single-block engine once per block. What {@link Sm4Engines#bulk}
 * returns when the plain implementations are forced ({@code -Diotcrypt.plain=true}); as constant
 * time as the single-block engine, about eight times slower than the bitsliced one in bulk.
 */
final class Sm4SerialEngine implements BulkEngine {

    private final Sm4SingleBlockEngine single;

    Sm4SerialEngine(int[] rk) {
        this.single = new Sm4SingleBlockEngine(rk.clone());
    }

    @Override
    public int parallelBlocks() {
        return 1;
    }

    @Override
    public String implementation() {
        return "plain, one block at a time";
    }

    @Override
    public void encryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        for (int i = 0; i < blocks; i++) {
            single.encrypt(in, inOff + Sm4.BLOCK_SIZE * i, out, outOff + Sm4.BLOCK_SIZE * i);
        }
    }

    @Override
    public void decryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        for (int i = 0; i < blocks; i++) {
            single.decrypt(in, inOff + Sm4.BLOCK_SIZE * i, out, outOff + Sm4.BLOCK_SIZE * i);
        }
    }

    @Override
    public void wipe() {
        single.wipe();
    }
}
