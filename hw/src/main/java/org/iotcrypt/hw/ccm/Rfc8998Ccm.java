package org.iotcrypt.hw.ccm;

import java.security.GeneralSecurityException;
import java.util.Arrays;
import org.iotcrypt.internal.encoding.Hex;

/**
 * RFC 8998 (ShangMi Cipher Suites for TLS 1.3), Appendix A.2 "SM4-CCM Test Vectors", as the
 * message the explorer measures: its inputs and the RFC's published ciphertext and tag (the
 * same values as core's test vector file {@code rfc8998-sm4-ccm.txt}, which is test scope).
 */
public final class Rfc8998Ccm {

    private static final String KEY = "0123456789ABCDEFFEDCBA9876543210";
    private static final String NONCE = "00001234567800000000ABCD";
    private static final String AAD = "FEEDFACEDEADBEEFFEEDFACEDEADBEEFABADDAD2";
    private static final String PT = "AAAAAAAAAAAAAAAABBBBBBBBBBBBBBBBCCCCCCCCCCCCCCCCDDDDDDDDDDDDDDDD"
            + "EEEEEEEEEEEEEEEEFFFFFFFFFFFFFFFFEEEEEEEEEEEEEEEEAAAAAAAAAAAAAAAA";
    private static final String CT = "48AF93501FA62ADBCD414CCE6034D895DDA1BF8F132F042098661572E7483094"
            + "FD12E518CE062C98ACEE28D95DF4416BED31A2F04476C18BB40C84A74B97DC5B";
    private static final String TAG = "16842D4FA186F56AB33256971FA110F4";

    private Rfc8998Ccm() {
    }

    /**
     * The A.2 message with its expected values from iotcrypt-core's Ccm over Sm4, after checking
     * that software against the RFC's published ciphertext and tag.
     *
     * @throws IllegalStateException if the software disagrees with the RFC
     */
    public static CcmMessage a2() throws GeneralSecurityException {
        byte[] pt = Hex.decode(PT);
        CcmMessage m = CcmMessage.of(Hex.decode(KEY), Hex.decode(NONCE), Hex.decode(AAD), pt);
        byte[] ct = new byte[pt.length];
        for (int i = 0; i < ct.length; i++) {
            ct[i] = m.ctBlocks().get(i / 16)[i % 16];
        }
        if (!Arrays.equals(ct, Hex.decode(CT)) || !Arrays.equals(m.tag(), Hex.decode(TAG))) {
            throw new IllegalStateException("iotcrypt-core's SM4-CCM disagrees with RFC 8998 A.2");
        }
        return m;
    }
}
