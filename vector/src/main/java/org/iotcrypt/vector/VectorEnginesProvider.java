package org.iotcrypt.vector;

import java.nio.ByteOrder;
import org.iotcrypt.internal.engine.BulkEngine;
import org.iotcrypt.internal.engine.BulkGhash;
import org.iotcrypt.internal.engine.VectorEngines;

/**
 * The service core loads. It refuses JVMs where the engines would be slow or wrong: vectors
 * narrower than 256 bits (the Vector API would run them, but more slowly than core's
 * {@code long} engine), or a big-endian platform (the transposition reads bytes as
 * little-endian lanes).
 */
public final class VectorEnginesProvider implements VectorEngines {

    /**
     * @throws UnsupportedOperationException with the reason, where the engines should not run
     */
    public VectorEnginesProvider() {
        int bits = Shape.SHAPE.vectorBitSize();
        if (bits != 256 && bits != 512) {
            throw new UnsupportedOperationException("vectors here are " + bits + " bits wide; the engines need 256 or 512");
        }
        if (ByteOrder.nativeOrder() != ByteOrder.LITTLE_ENDIAN) {
            throw new UnsupportedOperationException("this platform is big-endian; the engines need little-endian lanes");
        }
        OperatorCaches.fill();
    }

    @Override
    public BulkEngine sm4(int[] foldedEncrypt, int[] foldedDecrypt) {
        return new Sm4VectorEngine(foldedEncrypt, foldedDecrypt);
    }

    @Override
    public BulkGhash ghash(long[] powers) {
        return new GhashVectorEngine(powers);
    }

    @Override
    public String description() {
        return "Vector API, " + Shape.SHAPE.vectorBitSize() + "-bit";
    }
}
