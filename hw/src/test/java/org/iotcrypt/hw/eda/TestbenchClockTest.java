package org.iotcrypt.hw.eda;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A testbench's clock as Verilog delays: 100 MHz prints as it always did, slower clocks scale. */
class TestbenchClockTest {

    @Test
    void delaysAsVerilogText() {
        assertEquals("5", TestbenchClock.PAPER.half());
        assertEquals("4.9", TestbenchClock.PAPER.toSample());
        assertEquals(10_000, TestbenchClock.PAPER.periodPs());
        assertEquals("7", new TestbenchClock(14).half());
        assertEquals("6.9", new TestbenchClock(14).toSample());
        assertEquals("5.5", new TestbenchClock(11).half());
        assertEquals("5.4", new TestbenchClock(11).toSample());
        assertEquals(11_000, new TestbenchClock(11).periodPs());
    }

    @Test
    void thePapersClockWritesTheTopItAlwaysWrote() {
        String tb = InstancesTop.tb("tb_x", List.of(".A(1)"));
        assertTrue(tb.contains("  always #5 clk = ~clk;\n"), tb);
        assertEquals(tb, InstancesTop.tb("tb_x", TestbenchClock.PAPER, List.of(".A(1)")));
        assertTrue(InstancesTop.tb("tb_x", new TestbenchClock(13), List.of(".A(1)")).contains("always #6.5 clk"));
    }

    @Test
    void aPeriodItCannotHalveExactlyIsRefused() {
        for (double bad : new double[] {0, 0.5, 10.005, 2e6, Double.NaN}) {
            assertThrows(IllegalArgumentException.class, () -> new TestbenchClock(bad));
        }
    }
}
