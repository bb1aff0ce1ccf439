package org.iotcrypt.hw.explore;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.iotcrypt.hw.eda.CellLibrary;
import org.junit.jupiter.api.Test;

/** Points of a sweep: their names, the rows' names, the gate-level clock a netlist is checked at. */
class SynthesisPointTest {

    @Test
    void theReferencePointKeepsTheBareNameAndOthersAppendTheirs() {
        assertTrue(SynthesisPoint.REFERENCE.isReference());
        assertEquals("c0k1n2s2", SynthesisPoint.REFERENCE.rowName("c0k1n2s2"));
        assertTrue(new SynthesisPoint(CellLibrary.OSU018, 2.0000001).isReference(), "a target is named to the ps");
        assertEquals("c0k1n2s2@osu035-2ns", new SynthesisPoint(CellLibrary.OSU035, 2).rowName("c0k1n2s2"));
        assertEquals("present32@osu018-7.5ns", new SynthesisPoint(CellLibrary.OSU018, 7.5).rowName("present32"));
        assertEquals("c0k2n0s1@osu050-0.125ns", new SynthesisPoint(CellLibrary.OSU050, 0.125).rowName("c0k2n0s1"));
        assertFalse(new SynthesisPoint(CellLibrary.OSU018, 5).isReference());
        assertEquals("5.000", new SynthesisPoint(CellLibrary.OSU018, 5).targetColumn());
    }

    @Test
    void aTargetOutsideItsRangeOrNotANumberIsRefused() {
        for (double bad : new double[] {0, 0.05, -1, 1000.5, Double.NaN, Double.POSITIVE_INFINITY}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> new SynthesisPoint(CellLibrary.OSU018, bad));
            assertTrue(e.getMessage().startsWith("a delay target is 0.1 to 1000 ns"), e.getMessage());
        }
    }

    @Test
    void librariesAreNamedAsTheirDebianPackages() {
        assertEquals(CellLibrary.OSU035, CellLibrary.parse("osu035"));
        assertEquals("qflow-tech-osu050", CellLibrary.OSU050.debianPackage());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> CellLibrary.parse("tsmc90"));
        assertEquals("unknown cell library 'tsmc90': one of osu018, osu035, osu050", e.getMessage());
    }

    @Test
    void aNetlistIsCheckedAtGateLevelAtTheFirstWholeNanosecondItMeets() {
        // the paper's 10 ns whenever static timing says the netlist meets it
        assertEquals(10.0, DesignRun.gatePeriodNs(4.86));
        assertEquals(10.0, DesignRun.gatePeriodNs(10.0));
        // else never a period shorter than its critical path
        assertEquals(11.0, DesignRun.gatePeriodNs(10.001));
        assertEquals(13.0, DesignRun.gatePeriodNs(13.0));
        assertEquals(19.0, DesignRun.gatePeriodNs(18.2));
    }
}
