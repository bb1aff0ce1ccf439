package org.iotcrypt.hw.ccm;

/**
 * One SM4-CCM scheme as sm4_ccm's parameters, named as the paper's Figure 9 names schemes:
 * c (0 S1SM4, 1 P2SM4, 2 GB2SM4), k (0 OffKS, 1 OnKP, 2 OnKS), n (0 NLT1, 1 NLT2, 2 NLT4),
 * s (0 LUT, 1 CFA, 2 DSE).
 *
 * @param ccm sm4_ccm's CCM parameter
 * @param arch its ARCH parameter (the SM4 core)
 * @param sboxes its SBOXES parameter (1, 2 or 4)
 * @param sboxKind its SBOX_KIND parameter
 */
public record CcmConfig(int ccm, int arch, int sboxes, int sboxKind) {

    /** The paper's name, e.g. c0k1n2s0. */
    public String name() {
        int n = sboxes == 1 ? 0 : sboxes == 2 ? 1 : 2;
        return "c" + ccm + "k" + arch + "n" + n + "s" + sboxKind;
    }
}
