package org.iotcrypt.hw.pnr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.OptionalDouble;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * The readers of qflow's logs, on lines as qflow 1.3.17 writes them (copied from present32's run,
 * and qrouter's failure verdict as its library prints it: "Final: Failed net routes: %d").
 */
class QflowLogsTest {

    @Test
    void postRouteFmaxIsTheLastOneVestaPrinted() {
        String log = "Computed maximum clock frequency (zero margin) = 471.002 MHz\n-----\n"
                + "Qflow static timing analysis logfile appended on Mon Dec 7 09:14:19 UTC 2026\n"
                + "Computed maximum clock frequency (zero margin) = 465.926 MHz\n";
        assertEquals(OptionalDouble.of(465.926), QflowLogs.fmaxMhz(log));
        assertEquals(OptionalDouble.empty(), QflowLogs.fmaxMhz("Number of paths analyzed:  218\n"));
    }

    @Test
    void routerVerdicts() {
        String ok = "Failed to route net _822_; restoring original\nProgress: Stage 3 total routes completed: 10535\n"
                + "No failed routes!\n*** Running stage3 routing with defaults, 1st round\nFinal: No failed routes!\n";
        assertEquals(OptionalInt.of(0), QflowLogs.failedRoutes(ok));
        assertEquals(OptionalInt.of(17), QflowLogs.failedRoutes("Final: Failed net routes: 3\n...\n"
                + "Final: Failed net routes: 17\n"));
        assertEquals(OptionalInt.empty(), QflowLogs.failedRoutes("Failed to route net _429_; restoring original\n"));
    }

    @Test
    void dieAndComponentsFromTheDef() {
        String def = "VERSION 5.6 ;\nUNITS DISTANCE MICRONS 100 ;\n\nDIEAREA ( -320 -300 ) ( 30480 20300 ) ;\n"
                + "COMPONENTS 4 ;\n- DFFPOSX1_1 DFFPOSX1 + PLACED ( 100 50 ) N ;\n"
                + "- FILL_0_0_0 FILL + PLACED ( 4680 50 ) S ;\n- FILL_0_1_0 FILL + PLACED ( 9880 50 ) FS ;\n"
                + "- NAND2X1_7 NAND2X1 + PLACED ( 200 50 ) N ;\nEND COMPONENTS\n";
        // (30480 + 320) / 100 um wide, (20300 + 300) / 100 um high
        assertEquals(308.0 * 206.0, QflowLogs.dieAreaUm2(def), 1e-6);
        assertEquals(4, QflowLogs.components(def));
        assertEquals(2, QflowLogs.fillCells(def));
        assertTrue(Double.isNaN(QflowLogs.dieAreaUm2("COMPONENTS 0 ;\n")));
    }
}
