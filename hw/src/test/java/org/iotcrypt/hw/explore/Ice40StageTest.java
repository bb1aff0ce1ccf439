package org.iotcrypt.hw.explore;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.iotcrypt.hw.fpga.Ice40Device;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code hw explore --ice40} end to end on the 32-bit PRESENT datapath: the iCE40 columns filled
 * from place and route on both parts, cached apart from the row, and left "not measured" without
 * the option.
 */
class Ice40StageTest {

    @Test
    void present32IsPlacedOnBothPartsAndTheStageIsCachedApart(@TempDir Path dir)
            throws IOException, InterruptedException {
        RtlSources rtl = RtlSources.locate(Path.of(""));
        List<Design> present32 = List.of(Design.parse("present32"));
        StringWriter first = new StringWriter();
        Explorer.Stages ice40 = new Explorer.Stages(true, 0, 0);
        DesignResult r = new Explorer(rtl, dir.resolve("work"), dir.resolve("cache"), 1, new PrintWriter(first), ice40)
                .explore(present32).get(0);
        assertTrue(r.passed(), r.values().toString());
        int hx8k = Integer.parseInt(r.get("ice40_hx8k_logic_cells"));
        int up5k = Integer.parseInt(r.get("ice40_up5k_logic_cells"));
        int luts = Integer.parseInt(r.get("ice40_luts"));
        int ffs = Integer.parseInt(r.get("ice40_flip_flops"));
        // present80_dp32's ports: 80 key bits, 64 plaintext bits and start in; 64 ciphertext bits, busy and done out
        assertEquals(145 + 66, Integer.parseInt(r.get("ice40_wrapper_flip_flops")));
        // the same netlist is packed for both parts; a logic cell holds at most one LUT and one flip-flop
        assertEquals(hx8k, up5k);
        assertTrue(hx8k >= Math.max(luts, ffs) && hx8k <= luts + ffs + 2, r.values().toString());
        for (Ice40Device d : Ice40Device.values()) {
            double fmax = Double.parseDouble(r.get("ice40_" + d.id() + "_fmax_mhz"));
            assertTrue(fmax > 10 && fmax < 1000, d + ": " + fmax);
        }
        assertTrue(r.get("nextpnr").startsWith("nextpnr-ice40"), r.get("nextpnr"));
        assertTrue(first.toString().contains("iCE40 HX8K " + hx8k + " LCs"), first.toString());

        // Run again on the same cache: both the row and the stage come from it.
        StringWriter second = new StringWriter();
        DesignResult again = new Explorer(rtl, dir.resolve("work"), dir.resolve("cache"), 1, new PrintWriter(second),
                ice40).explore(present32).get(0);
        assertEquals(r.values(), again.values());
        assertTrue(second.toString().contains("(cached)"), second.toString());

        // Without --ice40 the row is served from the cache with the stage's columns not measured.
        DesignResult without = new Explorer(rtl, dir.resolve("work"), dir.resolve("cache"), 1,
                new PrintWriter(new StringWriter()), Explorer.Stages.NONE).explore(present32).get(0);
        for (String c : DesignResult.ICE40_COLUMNS) {
            assertEquals(DesignResult.NOT_MEASURED, without.get(c), c);
        }
        assertEquals(r.get("cache_key"), without.get("cache_key"));
        assertTrue(Files.exists(dir.resolve("work/present32/ice40/nextpnr-up5k.log")));
    }

    @Test
    void theStageKeyIsTheDesignsAndTheToolsNotTheTestbenchs() throws Exception {
        RtlSources rtl = RtlSources.locate(Path.of(""));
        Design p32 = Design.parse("present32");
        String key = new Ice40Stage(p32, rtl, p32.bench(), "Yosys 0.23", "nextpnr-ice40 0.4").cacheKey();
        assertEquals(key, new Ice40Stage(p32, rtl, p32.bench(), "Yosys 0.23", "nextpnr-ice40 0.4").cacheKey());
        assertNotEquals(key, new Ice40Stage(p32, rtl, p32.bench(), "Yosys 0.24", "nextpnr-ice40 0.4").cacheKey());
        assertNotEquals(key, new Ice40Stage(p32, rtl, p32.bench(), "Yosys 0.23", "nextpnr-ice40 0.5").cacheKey());
        Design p16 = Design.parse("present16");
        assertNotEquals(key, new Ice40Stage(p16, rtl, p16.bench(), "Yosys 0.23", "nextpnr-ice40 0.4").cacheKey());
        // a scheme's parameter wrapper is one of its inputs
        Design a = Design.parse("c0k2n0s1");
        Design b = Design.parse("c0k2n0s2");
        assertNotEquals(new Ice40Stage(a, rtl, a.bench(), "y", "n").cacheKey(),
                new Ice40Stage(b, rtl, b.bench(), "y", "n").cacheKey());
    }
}
