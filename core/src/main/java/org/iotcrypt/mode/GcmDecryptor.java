package org.iotcrypt.mode;

import java.util.Arrays;
import java.util.Objects;
import javax.crypto.AEADBadTagException;
import org.iotcrypt.cipher.BlockCipher;
import org.iotcrypt.internal.mode.AeadBounds;
import org.iotcrypt.internal.mode.Ghash;
import org.iotcrypt.internal.util.ConstantTime;

/**
 * One GCM decryption. The ciphertext is buffered and nothing is released before the tag has
 * been verified (in constant time); a forged message leaves the output buffer untouched.
 */
final class GcmDecryptor extends GcmOperation {

    private final InputBuffer buffer = new InputBuffer();

    GcmDecryptor(BlockCipher cipher, byte[] h, Ghash ghash, byte[] iv, int tagLength) {
        super(cipher, h, ghash, iv, tagLength);
    }

    @Override
    public int updateOutputSize(int len) {
        return 0;
    }

    @Override
    public int finalOutputSize(int len) {
        return Math.max(0, buffer.length() + len - tagLength);
    }

    @Override
    public int update(byte[] in, int inOff, int len, byte[] out, int outOff) {
        Objects.checkFromIndexSize(inOff, len, in.length);
        startText();
        buffer.append(in, inOff, len);
        return 0;
    }

    @Override
    public int doFinal(byte[] in, int inOff, int len, byte[] out, int outOff) throws AEADBadTagException {
        AeadBounds.requireRoom(out, outOff, finalOutputSize(len));
        startText();
        int total = buffer.length() + len;
        finished = true;
        byte[] all = buffer.concat(in, inOff, len);
        if (all == out) {
            all = Arrays.copyOf(all, total);
        }
        return verifyThenDecrypt(all, 0, total, out, outOff);
    }

    /**
     * The whole message at once, with nothing buffered: verifies {@code in} where it lies and
     * decrypts it into {@code out}, which may be {@code in} at the same offset (the key stream
     * is XORed byte for byte, after the tag verified); any other overlap is copied first.
     */
    int doFinalWhole(byte[] in, int inOff, int len, byte[] out, int outOff) throws AEADBadTagException {
        AeadBounds.requireRoom(out, outOff, Math.max(0, len - tagLength));
        startText();
        finished = true;
        byte[] src = AeadInput.unaliased(in, inOff, len, out, outOff);
        int srcOff = src == in ? inOff : 0;
        return verifyThenDecrypt(src, srcOff, len, out, outOff);
    }

    private int verifyThenDecrypt(byte[] all, int off, int total, byte[] out, int outOff) throws AEADBadTagException {
        AeadBounds.requireTag(total, tagLength);
        int textLen = total - tagLength;
        byte[] s = new byte[16];
        byte[] expected = new byte[tagLength];
        try {
            ghash.update(all, off, textLen);
            ghash.finish(aadBytes, textLen, s, 0);
            ctr.limit(textLen);
            ctr.tag(s, expected, 0, tagLength);
            if (!ConstantTime.equals(expected, 0, all, off + textLen, tagLength)) {
                throw new AEADBadTagException("GCM tag mismatch");
            }
            ctr.xor(all, off, out, outOff, textLen);
            return textLen;
        } finally {
            // the tag this message should have had would let its sender forge it
            Arrays.fill(s, (byte) 0);
            Arrays.fill(expected, (byte) 0);
            wipe();
        }
    }
}
