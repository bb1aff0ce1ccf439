package org.iotcrypt.mode;

import org.iotcrypt.cipher.BlockCipher;
import org.iotcrypt.internal.mode.Ghash;

/**
 * What GCM encryption and decryption share: the counter started from J0, the GHASH state,
 * and the rule that all AAD comes before the first payload byte.
 */
abstract class GcmOperation implements CipherOperation {

    /** SP 800-38D: at most 2^39 - 256 bits of plaintext under one IV. */
    static final long MAX_TEXT_BYTES = (1L << 36) - 32;

    final GcmCtr ctr;
    final Ghash ghash;
    final int tagLength;
    long aadBytes;
    boolean inText;
    boolean finished;

    /** @param ghash a fresh GHASH under {@code h}, which this operation destroys when it ends */
    GcmOperation(BlockCipher cipher, byte[] h, Ghash ghash, byte[] iv, int tagLength) {
        this.ctr = GcmCtr.forIv(cipher, h, iv);
        this.ghash = ghash;
        this.tagLength = tagLength;
    }

    @Override
    public void updateAad(byte[] in, int inOff, int len) {
        if (finished || inText) {
            throw new IllegalStateException("AAD must be supplied before the payload");
        }
        ghash.update(in, inOff, len);
        aadBytes += len;
    }

    /** Overwrites the key stream, the tag mask and GHASH's H once the operation is over. */
    final void wipe() {
        ctr.wipe();
        ghash.destroy();
    }

    /** Marks the end of the AAD (pads its last GHASH block) when the payload begins. */
    final void startText() {
        if (finished) {
            throw new IllegalStateException("operation already finished");
        }
        if (!inText) {
            ghash.pad();
            inText = true;
        }
    }
}
