package org.iotcrypt.hw.sm4;

import java.io.IOException;
import java.nio.file.Path;
import org.iotcrypt.hw.sm4.Sm4Rtl.SboxKind;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Every S-box candidate at RTL in Icarus, on all 256 inputs, against GB/T 32907's table. */
class SboxSimulationTest {

    @ParameterizedTest
    @EnumSource(SboxKind.class)
    void candidateModule(SboxKind kind, @TempDir Path dir) throws IOException {
        SboxTestbench.checkExhaustively(dir, kind.module + " dut (.in(in), .out(out));", Sm4Rtl.sboxes());
    }

    @ParameterizedTest
    @EnumSource(SboxKind.class)
    void kindSelectingWrapper(SboxKind kind, @TempDir Path dir) throws IOException {
        SboxTestbench.checkExhaustively(dir, "sm4_sbox #(.KIND(" + kind.kind + ")) dut (.in(in), .out(out));",
                Sm4Rtl.sboxes());
    }
}
