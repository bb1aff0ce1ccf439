package org.iotcrypt.mode;

import java.util.Objects;
import org.iotcrypt.cipher.BlockCipher;
import org.iotcrypt.internal.mode.AeadBounds;
import org.iotcrypt.internal.mode.Ghash;

/**
 * One streaming GCM encryption: ciphertext is released as soon as it is produced and hashed;
 * {@code doFinal} appends the tag.
 */
final class GcmEncryptor extends GcmOperation {

    private long textBytes;

    GcmEncryptor(BlockCipher cipher, byte[] h, Ghash ghash, byte[] iv, int tagLength) {
        super(cipher, h, ghash, iv, tagLength);
    }

    @Override
    public int updateOutputSize(int len) {
        return len;
    }

    @Override
    public int finalOutputSize(int len) {
        return len + tagLength;
    }

    @Override
    public int update(byte[] in, int inOff, int len, byte[] out, int outOff) {
        Objects.checkFromIndexSize(inOff, len, in.length);
        startText();
        if (textBytes + len > MAX_TEXT_BYTES) {
            throw new IllegalStateException("GCM encrypts at most 2^36 - 32 bytes under one IV");
        }
        ctr.xor(in, inOff, out, outOff, len);
        ghash.update(out, outOff, len);
        textBytes += len;
        return len;
    }

    @Override
    public int doFinal(byte[] in, int inOff, int len, byte[] out, int outOff) {
        AeadBounds.requireRoom(out, outOff, len + tagLength);
        try {
            ctr.limit(len);
            int written = update(in, inOff, len, out, outOff);
            finished = true;
            byte[] s = new byte[16];
            ghash.finish(aadBytes, textBytes, s, 0);
            ctr.tag(s, out, outOff + written, tagLength);
            return written + tagLength;
        } finally {
            finished = true;
            wipe();
        }
    }
}
