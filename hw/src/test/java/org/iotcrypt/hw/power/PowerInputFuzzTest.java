package org.iotcrypt.hw.power;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.iotcrypt.hw.eda.EdaException;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Fuzz targets for the hardware explorer's readers of tool output (issue 12, point 11): the VCD
 * reader and the Liberty reader (internal-power tables included). Property: only their documented exceptions (EdaException for
 * an ill-formed input, and for the VCD reader the stream's IOException, which VcdActivity wraps).
 */
class PowerInputFuzzTest {

    static Stream<Arguments> vcd() throws IOException {
        Path file = Files.createTempFile("seed", ".vcd");
        try {
            SyntheticVcd.write(file, 4, 12);
            return Stream.of(Arguments.of((Object) Files.readAllBytes(file)));
        } finally {
            Files.delete(file);
        }
    }

    @MethodSource
    @FuzzTest(maxDuration = "10m", maxExecutions = 1_000_000)
    void vcd(byte[] input) {
        VcdReader r = new VcdReader(new ByteArrayInputStream(input), "fuzz.vcd");
        long[] told = {0, -1};
        try {
            r.header("tb.dut");
            // the per-timestamp counts CycleToggles buckets: positive, in time order, and in sum the
            // toggles counted per bit
            r.sink((timePs, bits) -> {
                assertTrue(bits > 0 && timePs >= told[1], "a timestamp's toggles: " + bits + " at " + timePs);
                told[0] += bits;
                told[1] = timePs;
            });
            long end = r.body(0, Long.MAX_VALUE);
            assertTrue(end >= 0, "a dump ends at a time >= 0");
            assertEquals(java.util.Arrays.stream(r.toggles()).sum(), told[0], "toggles told = toggles counted");
        } catch (EdaException | IOException refused) {
            // documented: a malformed dump
        }
    }

    static Stream<Arguments> liberty() {
        String tiny = "library(tiny) {\n  time_unit : \"1ns\";\n  voltage_unit : \"1V\";\n  capacitive_load_unit (1,pf);\n"
                + "  leakage_power_unit : \"1nW\";\n  nom_voltage : 1.8;\n  cell (INV) {\n    area : 1;\n"
                + "    cell_leakage_power : 2;\n    pin (A) { direction : input; capacitance : 0.01; }\n"
                + "    pin (Y) { direction : output; function : \"!A\"; }\n  }\n}\n";
        // with internal-power tables: a 2-D one placed by its template and a passive 1-D one
        String tables = tiny.replace("  cell (INV) {", "  power_lut_template(e) { variable_1 : total_output_net_capacitance;\n"
                + "    variable_2 : input_transition_time; index_1 (\"1, 2\"); index_2 (\"1, 2\"); }\n"
                + "  power_lut_template(p) { variable_1 : input_transition_time; index_1 (\"1, 2\"); }\n  cell (INV) {")
                .replace("capacitance : 0.01; }", "capacitance : 0.01;\n      internal_power() { rise_power(p) { index_1 (\"0.1, 0.2\"); "
                        + "values (\"1, 2\"); } fall_power(p) { index_1 (\"0.1, 0.2\"); values (\"1, 2\"); } } }")
                .replace("function : \"!A\"; }", "function : \"!A\";\n      internal_power() { related_pin : \"A\"; "
                        + "rise_power(e) { index_1 (\"0.01, 0.02\"); index_2 (\"0.1, 0.2\"); values (\"1, 2\", \"3, 4\"); } "
                        + "fall_power(e) { index_1 (\"0.01, 0.02\"); index_2 (\"0.1, 0.2\"); values (\"1, 2\", \"3, 4\"); } } }");
        return Stream.of(Arguments.of((Object) tiny.getBytes(StandardCharsets.ISO_8859_1)),
                Arguments.of((Object) tables.getBytes(StandardCharsets.ISO_8859_1)));
    }

    @MethodSource
    @FuzzTest(maxDuration = "10m", maxExecutions = 1_000_000)
    void liberty(byte[] input) {
        try {
            // the whole reader: groups, units, cells, and the internal-power tables' shapes and axes
            Liberty.parse(new String(input, StandardCharsets.ISO_8859_1), "fuzz.lib");
        } catch (EdaException refused) {
            // documented: an ill-formed library
        }
    }
}
