package org.iotcrypt.hw.report;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.iotcrypt.hw.explore.DesignResult;
import org.iotcrypt.hw.explore.ResultsCsv;

/**
 * Report rows for tests: every column of {@link DesignResult#COLUMNS} set to {@code n/a} first, then what
 * the test needs, so columns added to the explorer do not break the tests.
 */
final class Rows {

    private Rows() {
    }

    /** A row of {@code design} with the given column values (pairs: column, value). */
    static DesignResult row(String design, String... columnsAndValues) {
        Map<String, String> v = new LinkedHashMap<>();
        DesignResult.COLUMNS.forEach(c -> v.put(c, DesignResult.NOT_APPLICABLE));
        v.put("design", design);
        v.put("rtl_check", "pass");
        for (int i = 0; i < columnsAndValues.length; i += 2) {
            v.put(columnsAndValues[i], columnsAndValues[i + 1]);
        }
        return new DesignResult(v);
    }

    /** {@code row} with the given columns changed (pairs: column, value). */
    static DesignResult with(DesignResult row, String... columnsAndValues) {
        Map<String, String> v = new LinkedHashMap<>(row.values());
        for (int i = 0; i < columnsAndValues.length; i += 2) {
            v.put(columnsAndValues[i], columnsAndValues[i + 1]);
        }
        return new DesignResult(v);
    }

    /**
     * The full sweep's rows with made-up power numbers (power = gates / 10,000 mW, DSE schemes at 60 %), and
     * the efficiencies and APDP derived from them: rendering input for the measured-power case, not a result.
     */
    static List<DesignResult> fullSweepWithPower() throws IOException {
        List<DesignResult> out = new ArrayList<>();
        for (DesignResult r : csv("/report/full-sweep.csv")) {
            double gates = Double.parseDouble(r.get("asic_nand2_eq"));
            double power = gates / 10_000 * (r.get("design").endsWith("s2") ? 0.6 : 1);
            if (r.get("design").startsWith("present")) {
                out.add(with(r, "power_mw", String.valueOf(power)));
                continue;
            }
            double throughput = Double.parseDouble(r.get("throughput_mbps"));
            double cycles = Double.parseDouble(r.get("ccm_cycles"));
            out.add(with(r, "power_mw", String.valueOf(power), "power_efficiency", String.valueOf(throughput / power),
                    "apdp", String.valueOf(gates * power * cycles)));
        }
        return out;
    }

    /** The rows of a results.csv test resource, read by {@link ResultsCsv}. */
    static List<DesignResult> csv(String resource) throws IOException {
        try (InputStream in = Rows.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IOException("no test resource " + resource);
            }
            return ResultsCsv.read(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
    }
}
