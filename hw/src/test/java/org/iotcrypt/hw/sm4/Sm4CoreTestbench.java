package org.iotcrypt.hw.sm4;

import java.security.GeneralSecurityException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Random;
import org.iotcrypt.hw.eda.InstancesTop;
import org.iotcrypt.sm4.Sm4;
import org.iotcrypt.vectors.VectorFile;

/**
 * Writes a Verilog testbench that drives one sm4_core per configuration, all on one clock, with
 * the same keys and blocks. Each instance loads a key, encrypts that key's blocks, and prints
 * {@code KEY <i> <cycles>} per key_load and {@code BLK <i> <cycles> <ok|bad> <block_out>}
 * per block, i being the configuration's index in the list (cycles counted from the pulse's cycle to the first cycle key_ready, respectively
 * done, is up), plus {@code FAIL <i> <why>} on a protocol error (timeout, busy after done,
 * block_out not held). The key and block inputs are scrambled after their pulses, so the core
 * must have stored them.
 */
final class Sm4CoreTestbench {

    /** A key and the blocks to encrypt under it, with their expected ciphertexts. */
    public record KeyRun(byte[] key, List<byte[]> plaintexts, List<byte[]> ciphertexts) {
    }

    private static final int TIMEOUT_CYCLES = 1000;

    /** GB/T 32907-2016 Appendix A, example 1, from core's {@code vectors/gbt32907-sm4.txt}. */
    private static final VectorFile.Vector GBT_EXAMPLE_1 = VectorFile.load("gbt32907-sm4.txt").get(0);

    private Sm4CoreTestbench() {
    }

    /**
     * The GB/T example, then {@code keys} random keys from {@code seed} with {@code blocksPerKey}
     * random blocks each; expected ciphertexts from iotcrypt-core's {@link Sm4}, which must
     * first reproduce the GB/T example.
     */
    public static List<KeyRun> vectors(long seed, int keys, int blocksPerKey) throws GeneralSecurityException {
        byte[] gbtKey = GBT_EXAMPLE_1.hex("key");
        byte[] gbtPt = GBT_EXAMPLE_1.hex("plaintext");
        byte[] gbtCt = encrypt(gbtKey, gbtPt);
        if (!Arrays.equals(GBT_EXAMPLE_1.hex("ciphertext"), gbtCt)) {
            throw new IllegalStateException("the software SM4 disagrees with GB/T 32907 example 1");
        }
        List<KeyRun> runs = new ArrayList<>();
        runs.add(new KeyRun(gbtKey, List.of(gbtPt), List.of(gbtCt)));
        Random random = new Random(seed);
        for (int k = 0; k < keys; k++) {
            byte[] key = new byte[16];
            random.nextBytes(key);
            List<byte[]> pts = new ArrayList<>();
            List<byte[]> cts = new ArrayList<>();
            for (int b = 0; b < blocksPerKey; b++) {
                byte[] pt = new byte[16];
                random.nextBytes(pt);
                pts.add(pt);
                cts.add(encrypt(key, pt));
            }
            runs.add(new KeyRun(key, pts, cts));
        }
        return runs;
    }

    private static byte[] encrypt(byte[] key, byte[] block) throws GeneralSecurityException {
        byte[] out = new byte[16];
        new Sm4(key).encryptBlock(block, 0, out, 0);
        return out;
    }

    /** The testbench (top module {@code tb}) running {@code runs} on every configuration. */
    public static String generate(List<Sm4CoreConfig> configs, List<KeyRun> runs) {
        StringBuilder v = new StringBuilder();
        v.append("module tb_core #(parameter ARCH = 0, parameter SBOXES = 4, parameter KIND = 0,\n")
                .append("    parameter ID = 0) (input clk, output reg finished);\n")
                .append("  reg rst = 1'b1, key_load = 1'b0, start = 1'b0;\n")
                .append("  reg [127:0] key = 128'd0, block_in = 128'd0, got;\n")
                .append("  wire key_ready, busy, done; wire [127:0] block_out;\n")
                .append("  integer cyc = 0, t0, n;\n")
                .append("  always @(posedge clk) cyc <= cyc + 1;\n")
                .append("  sm4_core #(.ARCH(ARCH), .SBOXES(SBOXES), .SBOX_KIND(KIND)) dut (.clk(clk), .rst(rst),\n")
                .append("      .key_load(key_load), .key(key), .key_ready(key_ready), .start(start),\n")
                .append("      .block_in(block_in), .busy(busy), .done(done), .block_out(block_out));\n")
                .append("  task load(input [127:0] k);\n")
                .append("    begin\n")
                .append("      key = k; key_load = 1'b1; t0 = cyc; @(negedge clk);\n")
                .append("      key = ~k; key_load = 1'b0; n = 0;\n")
                .append("      while (!key_ready && n < ").append(TIMEOUT_CYCLES).append(") begin @(negedge clk); n = n + 1; end\n")
                .append("      if (!key_ready) $display(\"FAIL %0d key_ready timeout\", ID);\n")
                .append("      $display(\"KEY %0d %0d\", ID, cyc - t0);\n")
                .append("    end\n")
                .append("  endtask\n")
                .append("  task enc(input [127:0] p, input [127:0] c);\n")
                .append("    begin\n")
                .append("      if (busy) $display(\"FAIL %0d busy before start\", ID);\n")
                .append("      block_in = p; start = 1'b1; t0 = cyc; @(negedge clk);\n")
                .append("      block_in = ~p; start = 1'b0; n = 0;\n")
                .append("      while (!done && n < ").append(TIMEOUT_CYCLES).append(") begin @(negedge clk); n = n + 1; end\n")
                .append("      if (!done) $display(\"FAIL %0d done timeout\", ID);\n")
                .append("      got = block_out;\n")
                .append("      $display(\"BLK %0d %0d %0s %h\", ID, cyc - t0, got === c ? \"ok\" : \"bad\", got);\n")
                .append("      @(negedge clk);\n")
                .append("      if (done || busy) $display(\"FAIL %0d done or busy after done\", ID);\n")
                .append("      if (block_out !== got) $display(\"FAIL %0d block_out not held\", ID);\n")
                .append("    end\n")
                .append("  endtask\n")
                .append("  initial begin\n")
                .append("    finished = 1'b0;\n")
                .append("    @(negedge clk); @(negedge clk); rst = 1'b0; @(negedge clk);\n");
        for (KeyRun run : runs) {
            v.append("    load(128'h").append(HexFormat.of().formatHex(run.key())).append(");\n");
            for (int i = 0; i < run.plaintexts().size(); i++) {
                v.append("    enc(128'h").append(HexFormat.of().formatHex(run.plaintexts().get(i)))
                        .append(", 128'h").append(HexFormat.of().formatHex(run.ciphertexts().get(i))).append(");\n");
            }
        }
        v.append("    finished = 1'b1;\n")
                .append("  end\n")
                .append("endmodule\n\n");
        v.append(InstancesTop.tb("tb_core", configs.stream().map(c -> ".ARCH(" + c.arch() + "), .SBOXES("
                + c.sboxes() + "), .KIND(" + c.sboxKind() + ")").toList()));
        return v.toString();
    }
}
