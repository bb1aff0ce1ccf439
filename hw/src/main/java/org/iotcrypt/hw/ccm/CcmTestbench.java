package org.iotcrypt.hw.ccm;

import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import org.iotcrypt.hw.eda.InstancesTop;
import org.iotcrypt.hw.eda.TestbenchClock;

/**
 * Writes a Verilog testbench that drives one sm4_ccm per configuration, all on one clock, through
 * the same messages. Per message the host pulses key_load and start together (the paper counts
 * cycles from loading the key), offers the input blocks with in_valid and takes the ciphertext
 * with out_ready: at once for even-numbered messages, slowly for odd ones (a block offered every
 * other cycle, out_ready once in 200 cycles, longer than most steps, so a finished block
 * waits for the host), so back-pressure on both streams is exercised.
 * Timing ({@link TestbenchClock}: 100 MHz unless a slower clock is asked for) holds for a
 * gate-level netlist with path delays as well as for RTL: inputs change at the falling edge,
 * outputs are sampled just before the next rising edge, when a netlist that meets the clock has settled.
 * Printed lines: {@code CT <id> <msg> <index> <ok|bad> <block>} per ciphertext block,
 * {@code TAG <id> <msg> <cycles> <ok|bad> <tag> <blocks out>} when tag_valid rises (cycles from
 * the key_load cycle to the first cycle tag_valid is up), {@code FAIL <id> <why>} on a
 * protocol error, and for message 0 of configuration 0 {@code WINDOW <from_ps> <to_ps>}: its
 * power window, from the rising edge that samples key_load to one period after the edge that
 * raises tag_valid (as many clock periods as the cycles counted). Run with plusarg {@code +vcd},
 * the testbench dumps that configuration's dut nets (one level, not the cells' insides) to
 * {@code dut.vcd} until message 0 is done. Inputs are scrambled when not offered, so the design must latch them. A
 * message with the same key as the one before it is sent without key_load (the key is reused).
 */
public final class CcmTestbench {

    /**
     * Cycles a message may take before the testbench gives up on its tag: a base, and more a block
     * the host sends, so that a 1 KiB packet on the slowest scheme (about 450 cycles a block) fits
     * and a hung design still ends.
     */
    private static final int TIMEOUT_CYCLES = 20000;
    private static final int TIMEOUT_CYCLES_A_BLOCK = 1000;

    private CcmTestbench() {
    }

    /** The testbench (module {@code tb}) running {@code messages} through each of {@code configs}. */
    public static String generate(List<CcmConfig> configs, List<CcmMessage> messages) {
        return generate(configs, messages, null);
    }

    /**
     * As {@link #generate(List, List)}, but with {@code netlistTop} (if not null) instantiated
     * without parameters instead of sm4_ccm: a synthesized netlist of the configuration.
     */
    public static String generate(List<CcmConfig> configs, List<CcmMessage> messages, String netlistTop) {
        return generate(configs, messages, netlistTop, TestbenchClock.PAPER);
    }

    /** As {@link #generate(List, List, String)}, its clock {@code clock}. */
    public static String generate(List<CcmConfig> configs, List<CcmMessage> messages, String netlistTop,
            TestbenchClock clock) {
        return generate(configs, messages, netlistTop, false, clock);
    }

    /**
     * The testbench for side-channel traces of {@code netlistTop} (configuration 0 only): every
     * message at full speed (no back-pressure, so equal messages take equal cycles), the dump kept
     * on to the end, and for every message {@code TRACE <msg> <from_ps> <cycles>}: from the rising
     * edge that samples start, as many clock periods as the cycles counted to tag_valid.
     */
    public static String generateTraces(CcmConfig config, List<CcmMessage> messages, String netlistTop,
            TestbenchClock clock) {
        return generate(List.of(config), messages, netlistTop, true, clock);
    }

    /**
     * One message's {@code TRACE} line of a {@link #generateTraces} transcript.
     *
     * @param message the message's index
     * @param fromPs the rising edge that samples start, picoseconds
     * @param cycles the cycles counted from there to tag_valid
     */
    public record Trace(int message, long fromPs, int cycles) {
    }

