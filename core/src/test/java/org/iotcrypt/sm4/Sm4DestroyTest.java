package org.iotcrypt.sm4;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.iotcrypt.internal.encoding.Hex;
import org.iotcrypt.internal.engine.SizedEngine;
import org.iotcrypt.internal.engine.SwitchingEngine;
import org.iotcrypt.testing.Residue;
import org.junit.jupiter.api.Test;

/** Issue 12, fix 4: {@link Sm4#destroy()} overwrites both engines' round keys and disables the cipher. */
class Sm4DestroyTest {

    @Test
    void destroyOverwritesTheRoundKeysAndRefusesWork() throws Exception {
        Sm4 sm4 = new Sm4(Hex.decode("0123456789abcdeffedcba9876543210"));
        Object single = Residue.field(sm4, "single");
        List<Object> bulk = engines(Residue.field(sm4, "bulk"));
        for (String keys : new String[] {"encKeys", "decKeys"}) {
            Residue.assertNotZero(single, keys);
        }
        for (Object engine : bulk) {
            for (String masks : new String[] {"encMasks", "decMasks"}) {
                Residue.assertNotZero(engine, masks);
            }
        }
        byte[] block = new byte[16 * 20];
        sm4.encryptBlocks(block, 0, block, 0, 20);
        assertFalse(sm4.isDestroyed());

        sm4.destroy();
        assertTrue(sm4.isDestroyed());
        for (String keys : new String[] {"encKeys", "decKeys"}) {
            Residue.assertZero(single, keys);
        }
        for (Object engine : bulk) {
            for (String masks : new String[] {"encMasks", "decMasks"}) {
                Residue.assertZero(engine, masks);
            }
        }
        byte[] before = block.clone();
        assertThrows(IllegalStateException.class, () -> sm4.encryptBlock(block, 0, block, 0));
        assertThrows(IllegalStateException.class, () -> sm4.decryptBlock(block, 0, block, 0));
        assertThrows(IllegalStateException.class, () -> sm4.encryptBlocks(block, 0, block, 0, 20));
        assertThrows(IllegalStateException.class, () -> sm4.decryptBlocks(block, 0, block, 0, 2));
        assertArrayEquals(before, block, "a refused call writes nothing");
        sm4.destroy();
        assertTrue(sm4.isDestroyed(), "destroy is idempotent");
    }

    /**
     * The engines that hold round keys behind a bulk engine: itself, or, where the vector engine
     * serves, the engines a SizedEngine (and a SwitchingEngine inside it) dispatches to.
     */
    private static List<Object> engines(Object bulk) {
        List<Object> out = new ArrayList<>();
        if (bulk instanceof SizedEngine) {
            out.addAll(engines(Residue.field(bulk, "wide")));
            out.addAll(engines(Residue.field(bulk, "narrow")));
        } else if (bulk instanceof SwitchingEngine) {
            out.addAll(engines(Residue.field(bulk, "preferred")));
            out.addAll(engines(Residue.field(bulk, "meanwhile")));
        } else {
            out.add(bulk);
        }
        return out;
    }
}
