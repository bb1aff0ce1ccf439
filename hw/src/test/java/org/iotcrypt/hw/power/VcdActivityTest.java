package org.iotcrypt.hw.power;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.iotcrypt.hw.eda.EdaException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Toggle counting on hand-written VCD texts whose counts are read off by hand (comments give the reasoning). */
class VcdActivityTest {

    /**
     * tb.clk and tb.dut.clk share id '!'; tb.dut.sub.inner and tb.other.d are outside the scope.
     * Values per ns: clk 0,1,0,1,0,1 at 0..50; d 0000, 0001, 0011, xxxx, 1010, 0101;
     * \weird.name xx, 01, 10; up [0:2] 000, 100, 000 (up[0] is the leftmost character).
     */
    private static final String BASIC = """
            $date today $end
            $version hand $end
            $timescale 1ns $end
            $scope module tb $end
            $var reg 1 ! clk $end
            $scope module dut $end
            $var wire 1 ! clk $end
            $var wire 4 " d [3:0] $end
            $var wire 2 # \\weird.name [1:0] $end
            $var wire 3 $ up [0:2] $end
            $scope module sub $end
            $var wire 1 % inner $end
            $upscope $end
            $upscope $end
            $scope module other $end
            $var wire 1 & d $end
            $upscope $end
            $upscope $end
            $enddefinitions $end
            #0
            $dumpvars
            0!
            b0000 "
            bxx #
            b000 $
            0%
            0&
            $end
            #10
            1!
            b1 "
            b01 #
            b100 $
            1%
            1&
            #20
            0!
            b11 "
            b10 #
            b0 $
            #30
            1!
            bx "
            #40
            0!
            b1010 "
            #50
            1!
            b0101 "
            #60
            """;

    @Test
    void countsPerBitOfTheScopesVarsOnly(@TempDir Path dir) throws IOException {
        VcdActivity a = VcdActivity.read(write(dir, BASIC), "tb.dut", 0, 60_000);
        assertEquals(5, a.toggles("clk"));
        // d[0]: 0,1,1,x,0,1 -> 0->1 at 10 and 0->1 at 50 (x->0 at 40 does not count).
        assertEquals(2, a.toggles("d[0]"));
        // d[1]: 0,0,1,x,1,0 -> at 20 and 50.
        assertEquals(2, a.toggles("d[1]"));
        // d[2]: 0,0,0,x,0,1 and d[3]: 0,0,0,x,1,0 -> only at 50 ("b1" and "bx" are left-extended).
        assertEquals(1, a.toggles("d[2]"));
        assertEquals(1, a.toggles("d[3]"));
        // \weird.name: xx -> 01 (from x: none) -> 10: one each.
        assertEquals(1, a.toggles("weird.name[1]"));
        assertEquals(1, a.toggles("weird.name[0]"));
        // up [0:2]: 000 -> 100 -> 000: up[0] twice, the others never.
        assertEquals(2, a.toggles("up[0]"));
        assertEquals(0, a.toggles("up[1]"));
        assertEquals(0, a.toggles("up[2]"));
        assertFalse(a.has("inner"));
        assertFalse(a.has("sub.inner"));
        assertFalse(a.has("d"));
        // clk, d[3:0], weird.name[1:0], up[0:2]: 1 + 4 + 2 + 3 bits.
        assertEquals(10, a.netBits().size());
        assertEquals(60.0, a.windowNs(), 0);
        assertThrows(EdaException.class, () -> a.toggles("inner"));
    }

