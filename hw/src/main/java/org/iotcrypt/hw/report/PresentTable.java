package org.iotcrypt.hw.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import org.iotcrypt.hw.explore.DesignResult;

/**
 * The PRESENT-80 datapaths beside the PRESENT paper's Table 1: cycles per block, our ASIC gates,
 * flip-flops and power, and our Yosys {@code synth_xilinx -family xc7} LUTs and flip-flops against
 * the paper's ZYNQ-7000 figures (16- and 32-bit only; the paper has no 64-bit design).
 */
final class PresentTable {

    /** Said wherever the table is: why there is no clock frequency. */
    static final String NO_FMAX = "Maximum clock frequency (the paper's 776 and 703 MHz) needs the vendor's "
            + "timing tools (Vivado) and is left out; the paper's FPGA power (0.157 W, 2.754 W) is Vivado's "
            + "estimate for a whole ZYNQ and is not comparable with our ASIC power.";

    private PresentTable() {
    }

    /** The table, or empty when no PRESENT datapath was explored. */
    static Optional<Table> table(List<DesignResult> rows) {
        List<List<String>> out = new ArrayList<>();
        for (DesignResult r : rows) {
            String design = r.get("design");
            if (!design.matches("present\\d+")) {
                continue;
            }
            int width = Integer.parseInt(design.substring("present".length()));
            PaperValues.PresentTable1 paper = PaperValues.PRESENT_TABLE_1.get(width);
            boolean failed = r.failed();
            out.add(List.of(width + "-bit" + (failed ? " (FAILED)" : ""), value(r, "block_cycles"),
                    paper == null ? "-" : String.valueOf(paper.cycles()), value(r, "asic_nand2_eq"),
                    value(r, "asic_flip_flops"), value(r, "power_mw"), value(r, "fpga_luts"),
                    paper == null ? "-" : String.valueOf(paper.luts()), value(r, "fpga_flip_flops"),
                    paper == null ? "-" : String.valueOf(paper.flipFlops())));
        }
        if (out.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new Table(List.of("datapath", "cycles/block", "paper", "NAND2 gates",
                "ASIC flip-flops", "power (mW)", "xc7 LUTs", "paper", "xc7 flip-flops", "paper"), out));
    }

    private static String value(DesignResult r, String column) {
        OptionalDouble n = Metric.number(r.get(column));
        return n.isPresent() ? Numbers.format(n.getAsDouble()) : r.get(column);
    }
}
