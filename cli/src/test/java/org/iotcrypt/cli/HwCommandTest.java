package org.iotcrypt.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code iotcrypt hw list} and {@code iotcrypt hw explore} end to end on a tiny subset (two
 * schemes sharing one SM4 core, one PRESENT datapath): real simulation and synthesis, the
 * report files, and the cache.
 */
class HwCommandTest {

    @Test
    void listNamesAllSixtySixDesigns() {
        CliRun run = CliRun.of("hw", "list");
        assertEquals(0, run.exitCode(), run.err());
        assertEquals(66, run.outLines().size());
        assertTrue(run.out().contains("c0k1n2s2\tS1SM4/OnKP/NLT4/DSE"), run.out());
        assertTrue(run.out().contains("present32\t"), run.out());
    }

    @Test
    void exploreWritesSaneRowsAndTheSecondRunHitsTheCache(@TempDir Path dir) throws IOException {
        Path out = dir.resolve("report");
        String[] args = {"hw", "explore", "--schemes", "c0k2n2s0,c1k2n2s0,present32", "--jobs", "2",
            "--out", out.toString(),
            "--cache", dir.resolve("cache").toString()};
        CliRun first = CliRun.of(args);
        assertEquals(0, first.exitCode(), first.out() + first.err());
        String csv = Files.readString(out.resolve("results.csv"));
        Map<String, Map<String, String>> rows = rows(csv);

        Map<String, String> sm4 = rows.get("c0k2n2s0");
        assertEquals("pass", sm4.get("rtl_check"));
        assertEquals("sm4_core ARCH=2 SBOXES=4 SBOX_KIND=0", sm4.get("evaluated"));
        assertEquals("5", sm4.get("rtl_blocks"), "GB/T example + 2 keys x 2 random blocks");
        assertEquals("1", sm4.get("key_cycles"), "OnKS: key stored in one cycle");
        assertEquals("64", sm4.get("block_cycles"), "OnKS: 32 rounds x 2 passes, NLT4 one cycle each");
        int gates = Integer.parseInt(sm4.get("asic_nand2_eq"));
        assertTrue(gates > 3000 && gates < 20000, "OnKS NLT4 LUT core gates " + gates);
        assertTrue(Integer.parseInt(sm4.get("asic_flip_flops")) >= 256, "key and block registers");
        assertEquals("pending", sm4.get("ccm_metrics"));
        assertEquals("n/a", sm4.get("fpga_luts"));

        Map<String, String> p2 = rows.get("c1k2n2s0");
        assertEquals("P2SM4/OnKS/NLT4/LUT", p2.get("description"));
        assertEquals(sm4.get("asic_nand2_eq"), p2.get("asic_nand2_eq"), "same SM4 core while CCM is pending");
        assertEquals(2, first.out().lines().filter(l -> l.startsWith("[")).count(), "two units: " + first.out());

        Map<String, String> present = rows.get("present32");
        assertEquals("PRESENT-80 encryption, 32-bit datapath", present.get("description"));
        assertEquals("pass", present.get("rtl_check"));
        assertEquals("65", present.get("block_cycles"), "the paper's Table 1: 65 cycles for the 32-bit datapath");
        assertEquals("152", present.get("asic_flip_flops"), "state 64 + key 80 + round 5 + phase 1 + busy, done");
        assertTrue(Integer.parseInt(present.get("fpga_luts")) > 50, present.get("fpga_luts"));
        assertTrue(present.get("yosys").startsWith("Yosys "), present.get("yosys"));
        assertTrue(present.get("iverilog").startsWith("Icarus Verilog"), present.get("iverilog"));

        String json = Files.readString(out.resolve("results.json"));
        assertTrue(json.contains("\"design\": \"present32\"") && json.contains("\"block_cycles\": 65"), json);
        String html = Files.readString(out.resolve("index.html"));
        assertTrue(html.contains("<svg") && html.contains(">c0k2n2s0<") && html.contains("class=\"bar\""), html);

        CliRun second = CliRun.of(args);
        assertEquals(0, second.exitCode(), second.out() + second.err());
        assertEquals(2, second.out().lines().filter(l -> l.endsWith("(cached)")).count(), second.out());
        assertEquals(csv, Files.readString(out.resolve("results.csv")));
    }

    @Test
    void unknownDesignIsAUsageError(@TempDir Path dir) {
        CliRun run = CliRun.of("hw", "explore", "--schemes", "c2k1n0s0", "--out", dir.toString());
        assertEquals(2, run.exitCode());
        assertTrue(run.err().contains("c2k1n0s0"), run.err());
    }

    private static Map<String, Map<String, String>> rows(String csv) {
        List<String> lines = csv.lines().toList();
        List<String> header = fields(lines.get(0));
        Map<String, Map<String, String>> rows = new HashMap<>();
        for (String line : lines.subList(1, lines.size())) {
            List<String> f = fields(line);
            assertEquals(header.size(), f.size(), line);
            Map<String, String> row = new HashMap<>();
            for (int i = 0; i < header.size(); i++) {
                row.put(header.get(i), f.get(i));
            }
            rows.put(row.get("design"), row);
        }
        return rows;
    }

    /** RFC 4180 fields of one line (quoted fields may hold commas and doubled quotes). */
    private static List<String> fields(String line) {
        List<String> fields = new ArrayList<>();
        StringBuilder f = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quoted && c == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') {
                f.append('"');
                i++;
            } else if (c == '"') {
                quoted = !quoted;
            } else if (c == ',' && !quoted) {
                fields.add(f.toString());
                f.setLength(0);
            } else {
                f.append(c);
            }
        }
        fields.add(f.toString());
        return fields;
    }
}