    @Test
    void countsChangesInTheHalfOpenWindowOnly(@TempDir Path dir) throws IOException {
        Path vcd = write(dir, BASIC);
        // [20, 50) ns: the changes at 20, 30 and 40.
        VcdActivity mid = VcdActivity.read(vcd, "tb.dut", 20_000, 50_000);
        assertEquals(3, mid.toggles("clk"));
        assertEquals(1, mid.toggles("d[1]"));
        assertEquals(0, mid.toggles("d[0]"));
        assertEquals(1, mid.toggles("weird.name[0]"));
        assertEquals(1, mid.toggles("up[0]"));
        assertEquals(30.0, mid.windowNs(), 0);
        // [10, 20) ns: the change at 10 only.
        VcdActivity first = VcdActivity.read(vcd, "tb.dut", 10_000, 20_000);
        assertEquals(1, first.toggles("clk"));
        assertEquals(1, first.toggles("d[0]"));
        assertEquals(0, first.toggles("d[1]"));
        assertEquals(1, first.toggles("up[0]"));
        // To the end of the dump (#60).
        VcdActivity all = VcdActivity.read(vcd, "tb.dut", 0, Long.MAX_VALUE);
        assertEquals(60_000, all.toPs());
        assertEquals(5, all.toggles("clk"));
        EdaException past = assertThrows(EdaException.class, () -> VcdActivity.read(vcd, "tb.dut", 0, 70_000));
        assertTrue(past.getMessage().contains("60000 ps"), past.getMessage());
        assertThrows(IllegalArgumentException.class, () -> VcdActivity.read(vcd, "tb.dut", 5, 5));
        EdaException scope = assertThrows(EdaException.class, () -> VcdActivity.read(vcd, "tb.nope", 0, 10));
        assertTrue(scope.getMessage().contains("tb.nope"), scope.getMessage());
    }

    /**
     * Timescale 10 ps. n: a zero-width pulse at #100 (none), then 0->1->0->1 at #200 (net 0->1: one).
     * g: 0->1 at #100, 1->0 at #150, a 500 ps glitch: two. m (id "%&"): x then 1 at #200 (net 0->1:
     * one), 0 then x at #300 (net 1->x: none), x->0 at #400 (none).
     */
    private static final String COLLAPSE = """
            $timescale
                10ps
            $end
            $scope module dut $end
            $var wire 1 n n $end
            $var wire 1 g g $end
            $var wire 1 %& m $end
            $upscope $end
            $enddefinitions $end
            #0
            $dumpvars 0n 0g 0%& $end
            #100
            1n
            0n
            1g
            #150
            0g
            #200
            1n
            0n
            1n
            x%&
            1%&
            #300
            0%&
            x%&
            #400
            0%&
            #500
            """;

    @Test
    void collapsesChangesAtOneTimestampButCountsGlitches(@TempDir Path dir) throws IOException {
        Path vcd = write(dir, COLLAPSE);
        VcdActivity a = VcdActivity.read(vcd, "dut", 0, 5_000);
        assertEquals(1, a.toggles("n"));
        assertEquals(2, a.toggles("g"));
        assertEquals(1, a.toggles("m"));
        // #100 and #150 are 1000 and 1500 ps in units of 10 ps.
        assertEquals(1, VcdActivity.read(vcd, "dut", 1_000, 1_500).toggles("g"));
        assertEquals(2, VcdActivity.read(vcd, "dut", 1_000, 1_501).toggles("g"));
        assertEquals(0, VcdActivity.read(vcd, "dut", 1_001, 1_500).toggles("g"));
        // A timestamp written twice is one time step: 0 -> 1 -> 0 at #100 is still a zero-width pulse.
        String twice = COLLAPSE.replace("1n\n0n\n1g\n#150", "1n\n#100\n0n\n1g\n#150");
        assertNotEquals(COLLAPSE, twice);
        Path repeated = write(dir, twice);
        assertEquals(1, VcdActivity.read(repeated, "dut", 0, 5_000).toggles("n"));
    }

