package org.iotcrypt.hw.ccm;

import java.security.GeneralSecurityException;
import java.util.Arrays;
import org.iotcrypt.vectors.VectorFile;

/**
 * RFC 8998 (ShangMi Cipher Suites for TLS 1.3), Appendix A.2 "SM4-CCM Test Vectors", as the
 * message the explorer measures: its inputs and the RFC's published ciphertext and tag, read from
 * iotcrypt-vectors' {@code rfc8998-sm4-ccm.txt}, the one copy.
 */
public final class Rfc8998Ccm {

    private Rfc8998Ccm() {
    }

    /**
     * The A.2 message with its expected values from iotcrypt-core's Ccm over Sm4, after checking
     * that software against the RFC's published ciphertext and tag.
     *
     * @throws IllegalStateException if the software disagrees with the RFC
     */
    public static CcmMessage a2() throws GeneralSecurityException {
        VectorFile.Vector v = VectorFile.load("rfc8998-sm4-ccm.txt").get(0);
        byte[] pt = v.hex("pt");
        CcmMessage m = CcmMessage.of(v.hex("key"), v.hex("nonce"), v.hex("aad"), pt);
        byte[] ct = new byte[pt.length];
        for (int i = 0; i < ct.length; i++) {
            ct[i] = m.ctBlocks().get(i / 16)[i % 16];
        }
        if (!Arrays.equals(ct, v.hex("ct")) || !Arrays.equals(m.tag(), v.hex("tag"))) {
            throw new IllegalStateException("iotcrypt-core's SM4-CCM disagrees with RFC 8998 A.2");
        }
        return m;
    }
}