    /** The {@code TRACE} lines of {@code printed}, in order. */
    public static List<Trace> traces(String printed) {
        List<Trace> traces = new ArrayList<>();
        for (String line : printed.split("\n")) {
            String[] f = line.trim().split("\\s+");
            if (f[0].equals("TRACE")) {
                traces.add(new Trace(Integer.parseInt(f[1]), Long.parseLong(f[2]), Integer.parseInt(f[3])));
            }
        }
        return traces;
    }

    private static String generate(List<CcmConfig> configs, List<CcmMessage> messages, String netlistTop,
            boolean traces, TestbenchClock clock) {
        String sample = "#" + clock.toSample();
        // the normal bench slows the host down on odd messages; traces need every message alike
        String fastHost = traces ? "1'b1" : "(m % 2 == 0)";
        int inTotal = messages.stream().mapToInt(m -> m.inBlocks().size()).sum();
        int ctTotal = messages.stream().mapToInt(m -> m.ctBlocks().size()).sum();
        StringBuilder v = new StringBuilder();
        v.append("`timescale 1ns/10ps\n")
                .append("module tb_ccm #(parameter CCM = 0, parameter ARCH = 0, parameter SBOXES = 4, parameter KIND = 0,\n")
                .append("    parameter ID = 0) (input clk, output reg finished);\n")
                .append("  reg rst = 1'b1, key_load = 1'b0, start = 1'b0, in_valid = 1'b0, out_ready = 1'b1;\n")
                .append("  reg [127:0] key = 0, in_block = 0;\n")
                .append("  reg [95:0] nonce = 0; reg [15:0] aad_len = 0; reg [23:0] pay_len = 0;\n")
                .append("  wire in_ready, out_valid, tag_valid, busy; wire [127:0] out_block, tag;\n")
                .append("  reg [127:0] inb [0:").append(Math.max(inTotal, 1) - 1).append("];\n")
                .append("  reg [127:0] ctb [0:").append(Math.max(ctTotal, 1) - 1).append("];\n")
                .append("  integer cyc = 0, t0, n, ii, ie, oi, ob, nout;\n")
                .append("  reg xin, xout, over; reg [127:0] lastk; real w0;\n")
                .append("  always @(posedge clk) cyc <= cyc + 1;\n")
                .append(netlistTop == null ? "  sm4_ccm #(.CCM(CCM), .ARCH(ARCH), .SBOXES(SBOXES), .SBOX_KIND(KIND))"
                        : "  " + netlistTop).append(" dut (.clk(clk), .rst(rst),\n")
                .append("      .key_load(key_load), .key(key), .start(start), .nonce(nonce), .aad_len(aad_len),\n")
                .append("      .pay_len(pay_len), .in_valid(in_valid), .in_ready(in_ready), .in_block(in_block),\n")
                .append("      .out_valid(out_valid), .out_ready(out_ready), .out_block(out_block),\n")
                .append("      .tag_valid(tag_valid), .tag(tag), .busy(busy));\n")
                // ib/ie: this message's input blocks inb[ib..ie); ob: its first ciphertext block in ctb.
                .append("  task run(input integer m, input [127:0] k, input [95:0] nn, input [15:0] al,\n")
                .append("      input [23:0] pl, input integer ib, input integer iend, input integer cb,\n")
                .append("      input integer ncb, input [127:0] t, input integer tmo);\n")
                .append("    begin\n")
                .append("      if (busy) $display(\"FAIL %0d busy before start\", ID);\n")
                // The key is loaded only when it differs from the last one: a repeated key is reused.
                .append("      key = k; nonce = nn; aad_len = al; pay_len = pl; key_load = (m == 0) || (k !== lastk); start = 1'b1;\n")
                .append("      lastk = k;\n")
                .append("      ii = ib; oi = 0; n = 0; t0 = cyc; over = 1'b0;\n")
                .append("      @(posedge clk) w0 = $realtime;\n")
                .append("      @(negedge clk);\n")
                .append("      key = ~k; nonce = ~nn; aad_len = ~al; pay_len = ~pl; key_load = 1'b0; start = 1'b0;\n")
                .append("      while (!over) begin\n")
                // A slow host (odd messages) offers blocks every other cycle and reads once in 200.
                .append("        out_ready = ").append(fastHost).append(" || (n % 200 == 199);\n")
                .append("        in_valid = (ii < iend) && (").append(fastHost).append(" || (n % 2 == 1));\n")
                .append("        in_block = in_valid ? inb[ii] : ~128'd0;\n")
                .append("        ").append(sample).append(";\n")
                .append("        if (tag_valid || n >= tmo) over = 1'b1;\n")
                .append("        else begin\n")
                .append("          xin = in_valid && in_ready; xout = out_valid && out_ready;\n")
                .append("          if (xout) begin\n")
                .append("            if (oi >= ncb) $display(\"FAIL %0d msg %0d extra ciphertext block\", ID, m);\n")
                .append("            else $display(\"CT %0d %0d %0d %0s %h\", ID, m, oi, out_block === ctb[cb + oi] ? \"ok\" : \"bad\", out_block);\n")
                .append("            oi = oi + 1;\n")
                .append("          end\n")
                .append("          @(negedge clk); n = n + 1;\n")
                .append("          if (xin) ii = ii + 1;\n")
                .append("        end\n")
                .append("      end\n")
                .append("      if (!tag_valid) $display(\"FAIL %0d msg %0d tag timeout\", ID, m);\n")
                .append("      if (ii != iend) $display(\"FAIL %0d msg %0d took %0d of %0d blocks\", ID, m, ii - ib, iend - ib);\n")
                .append("      $display(\"TAG %0d %0d %0d %0s %h %0d\", ID, m, cyc - t0, tag === t ? \"ok\" : \"bad\", tag, oi);\n")
                .append(traces ? "      $display(\"TRACE %0d %0d %0d\", m, $rtoi(w0 * 1000.0 + 0.5), cyc - t0);\n" : "")
                .append("      @(posedge clk);\n")
                .append("      if (m == 0 && ID == 0) $display(\"WINDOW %0d %0d\", $rtoi(w0 * 1000.0 + 0.5), $rtoi($realtime * 1000.0 + 0.5));\n")
                .append("      @(negedge clk); ").append(sample).append(";\n")
                .append("      if (!tag_valid || tag !== t) $display(\"FAIL %0d msg %0d tag not held\", ID, m);\n")
                .append("      @(negedge clk);\n")
                .append("    end\n")
                .append("  endtask\n")
                .append("  initial begin\n")
                .append("    finished = 1'b0;\n")
                .append("    if (ID == 0 && $test$plusargs(\"vcd\")) begin $dumpfile(\"dut.vcd\"); $dumpvars(1, dut); end\n");
        int in = 0;
        int ct = 0;
        for (CcmMessage m : messages) {
            for (byte[] b : m.inBlocks()) {
                v.append("    inb[").append(in++).append("] = 128'h").append(HexFormat.of().formatHex(b)).append(";\n");
            }
            for (byte[] b : m.ctBlocks()) {
                v.append("    ctb[").append(ct++).append("] = 128'h").append(HexFormat.of().formatHex(b)).append(";\n");
            }
        }
        v.append("    @(negedge clk); @(negedge clk); rst = 1'b0; @(negedge clk);\n");
        in = 0;
        ct = 0;
        for (int i = 0; i < messages.size(); i++) {
            CcmMessage m = messages.get(i);
            v.append("    run(").append(i).append(", 128'h").append(HexFormat.of().formatHex(m.key()))
                    .append(", 96'h").append(HexFormat.of().formatHex(m.nonce()))
                    .append(", 16'd").append(m.aad().length)
                    .append(", 24'd").append(m.plaintext().length)
                    .append(", ").append(in).append(", ").append(in + m.inBlocks().size())
                    .append(", ").append(ct).append(", ").append(m.ctBlocks().size())
                    .append(", 128'h").append(HexFormat.of().formatHex(m.tag()))
                    .append(", ").append(TIMEOUT_CYCLES + TIMEOUT_CYCLES_A_BLOCK * m.inBlocks().size()).append(");\n");
            in += m.inBlocks().size();
            ct += m.ctBlocks().size();
            if (i == 0 && !traces) {
                v.append("    if (ID == 0 && $test$plusargs(\"vcd\")) $dumpoff;\n");
            }
        }
        v.append("    finished = 1'b1;\n")
                .append("  end\n")
                .append("endmodule\n\n");
        v.append(InstancesTop.tb("tb_ccm", clock, configs.stream().map(c -> ".CCM(" + c.ccm() + "), .ARCH(" + c.arch()
                + "), .SBOXES(" + c.sboxes() + "), .KIND(" + c.sboxKind() + ")").toList()));
        return v.toString();
    }
}