    @Test
    void readsTimescalesInOtherUnits(@TempDir Path dir) throws IOException {
        String text = "$timescale 100 fs $end\n$scope module dut $end\n$var wire 1 ! s $end\n$upscope $end\n"
                + "$enddefinitions $end\n#0\n$dumpvars\n0!\n$end\n#15\n1!\n#40\n";
        Path vcd = write(dir, text);
        // #15 x 100 fs = 1.5 ps: inside [1, 2) ps, outside [2, 4) ps.
        assertEquals(1, VcdActivity.read(vcd, "dut", 1, 2).toggles("s"));
        assertEquals(0, VcdActivity.read(vcd, "dut", 2, 4).toggles("s"));
    }

    /**
     * s: 0, 1 at 10; $dumpoff at 20 (x); $dumpon at 30 writes 0 (a baseline, not a change); 1 at 40:
     * toggles at 10 and 40. v [1:0]: 00, 01 at 10; off; on at 30 as 10; 11 at 40: v[0] toggles at
     * 10 and 40, v[1] never (its 0->1 happened while dumping was off).
     */
    @Test
    void takesDumponValuesAsBaselines(@TempDir Path dir) throws IOException {
        String head = "$timescale 1ns $end\n$scope module dut $end\n$var wire 1 ! s $end\n"
                + "$var wire 2 \" v [1:0] $end\n$upscope $end\n$enddefinitions $end\n"
                + "#0\n$dumpvars\n0!\nb00 \"\n$end\n#10\n1!\nb01 \"\n";
        String tail = "#40\n1!\nb11 \"\n#50\n";
        String apart = head + "#20\n$dumpoff\nx!\nbxx \"\n$end\n#30\n$dumpon\n0!\nb10 \"\n$end\n" + tail;
        // Off and on again within one timestamp: still no toggle for the value $dumpon writes.
        String together = head + "#20\n$dumpoff\nx!\nbxx \"\n$end\n$dumpon\n0!\nb10 \"\n$end\n" + tail;
        for (String text : new String[] {apart, together}) {
            VcdActivity a = VcdActivity.read(write(dir, text), "dut", 0, 50_000);
            assertEquals(2, a.toggles("s"));
            assertEquals(2, a.toggles("v[0]"));
            assertEquals(0, a.toggles("v[1]"));
        }
    }

    /** A few megabytes, so that values, ids and timestamps straddle the reader's 1 MiB buffer. */
    @Test
    void streamsAGeneratedDumpAcrossBufferBoundaries(@TempDir Path dir) throws IOException {
        int scalars = 2000;
        int timestamps = 2000;
        Path vcd = dir.resolve("big.vcd");
        SyntheticVcd.write(vcd, scalars, timestamps);
        assertTrue(Files.size(vcd) > 3_000_000, "size " + Files.size(vcd));
        VcdActivity a = VcdActivity.read(vcd, "tb.dut", 0, Long.MAX_VALUE);
        for (int k = 0; k < scalars; k++) {
            assertEquals(SyntheticVcd.expectedScalar(k, timestamps), a.toggles("s" + k), "s" + k);
        }
        for (int bit = 0; bit < 128; bit++) {
            assertEquals(SyntheticVcd.expectedTagBit(bit, timestamps), a.toggles("tag[" + bit + "]"), "tag[" + bit + "]");
        }
    }

    @Test
    void rejectsWhatIsNotAVcd(@TempDir Path dir) throws IOException {
        Path notVcd = write(dir, "module t; endmodule\n");
        assertThrows(EdaException.class, () -> VcdActivity.read(notVcd, "t", 0, 10));
        Path garbled = write(dir, BASIC.replace("b11 \"", "?11 \""));
        EdaException e = assertThrows(EdaException.class, () -> VcdActivity.read(garbled, "tb.dut", 0, 60_000));
        assertTrue(e.getMessage().contains("'?'"), e.getMessage());
        assertThrows(EdaException.class, () -> VcdActivity.read(dir.resolve("none.vcd"), "tb", 0, 10));
    }

    static Path write(Path dir, String text) throws IOException {
        Path p = Files.createTempFile(dir, "t", ".vcd");
        Files.writeString(p, text);
        return p;
    }
}
