package org.iotcrypt.present;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.iotcrypt.testing.Residue;
import org.junit.jupiter.api.Test;

/** Issue 12, fix 4: {@link Present#destroy()} overwrites both engines' round keys and disables the cipher. */
class PresentDestroyTest {

    @Test
    void destroyOverwritesTheRoundKeysAndRefusesWork() throws Exception {
        for (int length : new int[] {Present.KEY_LENGTH_80, Present.KEY_LENGTH_128}) {
            byte[] key = new byte[length];
            key[0] = 1;
            Present present = new Present(key);
            Object single = Residue.field(present, "single");
            Object bulk = Residue.field(present, "bulk");
            Residue.assertNotZero(single, "rk");
            Residue.assertNotZero(bulk, "keyMasks");
            byte[] blocks = new byte[8 * 70];
            present.encryptBlocks(blocks, 0, blocks, 0, 70);

            present.destroy();
            assertTrue(present.isDestroyed());
            Residue.assertZero(single, "rk");
            Residue.assertZero(bulk, "keyMasks");
            assertThrows(IllegalStateException.class, () -> present.encryptBlock(blocks, 0, blocks, 0));
            assertThrows(IllegalStateException.class, () -> present.decryptBlocks(blocks, 0, blocks, 0, 70));
        }
    }
}
