package org.iotcrypt.hw.explore;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.iotcrypt.hw.eda.CellLibrary;
import org.iotcrypt.hw.eda.Iverilog;
import org.iotcrypt.hw.pnr.Finalists;
import org.iotcrypt.hw.pnr.Layout;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * present32 through qflow ({@code hw layout}): it routes, vesta times it, and the placed netlist
 * qflow wrote (its own synthesis, fan-out buffers and all) encrypts the CHES 2007 vectors of the
 * PRESENT paper bit-exact at gate level, with the cells' path delays, in the cycles the RTL takes:
 * the layout is of the design, not of something else.
 */
class LayoutTest {

    @Test
    void present32RoutesAndItsNetlistEncryptsTheChesVectors(@TempDir Path dir) throws Exception {
        RtlSources rtl = RtlSources.locate(Path.of(""));
        Design present32 = Design.parse("present32");
        StringWriter progress = new StringWriter();
        List<Layout> layouts = Finalists.run(List.of(present32), rtl, dir, 1800, new PrintWriter(progress, true));
        Layout l = layouts.get(0);
        assertEquals(Layout.Outcome.ROUTED, l.outcome(), progress + Files.readString(dir.resolve("present32/qflow.log")));
        assertEquals(0, l.failedRoutes());
        assertTrue(l.fmaxMhz().isPresent() && l.fmaxMhz().getAsDouble() > 100, l.toString());
        assertTrue(l.cells() > 1000 && l.fillCells() > 0 && l.dieAreaUm2() > 10_000, l.toString());
        assertTrue(progress.toString().startsWith("[1/1] present32: routed, "), progress.toString());
        List<String> csv = Files.readAllLines(dir.resolve(Finalists.CSV));
        assertEquals(2, csv.size());
        assertTrue(csv.get(1).startsWith("present32,routed,"), csv.get(1));

        Design.Bench bench = present32.bench();
        Path tb = dir.resolve("tb.v");
        Files.writeString(tb, bench.testbench(), StandardCharsets.US_ASCII);
        List<Path> rtlSources = new ArrayList<>(present32.sources(rtl));
        rtlSources.add(tb);
        Path rtlDir = Files.createDirectories(dir.resolve("rtl"));
        SimulationCheck.Outcome atRtl = bench.check().check(Iverilog.simulate(rtlDir, "tb", rtlSources, 300));
        assertTrue(atRtl.problems().isEmpty(), atRtl.verdict());
        Path gateDir = Files.createDirectories(dir.resolve("gate"));
        String printed = Iverilog.simulate(gateDir, "tb", List.of(CellLibrary.OSU018.verilog(), l.netlist().orElseThrow(), tb),
                true, List.of(), 600);
        SimulationCheck.Outcome atGate = bench.check().check(printed, atRtl.cycles());
        assertTrue(atGate.problems().isEmpty(), atGate.verdict());
        assertEquals(atRtl.blocks(), atGate.blocks());
    }
}
