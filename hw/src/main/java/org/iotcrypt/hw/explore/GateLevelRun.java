package org.iotcrypt.hw.explore;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.iotcrypt.hw.eda.CellLibrary;
import org.iotcrypt.hw.eda.Iverilog;
import org.iotcrypt.hw.eda.Yosys;

/**
 * The gate-level simulation of a design's flat netlist: its cell library's models with their
 * specify path delays ({@code iverilog -gspecify}), so glitches are real toggles and a netlist
 * that missed the testbench's clock would sample wrong values; the same testbench as at RTL, run with
 * {@code +vcd} so it dumps the dut's own nets over its power windows. The transcript is kept as
 * {@value #TRANSCRIPT} beside the netlist.
 */
final class GateLevelRun {

    /** The file the simulation's transcript is kept in. */
    static final String TRANSCRIPT = "gate.log";

    /** The value change dump the testbench writes with {@code +vcd}. */
    static final String VCD = "dut.vcd";

    /** The check of the transcript and where the dump is (null if the testbench wrote none). */
    record Result(SimulationCheck.Outcome outcome, Path vcd) {
    }

    private GateLevelRun() {
    }

    /**
     * Simulates {@code netlist} under {@code testbench} in {@code workDir} and checks the
     * transcript as at RTL, with the RTL's cycle count {@code rtlCycles} required.
     */
    static Result run(Path workDir, CellLibrary library, Path netlist, Path testbench, SimulationCheck check,
            String rtlCycles, long timeoutSeconds) throws IOException {
        Files.deleteIfExists(workDir.resolve(VCD));
        String printed = Iverilog.simulate(workDir, "tb", List.of(library.verilog(), netlist, testbench), true,
                List.of("+vcd"), timeoutSeconds);
        Files.writeString(workDir.resolve(TRANSCRIPT), printed, StandardCharsets.UTF_8);
        Path vcd = workDir.resolve(VCD);
        return new Result(check.check(printed, rtlCycles), Files.isRegularFile(vcd) ? vcd : null);
    }
}
