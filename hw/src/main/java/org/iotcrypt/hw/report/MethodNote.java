package org.iotcrypt.hw.report;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.iotcrypt.hw.choose.ChoiceText;
import org.iotcrypt.hw.explore.DesignResult;

/** The method and the tool versions behind a report, as one paragraph for the page and the summary. */
final class MethodNote {

    private MethodNote() {
    }

    static String text(List<DesignResult> rows) {
        return "Method: every design is simulated at RTL with Icarus Verilog and checked bit-exact against "
                + "iotcrypt-core's software (SM4-CCM on RFC 8998 A.2 and a random message; PRESENT-80 on the CHES "
                + "2007 vectors and random blocks), then synthesized with Yosys to the OSU 0.18 um standard cells "
                + "(qflow-tech-osu018) for a delay target, timed with OpenSTA and simulated again at gate level. "
                + "Throughput = 768 bits of A.2 (nonce, AAD, payload) / cycles from key load "
                + "to tag x 100 MHz; area in NAND2 equivalents (cell area / NAND2X1 area); power at 100 MHz is an "
                + "activity-based estimate from gate-level simulation (" + ChoiceText.POWER_MODEL + ") where "
                + "measured, `pending` where not; area efficiency = throughput / "
                + "gates, power efficiency = throughput / power, APDP = gates x power x cycles (the paper's "
                + "equations (1)-(5)). The paper used TSMC 90 nm with Synopsys Design Compiler and PrimeTime PX: "
                + "compare orderings and ratios, not absolute values. Tools: " + versions(rows) + ".";
    }

    private static String versions(List<DesignResult> rows) {
        Set<String> v = new LinkedHashSet<>();
        for (DesignResult r : rows) {
            for (String c : List.of("yosys", "iverilog", "sta", "nextpnr")) {
                String t = r.get(c);
                if (t != null && !t.isBlank() && !DesignResult.NOT_APPLICABLE.equals(t)
                        && !DesignResult.NOT_MEASURED.equals(t)) {
                    v.add(t);
                }
            }
        }
        return v.isEmpty() ? "not recorded" : String.join("; ", v);
    }
}
