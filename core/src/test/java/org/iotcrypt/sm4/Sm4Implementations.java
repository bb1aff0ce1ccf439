package org.iotcrypt.sm4;

import java.util.List;
import org.bouncycastle.crypto.engines.SM4Engine;
import org.bouncycastle.crypto.params.KeyParameter;
import org.iotcrypt.conformance.Implementation;

/**
 * Every SM4 implementation, for the conformance harness ({@code org.iotcrypt.conformance}): the
 * bitsliced bulk engine (through Sm4, and alone at every block count, one included, which Sm4
 * routes to the single-block engine) and its plain twin (what {@code -Diotcrypt.plain=true} selects), and two
 * references, the table-driven cipher written from GB/T 32907 and Bouncy Castle's SM4Engine.
 */
public final class Sm4Implementations {

    private Sm4Implementations() {
    }

    public static List<Implementation> all() {
        return List.of(
                Implementation.of("SM4", "bitsliced", key -> new Sm4(key, false)),
                Implementation.of("SM4", "plain", key -> new Sm4(key, true)),
                Implementation.of("SM4", "bitsliced engine alone, every count", key -> {
                    Sm4BulkEngine engine = Sm4BulkEngine.create(Sm4KeySchedule.expand(key, 0), false);
                    return Implementation.bulkOnly(16, engine::encryptBlocks, engine::decryptBlocks);
                }),
                Implementation.reference("SM4", "table, as GB/T 32907 writes it", key -> {
                    TableSm4 table = new TableSm4(key);
                    return Implementation.perBlock(16, table::encrypt, table::decrypt);
                }),
                Implementation.reference("SM4", "Bouncy Castle SM4Engine", key -> {
                    SM4Engine enc = new SM4Engine();
                    enc.init(true, new KeyParameter(key));
                    SM4Engine dec = new SM4Engine();
                    dec.init(false, new KeyParameter(key));
                    return Implementation.perBlock(16, b -> process(enc, b), b -> process(dec, b));
                }));
    }

    private static byte[] process(SM4Engine engine, byte[] block) {
        byte[] out = new byte[16];
        engine.processBlock(block, 0, out, 0);
        return out;
    }
}
