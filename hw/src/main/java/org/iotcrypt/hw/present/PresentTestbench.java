package org.iotcrypt.hw.present;

import java.security.GeneralSecurityException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.iotcrypt.hw.eda.TestbenchClock;
import org.iotcrypt.present.Present;
import org.iotcrypt.vectors.VectorFile;

/**
 * Stimuli, expected values and a generated Verilog testbench for the PRESENT-80 datapaths in
 * {@code hw/rtl/present}, shared by the tests and the explorer. Expected ciphertexts come from the CHES 2007 vectors or from
 * iotcrypt-core's software {@link Present}, never from the RTL.
 */
public final class PresentTestbench {

    private static final Pattern RESULT = Pattern.compile("^R (\\d+) ([0-9a-fx]{16}) (\\d+) (\\d) (\\d) (\\d)$",
            Pattern.MULTILINE);

    private PresentTestbench() {
    }

    /** One block: key (10 bytes), plaintext and expected ciphertext (8 bytes each), big-endian hex. */
    public record Block(String key, String plaintext, String ciphertext) {
    }

    /**
     * What the testbench saw for one block: the ciphertext when done rose, the clock edges from
     * the one sampling start to the one raising done (both counted), whether busy stayed high in
     * between, for how many of the three cycles from done's rise done was high, and whether the
     * ciphertext stayed put over them.
     */
    public record Observed(int index, String ciphertext, int cycles, boolean busyHigh, int doneCycles, boolean held) {
    }

    /** Cycles per block of our design: 32 passes of 64/width cycles plus the load edge. */
    public static int cyclesPerBlock(int width) {
        return 32 * (64 / width) + 1;
    }

    /** Flip-flops of our design: state 64, key 80, round counter 5, phase log2(64/width), busy, done. */
    public static int flipFlops(int width) {
        return 64 + 80 + 5 + Integer.numberOfTrailingZeros(64 / width) + 2;
    }

    /** The four CHES 2007 PRESENT-80 known answers (iotcrypt-vectors' ches2007-present80.txt). */
    public static List<Block> ches2007() {
        List<Block> blocks = new ArrayList<>();
        for (VectorFile.Vector v : VectorFile.load("ches2007-present80.txt")) {
            blocks.add(new Block(v.get("key"), v.get("plaintext"), v.get("ciphertext")));
        }
        if (blocks.size() != 4) {
            throw new IllegalStateException("expected 4 CHES 2007 vectors, read " + blocks.size());
        }
        return blocks;
    }

