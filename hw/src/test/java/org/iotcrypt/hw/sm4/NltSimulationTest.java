package org.iotcrypt.hw.sm4;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.iotcrypt.hw.sm4.Sm4Rtl.SboxKind;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** {@code sm4_nlt} for 1, 2 and 4 S-boxes of each kind at RTL, as {@link NltTestbench} checks it. */
class NltSimulationTest {

    static Stream<Arguments> variants() {
        List<Arguments> all = new ArrayList<>();
        for (int sboxes : new int[] {1, 2, 4}) {
            for (SboxKind kind : SboxKind.values()) {
                all.add(Arguments.of(sboxes, kind));
            }
        }
        return all.stream();
    }

    @ParameterizedTest(name = "NLT{0} {1}")
    @MethodSource("variants")
    void substitutesEveryByteInFourOverSboxesCycles(int sboxes, SboxKind kind, @TempDir Path dir)
            throws IOException {
        NltTestbench.check(dir, NltTestbench.instance("sm4_nlt", sboxes, kind.kind), Sm4Rtl.nlt(), sboxes,
                0x5b0c5 + 31L * sboxes + kind.kind);
    }
}
