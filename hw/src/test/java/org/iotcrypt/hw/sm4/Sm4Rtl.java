package org.iotcrypt.hw.sm4;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The SM4 RTL files under {@code hw/rtl/sm4} (tests run in the module folder) and the S-box kinds. */
final class Sm4Rtl {

    private static final Path DIR = Path.of("rtl", "sm4");

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
        return List.of(DIR.resolve("sbox_lut.v"), DIR.resolve("sbox_cfa.v"), DIR.resolve("sbox_dse.v"),
                DIR.resolve("sbox.v"));
    }

    /** The sources of {@code sm4_nlt}. */
    static List<Path> nlt() {
        List<Path> sources = new ArrayList<>(sboxes());
        sources.add(DIR.resolve("nlt.v"));
        return sources;
    }
}
