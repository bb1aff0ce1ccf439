package org.iotcrypt.mode;

import java.util.Arrays;
import java.util.Objects;
import javax.crypto.AEADBadTagException;
import javax.crypto.IllegalBlockSizeException;
import org.iotcrypt.cipher.BlockCipher;
import org.iotcrypt.internal.mode.AeadBounds;

/**
 * CCM through the {@link CipherOperation} contract. CCM puts the payload length in its first
 * block, so this form buffers AAD and input and does all the work in {@code doFinal}.
 */
final class CcmOperation implements CipherOperation {

    private final BlockCipher cipher;
    private final byte[] nonce;
    private final int tagLength;
    private final boolean encrypt;
    private final InputBuffer aad = new InputBuffer();
    private final InputBuffer input = new InputBuffer();
    private boolean inText;
    private boolean finished;

    CcmOperation(BlockCipher cipher, byte[] nonce, int tagLength, boolean encrypt) {
        this.cipher = cipher;
        this.nonce = nonce;
        this.tagLength = tagLength;
        this.encrypt = encrypt;
    }

    @Override
    public void updateAad(byte[] in, int inOff, int len) {
        if (finished || inText) {
            throw new IllegalStateException("AAD must be supplied before the payload");
        }
        aad.append(in, inOff, len);
    }

    @Override
    public int updateOutputSize(int len) {
        return 0;
    }

    @Override
    public int finalOutputSize(int len) {
        int total = input.length() + len;
        return encrypt ? total + tagLength : Math.max(0, total - tagLength);
    }

    @Override
    public int update(byte[] in, int inOff, int len, byte[] out, int outOff) {
        Objects.checkFromIndexSize(inOff, len, in.length);
        if (finished) {
            throw new IllegalStateException("operation already finished");
        }
        inText = true;
        input.append(in, inOff, len);
        return 0;
    }

    @Override
    public int doFinal(byte[] in, int inOff, int len, byte[] out, int outOff)
            throws IllegalBlockSizeException, AEADBadTagException {
        if (finished) {
            throw new IllegalStateException("operation already finished");
        }
        AeadBounds.requireRoom(out, outOff, finalOutputSize(len));
        finished = true;
        int total = input.length() + len;
        byte[] all = input.concat(in, inOff, len);
        byte[] copy = null;
        try {
            if (encrypt) {
                if (all == out) {
                    copy = all.clone();
                    all = copy;
                }
                return Ccm.encrypt(cipher, nonce, tagLength, aad.array(), aad.length(), all, 0, total, out, outOff);
            }
            return Ccm.decrypt(cipher, nonce, tagLength, aad.array(), aad.length(), all, 0, total, out, outOff);
        } finally {
            if (copy != null) {
                Arrays.fill(copy, (byte) 0);
            }
            input.wipe();
            aad.wipe();
        }
    }
}
