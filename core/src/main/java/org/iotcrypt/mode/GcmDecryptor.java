package org.iotcrypt.mode;

import java.util.Arrays;
import java.util.Objects;
import javax.crypto.AEADBadTagException;
import org.iotcrypt.cipher.BlockCipher;
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
        AeadInput.requireRoom(out, outOff, finalOutputSize(len));
        startText();
        int total = buffer.length() + len;
        finished = true;
        byte[] all = buffer.concat(in, inOff, len);
        if (all == out) {
            all = Arrays.copyOf(all, total);
        }
        AeadInput.requireTag(total, tagLength);
        int textLen = total - tagLength;
        byte[] s = new byte[16];
        byte[] expected = new byte[tagLength];
        try {
            ghash.update(all, 0, textLen);
            ghash.finish(aadBytes, textLen, s, 0);
            ctr.tag(s, expected, 0, tagLength);
            if (!ConstantTime.equals(expected, 0, all, textLen, tagLength)) {
                throw new AEADBadTagException("GCM tag mismatch");
            }
            ctr.xor(all, 0, out, outOff, textLen);
            return textLen;
        } finally {
            // the tag this message should have had would let its sender forge it
            Arrays.fill(s, (byte) 0);
            Arrays.fill(expected, (byte) 0);
            wipe();
        }
    }
}
