package org.iotcrypt.present;

import java.util.List;
import org.iotcrypt.conformance.Implementation;
import org.iotcrypt.internal.util.Bytes;
import org.iotcrypt.vectors.TablePresent;

/**
 * Every PRESENT implementation, for the conformance harness ({@code org.iotcrypt.conformance}):
 * the bitsliced engine with its single-block routing, the bitsliced engine alone (reached at
 * block counts the routing sends elsewhere), its plain twin (what
 * {@code -Diotcrypt.plain=true} selects), and the reference written from the CHES 2007 paper's
 * tables (iotcrypt-vectors' TablePresent).
 */
public final class PresentImplementations {

    private PresentImplementations() {
    }

    public static List<Implementation> all() {
        return List.of(
                Implementation.of("PRESENT", "bitsliced", key -> new Present(key, false)),
                Implementation.of("PRESENT", "plain", key -> new Present(key, true)),
                Implementation.of("PRESENT", "bitsliced engine alone, every count", key -> {
                    PresentBitslicedEngine engine = new PresentBitslicedEngine(PresentKeySchedule.expand(key));
                    return Implementation.bulkOnly(8, engine::encryptBlocks, engine::decryptBlocks);
                }),
                Implementation.reference("PRESENT", "table, as the CHES 2007 paper writes it", key -> {
                    TablePresent table = new TablePresent(key);
                    return Implementation.perBlock(8, b -> block(table.encrypt(Bytes.getLongBE(b, 0))),
                            b -> block(table.decrypt(Bytes.getLongBE(b, 0))));
                }));
    }

    private static byte[] block(long v) {
        byte[] out = new byte[8];
        Bytes.putLongBE(v, out, 0);
        return out;
    }
}
