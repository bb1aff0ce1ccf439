package org.iotcrypt.hw.sm4;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The SM4 RTL files under {@code hw/rtl/sm4} (tests run in the module folder), the S-box kinds,
 * and the sm4_core configurations with the cycle counts core.v documents.
 */
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

    /** One sm4_core configuration: ARCH 0 OffKS, 1 OnKP, 2 OnKS; SBOXES 1, 2, 4; SBOX_KIND 0 LUT, 1 CFA, 2 DSE. */
    record Config(int arch, int sboxes, int sboxKind) {

        private static final String[] ARCH_NAMES = {"OffKS", "OnKP", "OnKS"};

        String name() {
            return ARCH_NAMES[arch] + "_NLT" + sboxes + "_" + SboxKind.values()[sboxKind];
        }

        /** Cycles per round of one round function: the NLT's 4 / SBOXES. */
        int roundCycles() {
            return 4 / sboxes;
        }

        /** Cycles from the key_load pulse to the first cycle key_ready is up. */
        int keyCycles() {
            return switch (arch) {
                case 0 -> 32 * roundCycles() + 1;
                case 1 -> roundCycles() + 1;
                default -> 1;
            };
        }

        /** Cycles from the start pulse to the done pulse. */
        int blockCycles() {
            return (arch == 2 ? 64 : 32) * roundCycles();
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

    /** The sources of {@code sm4_core}: the NLT's, the round functions and the three architectures. */
    static List<Path> core() {
        List<Path> sources = new ArrayList<>(nlt());
        for (String f : new String[] {"rf.v", "core_offks.v", "core_onkp.v", "core_onks.v", "core.v"}) {
            sources.add(DIR.resolve(f));
        }
        return sources;
    }
}
