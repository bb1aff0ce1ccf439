package org.iotcrypt.hw.ccm;

import java.security.GeneralSecurityException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.iotcrypt.mode.Ccm;
import org.iotcrypt.sm4.Sm4;

/**
 * One SM4-CCM message for sm4_ccm: its inputs, the blocks the host sends (the formatted AAD
 * blocks, then the zero-padded payload blocks) and the expected ciphertext blocks (zero-padded)
 * and 16-byte tag, computed by iotcrypt-core's Ccm over Sm4.
 *
 * @param key the SM4 key
 * @param nonce the 12-byte nonce
 * @param aad the associated data
 * @param plaintext the payload
 * @param inBlocks the blocks the host sends: formatted AAD, then zero-padded payload
 * @param ctBlocks the expected ciphertext blocks, zero-padded
 * @param tag the expected tag
 */
public record CcmMessage(byte[] key, byte[] nonce, byte[] aad, byte[] plaintext, List<byte[]> inBlocks,
        List<byte[]> ctBlocks, byte[] tag) {

    /** The tag length in bytes (RFC 8998). */
    public static final int TAG_LENGTH = 16;

    /** The message sealing {@code plaintext} under {@code key}, {@code nonce} and {@code aad}. */
    public static CcmMessage of(byte[] key, byte[] nonce, byte[] aad, byte[] plaintext)
            throws GeneralSecurityException {
        byte[] sealed = new Ccm(new Sm4(key), TAG_LENGTH).seal(nonce, aad, plaintext);
        byte[] ct = Arrays.copyOf(sealed, plaintext.length);
        byte[] tag = Arrays.copyOfRange(sealed, plaintext.length, sealed.length);
        List<byte[]> in = new ArrayList<>();
        if (aad.length > 0) {
            // SP 800-38C A.2.2's length prefix, as core's CCM writes it
            byte[] prefix = Ccm.aadLengthEncoding(aad.length);
            byte[] a = new byte[prefix.length + aad.length];
            System.arraycopy(prefix, 0, a, 0, prefix.length);
            System.arraycopy(aad, 0, a, prefix.length, aad.length);
            in.addAll(blocks(a));
        }
        in.addAll(blocks(plaintext));
        return new CcmMessage(key, nonce, aad, plaintext, in, blocks(ct), tag);
    }

    /** Bits counted by the paper's throughput (section 5.1): nonce, AAD and payload. */
    public int bits() {
        return 8 * (nonce.length + aad.length + plaintext.length);
    }

    private static List<byte[]> blocks(byte[] data) {
        List<byte[]> out = new ArrayList<>();
        for (int i = 0; i < data.length; i += 16) {
            out.add(Arrays.copyOfRange(data, i, i + 16));
        }
        return out;
    }
}
