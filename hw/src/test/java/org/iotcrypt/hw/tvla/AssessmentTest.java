package org.iotcrypt.hw.tvla;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.iotcrypt.hw.eda.Iverilog;
import org.iotcrypt.hw.power.CycleToggles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * TVLA end to end on toy circuits simulated with Icarus: a register that loads its input from
 * zero toggles as many bits as the input has ones (the fixed input 0xff: 8, random inputs: 4 on
 * average), so it leaks; a register that loads the input XOR a fresh random mask leaks nothing
 * first-order. The control (random against random) flags neither; Welch's t is checked against a
 * hand calculation.
 */
class AssessmentTest {

    /** An 8-bit register cleared, then loaded: its toggles at the load are the ones of its input. */
    private static final String REG8 = "module reg8(input clk, input clr, input go, input [7:0] d, output reg [7:0] q);\n"
            + "  always @(posedge clk) if (clr) q <= 0; else if (go) q <= d;\nendmodule\n";

    /** The traces of the two toys and each trace's class. */
    private record Run(double[][] leaky, double[][] masked, boolean[] fixed) {
    }

    /**
     * {@code traces} traces: each a clearing cycle and a loading cycle, the input 0xff (fixed) or
     * random, chosen at random; the leaky toy loads it, the masked toy loads it XOR a fresh mask.
     */
    private static Run simulate(Path dir, int traces) throws IOException {
        Random random = new Random(45);
        boolean[] fixed = new boolean[traces];
        StringBuilder tb = new StringBuilder("`timescale 1ns/10ps\nmodule tb;\n  reg clk = 0, clr = 1, go = 0;\n"
                + "  reg [7:0] d = 0, m = 0;\n  always #5 clk = ~clk;\n"
                + "  reg8 leaky(.clk(clk), .clr(clr), .go(go), .d(d), .q());\n"
                + "  reg8 masked(.clk(clk), .clr(clr), .go(go), .d(d ^ m), .q());\n"
                + "  initial begin\n    $dumpfile(\"toys.vcd\"); $dumpvars(1, leaky); $dumpvars(1, masked);\n");
        for (int i = 0; i < traces; i++) {
            fixed[i] = random.nextBoolean();
            int d = fixed[i] ? 0xff : random.nextInt(256);
            tb.append(String.format(Locale.ROOT, "    @(negedge clk); clr = 1; go = 0; d = 8'd%d; m = 8'd%d;%n", d,
                    random.nextInt(256)))
                    .append("    @(posedge clk); $display(\"TRACE %0d\", $rtoi($realtime * 1000.0 + 0.5));\n")
                    .append("    @(negedge clk); clr = 0; go = 1;\n    @(posedge clk);\n")
                    // a quiet cycle (q reloads the same value), so the next trace's inputs change
                    // after this one's window
                    .append("    @(posedge clk);\n");
        }
        tb.append("    @(negedge clk); go = 0; @(negedge clk); @(negedge clk); $finish;\n  end\nendmodule\n");
        Path reg8 = Files.writeString(dir.resolve("reg8.v"), REG8);
        Path bench = Files.writeString(dir.resolve("tb.v"), tb.toString());
        String out = Iverilog.simulate(dir, "tb", List.of(reg8, bench), 120);
        List<CycleToggles.Window> windows = new ArrayList<>();
        out.lines().filter(l -> l.startsWith("TRACE ")).forEach(l -> windows.add(
                new CycleToggles.Window(Long.parseLong(l.substring(6).trim()), 2)));
        assertEquals(traces, windows.size(), out);
        Path vcd = dir.resolve("toys.vcd");
        return new Run(CycleToggles.read(vcd, "tb.leaky", windows, 10_000),
                CycleToggles.read(vcd, "tb.masked", windows, 10_000), fixed);
    }

    @Test
    void theLeakyToyFlagsTheMaskedOneDoesNotAndNeitherControlDoes(@TempDir Path dir) throws IOException {
        Run run = simulate(dir, 300);
        // Hand count of one trace: cycle 1 holds the load, HW(d) toggles of q: 8 for 0xff
        int firstFixed = 0;
        while (!run.fixed()[firstFixed]) {
            firstFixed++;
        }
        // q's 8 bits from 0 to 1 at the load and the clock port's two edges, nothing else in that
        // cycle (clr and go changed at the falling edge of cycle 0)
        assertEquals(10, run.leaky()[firstFixed][1], java.util.Arrays.toString(run.leaky()[firstFixed]));
        double[] sigmas = {0, 4, 100};
        List<Assessment.Level> leaky = Assessment.assess(run.leaky(), run.fixed(), sigmas, 7);
        List<Assessment.Level> masked = Assessment.assess(run.masked(), run.fixed(), sigmas, 7);
        Assessment.Level clean = leaky.get(0);
        // flagged at the first check
        assertEquals(Assessment.FIRST_CHECK, clean.tracesNeeded().orElse(-1), clean.text(300));
        assertTrue(clean.maxAbsT() > 10, clean.text(300));
        // more noise needs more traces; 100 toggles of noise against a difference of about 4-8 hides it in 300
        assertTrue(leaky.get(1).tracesNeeded().orElse(Integer.MAX_VALUE) >= clean.tracesNeeded().getAsInt(),
                leaky.get(1).text(300));
        assertTrue(leaky.get(2).tracesNeeded().isEmpty(), leaky.get(2).text(300));
        for (Assessment.Level l : masked) {
            assertTrue(l.tracesNeeded().isEmpty(), "masked toy at sigma " + l.sigma() + ": " + l.text(300));
        }
        for (List<Assessment.Level> toy : List.of(leaky, masked)) {
            for (Assessment.Level l : toy) {
                assertTrue(l.controlMaxAbsT() < Assessment.THRESHOLD, "control: " + l.text(300));
            }
        }
    }

    @Test
    void welchTIsTheHandCalculation() {
        WelchT t = new WelchT(2);
        // group A: 1, 2, 3 (mean 2, variance 1); group B: 4, 6 (mean 5, variance 2) in sample 0
        t.add(true, new double[] {1, 7});
        t.add(true, new double[] {2, 7});
        t.add(true, new double[] {3, 7});
        t.add(false, new double[] {4, 7});
        t.add(false, new double[] {6, 7});
        double expected = (2 - 5) / Math.sqrt(1.0 / 3 + 2.0 / 2);
        assertEquals(expected, t.t()[0], 1e-12);
        assertEquals(0, t.t()[1], 0, "constant and equal: no evidence");
        assertEquals(Math.abs(expected), t.maxAbsT(), 1e-12);
    }
}
