package org.iotcrypt.hw.sm4;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** The SM4 RTL sources under hw/rtl/sm4 and the cycle counts sm4_core documents (core.v). */
final class Sm4Rtl {

    static final Path RTL = Path.of("rtl/sm4");

    /** Test stand-in for the layer-2 NLT, used only while hw/rtl/sm4/nlt.v has not landed. */
    private static final Path NLT_STAND_IN = Path.of("src/test/resources/org/iotcrypt/hw/sm4/nlt_standin.v");

    /** One sm4_core configuration: ARCH 0 OffKS, 1 OnKP, 2 OnKS; SBOXES 1, 2, 4; SBOX_KIND 0 LUT, 1 CFA, 2 DSE. */
    record Config(int arch, int sboxes, int sboxKind) {

        private static final String[] ARCH_NAMES = {"OffKS", "OnKP", "OnKS"};

        String name() {
            return ARCH_NAMES[arch] + "_NLT" + sboxes + "_S" + sboxKind;
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

    /** Every .v under hw/rtl/sm4, plus the NLT stand-in while the real NLT is missing. */
    static List<Path> sources() {
        List<Path> out = new ArrayList<>();
        try (Stream<Path> files = Files.list(RTL)) {
            files.filter(p -> p.toString().endsWith(".v")).sorted().forEach(out::add);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (!Files.exists(RTL.resolve("nlt.v"))) {
            out.add(NLT_STAND_IN);
        }
        return out;
    }
}
