package org.iotcrypt.mode;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Random;
import javax.crypto.AEADBadTagException;
import org.iotcrypt.internal.mode.Ghash;
import org.iotcrypt.sm4.Sm4;
import org.iotcrypt.testing.Residue;
import org.junit.jupiter.api.Test;

/**
 * Issue 12, fix 4, in the modes: GHASH's H and GCM's subkey are overwritten by destroy, and the
 * buffers that held plaintext or key stream are wiped also when an operation ends in an exception.
 */
class ModeWipeTest {

    private final Random random = new Random(0x3ad);

    @Test
    void ghashDestroyOverwritesH() {
        Ghash g = new Ghash(bytes(16));
        g.update(bytes(7), 0, 7);
        Residue.assertNotZero(g, "hParts");
        g.destroy();
        for (String part : new String[] {"hParts", "y", "partial"}) {
            Residue.assertZero(g, part);
        }
    }

    @Test
    void gcmDestroyOverwritesTheHashSubkeyAndRefusesWork() throws Exception {
        Gcm gcm = new Gcm(new Sm4(bytes(16)), 16);
        byte[] nonce = bytes(12);
        byte[] sealed = gcm.seal(nonce, null, bytes(40));
        // Twice 4 KiB: the scalar bulk GHASH makes its byte tables after Ghash.TABLES_AFTER_BLOCKS.
        gcm.seal(nonce, null, bytes(4096));
        gcm.seal(nonce, null, bytes(4096));
        Residue.assertNotZero(gcm, "h");
        // The per-key bulk GHASH's powers of H: the vector GHASH's table where it serves (the
        // vector module's run of this suite), else the scalar one's multiplier operands, H^1..H^8
        // and byte tables of them (no bulk GHASH under the kill switch).
        Object bulk = Residue.field(gcm, "bulk");
        String[] fields = bulk == null ? new String[0]
                : bulk.getClass().getSimpleName().equals("ScalarBulkGhash") ? new String[] {"parts", "powers", "table"}
                : new String[] {"table"};
        for (String field : fields) {
            Residue.assertNotZero(bulk, field);
        }
        gcm.destroy();
        assertTrue(gcm.isDestroyed());
        Residue.assertZero(gcm, "h");
        for (String field : fields) {
            Residue.assertZero(bulk, field);
        }
        assertThrows(IllegalStateException.class, () -> gcm.seal(nonce, null, new byte[1]));
        assertThrows(IllegalStateException.class, () -> gcm.open(nonce, null, sealed));
    }

    @Test
    void aGrowingInputBufferWipesTheArrayItOutgrew() {
        InputBuffer buffer = new InputBuffer();
        byte[] secret = bytes(10);
        buffer.append(secret, 0, secret.length);
        byte[] outgrown = (byte[]) Residue.field(buffer, "data");
        buffer.append(bytes(30), 0, 30);
        assertNotSame(outgrown, Residue.field(buffer, "data"));
        assertArrayEquals(new byte[outgrown.length], outgrown);
        assertArrayEquals(secret, Arrays.copyOf(buffer.array(), 10));
    }

    @Test
    void ctrWipesItsKeyStreamWhenDoFinalFails() throws Exception {
        CipherOperation ctr = Ctr.create(new Sm4(bytes(16)), bytes(16));
        ctr.update(bytes(5), 0, 5, new byte[5], 0);
        Residue.assertNotZero(ctr, "keyStream");
        assertThrows(IndexOutOfBoundsException.class, () -> ctr.doFinal(new byte[4], 0, 4, new byte[2], 0));
        Residue.assertZero(ctr, "keyStream");
    }

    /**
     * A CCM decryption into a too-short array used to decrypt and verify first, then throw with the
     * plaintext left unwiped; it now refuses before decrypting anything.
     */
    @Test
    void ccmRefusesAShortOutputBeforeDecrypting() throws Exception {
        Sm4 sm4 = new Sm4(bytes(16));
        byte[] nonce = bytes(12);
        byte[] sealed = new Ccm(sm4, 16).seal(nonce, null, bytes(33));
        byte[] out = new byte[32];
        assertThrows(IllegalArgumentException.class,
                () -> Ccm.decrypt(sm4, nonce, 16, new byte[0], 0, sealed, 0, sealed.length, out, 0));
        assertArrayEquals(new byte[32], out);
        byte[] forged = sealed.clone();
        forged[0] ^= 1;
        assertThrows(AEADBadTagException.class,
                () -> Ccm.decrypt(sm4, nonce, 16, new byte[0], 0, forged, 0, forged.length, new byte[33], 0));
    }

    private byte[] bytes(int n) {
        byte[] b = new byte[n];
        random.nextBytes(b);
        return b;
    }
}
