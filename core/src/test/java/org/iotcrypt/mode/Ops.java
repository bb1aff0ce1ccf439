package org.iotcrypt.mode;

import java.security.GeneralSecurityException;
import java.util.Arrays;
import java.util.Random;

/** Runs {@link CipherOperation}s one-shot or in random pieces, as the tests need. */
final class Ops {

    private Ops() {
    }

    /** AAD, then all input through one {@code doFinal}. */
    static byte[] oneShot(CipherOperation op, byte[] aad, byte[] in) throws GeneralSecurityException {
        if (aad != null) {
            op.updateAad(aad, 0, aad.length);
        }
        byte[] out = new byte[op.finalOutputSize(in.length)];
        int n = op.doFinal(in, 0, in.length, out, 0);
        return Arrays.copyOf(out, n);
    }

    /**
     * AAD and input in random pieces (including empty ones), checking the output-size bounds
     * at every step; the last piece goes through {@code doFinal}.
     */
    static byte[] pieces(CipherOperation op, byte[] aad, byte[] in, Random rnd) throws GeneralSecurityException {
        if (aad != null) {
            int pos = 0;
            while (pos < aad.length) {
                int k = Math.min(aad.length - pos, rnd.nextInt(40));
                op.updateAad(aad, pos, k);
                pos += k;
            }
        }
        byte[] out = new byte[in.length + 64];
        int written = 0;
        int pos = 0;
        while (pos < in.length && rnd.nextInt(8) != 0) {
            int k = Math.min(in.length - pos, rnd.nextInt(50));
            int bound = op.updateOutputSize(k);
            int n = op.update(in, pos, k, out, written);
            if (n > bound) {
                throw new AssertionError("update wrote " + n + " bytes, bound was " + bound);
            }
            written += n;
            pos += k;
        }
        int bound = op.finalOutputSize(in.length - pos);
        int n = op.doFinal(in, pos, in.length - pos, out, written);
        if (n > bound) {
            throw new AssertionError("doFinal wrote " + n + " bytes, bound was " + bound);
        }
        return Arrays.copyOf(out, written + n);
    }
}
