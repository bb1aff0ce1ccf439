package org.iotcrypt.hw.sm4;

import java.nio.file.Path;
import java.util.List;
import org.iotcrypt.hw.explore.RtlSources;

/**
 * The SM4 RTL files under {@code hw/rtl/sm4} (tests run in the module folder; the lists are the
 * explorer's {@link RtlSources}) and the S-box kinds.
 */
final class Sm4Rtl {

    private static final RtlSources SOURCES = new RtlSources(Path.of("rtl"));

    /** The S-box candidates: KIND parameter value and module of each. */
    enum SboxKind {
        LUT(0, "sm4_sbox_lut"),
        CFA(1, "sm4_sbox_cfa"),
        DSE(2, "sm4_sbox_dse");

        final int kind;
        final String module;

        SboxKind(int kind, String module) {
            this.kind = kind;
            this.module = module;
        }
    }

    private Sm4Rtl() {
    }

    /** The S-box sources: the three candidates and the KIND-selecting {@code sm4_sbox}. */
    static List<Path> sboxes() {
        return SOURCES.sm4Sboxes();
    }

    /** The sources of {@code sm4_nlt}. */
    static List<Path> nlt() {
        return SOURCES.sm4Nlt();
    }

    /** The sources of {@code sm4_core}: the NLT's, the round functions and the three architectures. */
    static List<Path> core() {
        return SOURCES.sm4Core();
    }
}
