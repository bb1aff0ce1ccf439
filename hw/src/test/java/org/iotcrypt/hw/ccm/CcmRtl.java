package org.iotcrypt.hw.ccm;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The sm4_ccm RTL sources, as paths relative to the module folder the tests run in.
 */
final class CcmRtl {

    private static final Path SM4 = Path.of("rtl", "sm4");
    private static final Path CCM = Path.of("rtl", "ccm");

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