    /** {@code count} random key/plaintext pairs, ciphertexts from the software PRESENT-80. */
    public static List<Block> random(long seed, int count) throws GeneralSecurityException {
        Random rnd = new Random(seed);
        List<Block> blocks = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            byte[] key = new byte[Present.KEY_LENGTH_80];
            byte[] pt = new byte[Present.BLOCK_SIZE];
            rnd.nextBytes(key);
            rnd.nextBytes(pt);
            byte[] ct = new byte[Present.BLOCK_SIZE];
            new Present(key).encryptBlock(pt, 0, ct, 0);
            blocks.add(new Block(HexFormat.of().formatHex(key), HexFormat.of().formatHex(pt), HexFormat.of().formatHex(ct)));
        }
        return blocks;
    }

    /** A testbench for module {@code top} running {@code blocks}, without power windows (see the next). */
    public static String testbench(String top, List<Block> blocks, int width) {
        return testbench(top, blocks, width, 0);
    }

    /**
     * A testbench for module {@code top} (the common interface) running {@code blocks} one after
     * the other. After each start it scrambles the key and plaintext inputs and pulses start
     * again mid-block, which the core must ignore. Inputs change at the falling edge and outputs
     * are sampled just before the next rising edge ({@link TestbenchClock}, 100 MHz unless given), so
     * the same text checks a gate-level netlist with path delays. For each of the first
     * {@code windowBlocks} blocks it prints {@code WINDOW <from_ps> <to_ps>}, that encryption's
     * power window (from the rising edge that samples start to one period after the edge that
     * raises done: as many periods as the block's cycles); with plusarg {@code +vcd} it dumps
     * the dut's nets (one level) to {@code dut.vcd} until those blocks are done.
     */
    public static String testbench(String top, List<Block> blocks, int width, int windowBlocks) {
        return testbench(top, blocks, width, windowBlocks, TestbenchClock.PAPER);
    }

    /** As {@link #testbench(String, List, int, int)}, its clock {@code clock}. */
    public static String testbench(String top, List<Block> blocks, int width, int windowBlocks,
            TestbenchClock clock) {
        String sample = "#" + clock.toSample() + ";\n";
        int limit = 2 * cyclesPerBlock(width);
        StringBuilder sb = new StringBuilder("`timescale 1ns/10ps\nmodule tb;\n")
                .append("  reg clk = 0, rst = 1, start = 0;\n  reg [79:0] key = 0;\n  reg [63:0] pt = 0;\n")
                .append("  wire busy, done;\n  wire [63:0] ct;\n")
                .append("  ").append(top).append(" dut(.clk(clk), .rst(rst), .start(start), .key(key), ")
                .append(".plaintext(pt), .busy(busy), .done(done), .ciphertext(ct));\n")
                .append("  always #").append(clock.half()).append(" clk = ~clk;\n")
                .append("  integer cycles, busy_ok, done_cycles, held, j;\n  reg [63:0] c0;\n  real w0;\n")
                .append("  task run(input integer i, input [79:0] k, input [63:0] p, input integer window);\n  begin\n")
                .append("    key = k; pt = p; start = 1;\n")
                .append("    @(posedge clk) w0 = $realtime; cycles = 1;\n")
                .append("    @(negedge clk) start = 0; key = ~k; pt = ~p; busy_ok = 1;\n")
                .append("    ").append(sample)
                .append("    while (done !== 1'b1 && cycles < ").append(limit).append(") begin\n")
                .append("      if (busy !== 1'b1) busy_ok = 0;\n")
                .append("      @(posedge clk) cycles = cycles + 1;\n")
                .append("      @(negedge clk) start = (cycles == 7);\n")
                .append("      ").append(sample)
                .append("    end\n")
                .append("    c0 = ct; done_cycles = 0; held = 1;\n")
                .append("    for (j = 0; j < 3; j = j + 1) begin\n")
                .append("      if (done === 1'b1) done_cycles = done_cycles + 1;\n")
                .append("      if (ct !== c0) held = 0;\n")
                .append("      @(posedge clk);\n")
                .append("      if (j == 0 && window) $display(\"WINDOW %0d %0d\", $rtoi(w0 * 1000.0 + 0.5), ")
                .append("$rtoi($realtime * 1000.0 + 0.5));\n")
                .append("      @(negedge clk);\n")
                .append("      if (j < 2) ").append(sample)
                .append("    end\n")
                .append("    $display(\"R %0d %h %0d %0d %0d %0d\", i, c0, cycles, busy_ok, done_cycles, held);\n")
                .append("  end\n  endtask\n")
                .append("  initial begin\n")
                .append("    if ($test$plusargs(\"vcd\")) begin $dumpfile(\"dut.vcd\"); $dumpvars(1, dut); end\n")
                .append("    @(negedge clk); @(negedge clk); rst = 0;\n");
        for (int i = 0; i < blocks.size(); i++) {
            Block b = blocks.get(i);
            sb.append("    run(").append(i).append(", 80'h").append(b.key()).append(", 64'h").append(b.plaintext())
                    .append(", ").append(i < windowBlocks ? 1 : 0).append(");\n");
            if (i + 1 == windowBlocks) {
                sb.append("    if ($test$plusargs(\"vcd\")) $dumpoff;\n");
            }
        }
        return sb.append("    $finish;\n  end\nendmodule\n").toString();
    }

    /** The per-block lines the testbench printed, in order. */
    public static List<Observed> parse(String printed) {
        List<Observed> out = new ArrayList<>();
        Matcher m = RESULT.matcher(printed);
        while (m.find()) {
            out.add(new Observed(Integer.parseInt(m.group(1)), m.group(2), Integer.parseInt(m.group(3)),
                    m.group(4).equals("1"), Integer.parseInt(m.group(5)), m.group(6).equals("1")));
        }
        return out;
    }
}
