package org.iotcrypt.hw.ccm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Random;
import org.iotcrypt.hw.eda.CellLibrary;
import org.iotcrypt.hw.eda.Iverilog;
import org.iotcrypt.hw.eda.Yosys;
import org.iotcrypt.hw.power.StandardCells;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * sm4_ccm c2k0n2s1 (GB2SM4, whose ERF runs on the OffKS core's round keys) synthesized to the
 * OSU 0.18 um cells and simulated at gate level: the netlist seals a message with AAD and a short
 * payload bit-exact against iotcrypt-core's Ccm over Sm4, in the cycles the RTL schedule gives.
 * Prints NAND2 equivalents and flip-flops. (One scheme only, to keep the test short: each
 * synthesis and gate-level run takes about 15 s here.)
 */
class Sm4CcmSynthesisTest {

    @Test
    void netlistsSealLikeTheSoftware(@TempDir Path dir) throws IOException, GeneralSecurityException {
        Random random = new Random(0x6a7e);
        CcmMessage m = CcmMessage.of(bytes(random, 16), bytes(random, 12), bytes(random, 20), bytes(random, 37));
        List<CcmConfig> configs = List.of(new CcmConfig(2, 0, 4, 1));
        for (int i = 0; i < configs.size(); i++) {
            CcmConfig c = configs.get(i);
            Path work = Files.createDirectories(dir.resolve(c.name()));
            String module = "sm4_ccm_" + c.name();
            Path top = work.resolve("top.v");
            Files.writeString(top, "module " + module + " (input clk, input rst, input key_load, input [127:0] key,\n"
                    + "    input start, input [95:0] nonce, input [15:0] aad_len, input [23:0] pay_len,\n"
                    + "    input in_valid, output in_ready, input [127:0] in_block, output out_valid,\n"
                    + "    input out_ready, output [127:0] out_block, output tag_valid, output [127:0] tag,\n"
                    + "    output busy);\n"
                    + "  sm4_ccm #(.CCM(" + c.ccm() + "), .ARCH(" + c.arch() + "), .SBOXES(" + c.sboxes()
                    + "), .SBOX_KIND(" + c.sboxKind() + ")) u (clk, rst, key_load, key, start, nonce,\n"
                    + "      aad_len, pay_len, in_valid, in_ready, in_block, out_valid, out_ready, out_block,\n"
                    + "      tag_valid, tag, busy);\nendmodule\n");
            List<Path> sources = new ArrayList<>(CcmRtl.sources());
            sources.add(top);
            Yosys.AsicResult r = Yosys.synthesizeAsic(work, module, sources, false, 300);
            System.out.printf("sm4_ccm %s: %.0f NAND2 equivalents, %d flip-flops%n", c.name(),
                    StandardCells.gateEquivalents(r.cellArea()), r.flipFlops());

            Path tb = work.resolve("tb.v");
            Files.writeString(tb, CcmTestbench.generate(List.of(c), List.of(m), module));
            String out = Iverilog.simulate(work, "tb", List.of(CellLibrary.OSU018.verilog(), r.netlist(), tb), 120);
            assertFalse(out.contains("FAIL"), out);
            int blocks = 0;
            for (String line : out.split("\n")) {
                String[] f = line.trim().split("\\s+");
                if (f[0].equals("CT")) {
                    assertEquals(HexFormat.of().formatHex(m.ctBlocks().get(Integer.parseInt(f[3]))), f[5], c.name() + " " + line);
                    blocks++;
                } else if (f[0].equals("TAG")) {
                    assertEquals(HexFormat.of().formatHex(m.tag()), f[5], c.name() + " tag");
                    assertEquals(CcmSchedule.cycles(c, m), Integer.parseInt(f[3]), c.name() + " cycles");
                }
            }
            assertEquals(m.ctBlocks().size(), blocks, c.name() + " ciphertext blocks\n" + out);
            assertTrue(out.contains("TAG"), out);
        }
    }

    private static byte[] bytes(Random random, int n) {
        byte[] b = new byte[n];
        random.nextBytes(b);
        return b;
    }
}
