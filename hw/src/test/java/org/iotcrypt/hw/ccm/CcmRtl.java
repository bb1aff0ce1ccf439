package org.iotcrypt.hw.ccm;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The sm4_ccm RTL sources (tests run in the module folder) and its configurations, named as the
 * paper's Figure 9 names schemes: c (0 S1SM4, 1 P2SM4, 2 GB2SM4), k (0 OffKS, 1 OnKP, 2 OnKS),
 * n (0 NLT1, 1 NLT2, 2 NLT4), s (0 LUT, 1 CFA, 2 DSE).
 */
final class CcmRtl {

    private static final Path SM4 = Path.of("rtl", "sm4");
    private static final Path CCM = Path.of("rtl", "ccm");

    /** One scheme: CCM, ARCH, SBOXES (1, 2, 4) and SBOX_KIND parameters of sm4_ccm. */
    record Config(int ccm, int arch, int sboxes, int sboxKind) {

        /** The paper's name, e.g. c0k1n2s0. */
        String name() {
            int n = sboxes == 1 ? 0 : sboxes == 2 ? 1 : 2;
            return "c" + ccm + "k" + arch + "n" + n + "s" + sboxKind;
        }
    }

    private CcmRtl() {
    }

    /** The S-boxes, NLT, round functions, the three cores, sm4_core and sm4_ccm. */
    static List<Path> sources() {
        List<Path> sources = new ArrayList<>();
        for (String f : new String[] {"sbox_lut.v", "sbox_cfa.v", "sbox_dse.v", "sbox.v", "nlt.v", "rf.v",
                "core_offks.v", "core_onkp.v", "core_onks.v", "core.v"}) {
            sources.add(SM4.resolve(f));
        }
        sources.add(CCM.resolve("ccm.v"));
        return sources;
    }
}
