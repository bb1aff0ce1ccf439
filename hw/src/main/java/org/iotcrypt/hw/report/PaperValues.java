package org.iotcrypt.hw.report;

import java.util.Map;

/**
 * The numbers the report compares with, as the papers print them (each source named on the page):
 * the SM4-CCM paper's Table 3 and its chosen scheme c0k1n2s2 (Tables 3-5), and the PRESENT paper's
 * Table 1. Kept in one place so each is typed once.
 */
final class PaperValues {

    static final String SM4_CCM_SOURCE = "SM4-CCM hardware design-space exploration paper, Table 3 (TSMC 90 nm, "
            + "Synopsys Design Compiler and PrimeTime PX, 100 MHz)";

    /** One line of the paper's Table 3: the best scheme (its notation) and the metric value. */
    record Best(String scheme, double value, String printed) {
    }

    /** The SM4-CCM paper's Table 3. */
    static final Map<Metric, Best> TABLE_3 = Map.of(
            Metric.THROUGHPUT, new Best("c1k1n2s{0,1,2}", 281.31, "281.31"),
            Metric.AREA, new Best("c0k2n0s1", 10754, "10754"),
            Metric.POWER, new Best("c0k2n0s2", 1.344, "1.344"),
            Metric.AREA_EFFICIENCY, new Best("c0k1n2s1", 16447, "16447"),
            Metric.POWER_EFFICIENCY, new Best("c0k1n2s2", 123.07, "123.07"),
            Metric.APDP, new Best("c0k1n2s2", 1.21e9, "1.21e9"));

    /** Bits of nonce, AAD and payload of RFC 8998 A.2, over which the paper's throughput is counted. */
    static final int A2_BITS = 768;

    /** c0k1n2s2 in the paper: Table 5 (throughput, gates, power), Table 3 (power efficiency, APDP). */
    static final double CHOSEN_THROUGHPUT_MBPS = 199.99;
    static final double CHOSEN_GATES = 14_600;
    static final double CHOSEN_POWER_MW = 1.625;
    static final double CHOSEN_POWER_EFFICIENCY = 123.07;
    static final double CHOSEN_APDP = 1.21e9;

    /**
     * c0k1n2s2's power breakdown, Table 4 "In total": switching power 203.9 µW (the nets' load
     * capacitances), internal power 1.369 mW, of which 1.067 mW is the clock network (our netlists
     * have no clock tree: their clock port drives every flip-flop), and leakage 51.82 µW, in mW.
     */
    static final double CHOSEN_SWITCHING_MW = 0.2039;
    static final double CHOSEN_INTERNAL_MW = 1.369;
    static final double CHOSEN_CLOCK_NETWORK_MW = 1.067;
    static final double CHOSEN_LEAKAGE_MW = 0.05182;

    /**
     * Our dynamic power brought to the paper's node for comparison, an assumption stated rather than
     * measured: dynamic energy goes as C·V², the supply halves from 1.8 V (OSU 0.18 µm) to 0.9 V
     * (the paper's TSMC 90 nm, §5.3) and capacitance is taken to shrink with the feature size,
     * 180 nm to 90 nm: (0.9 / 1.8)^2 x (90 / 180) = 1/8. Leakage does not scale this way.
     */
    static final double DYNAMIC_SCALING_TO_90NM = (0.9 / 1.8) * (0.9 / 1.8) * (90.0 / 180.0);

    /** The PRESENT paper's Table 1 (XC7Z030 ZYNQ, Vivado): latency in cycles, LUTs, flip-flops. */
    record PresentTable1(int cycles, int luts, int flipFlops) {
    }

    static final String PRESENT_SOURCE = "PRESENT 32-bit datapath paper, Table 1 (XC7Z030 ZYNQ-7000; 16-bit: the "
            + "existing architecture [27], 32-bit: the proposed one)";

    static final Map<Integer, PresentTable1> PRESENT_TABLE_1 = Map.of(
            16, new PresentTable1(133, 160, 153),
            32, new PresentTable1(65, 185, 169));

    private PaperValues() {
    }

    /** The cycles on A.2 that a throughput in Mbps at 100 MHz stands for. */
    static double cyclesAt100MHz(double mbps) {
        return A2_BITS * 100.0 / mbps;
    }
}
