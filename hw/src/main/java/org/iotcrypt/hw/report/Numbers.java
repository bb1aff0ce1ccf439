package org.iotcrypt.hw.report;

import java.util.Locale;

/** How the report prints a number: grouped integers when large, a few decimals when small, e-notation when huge. */
final class Numbers {

    private Numbers() {
    }

    static String format(double v) {
        double a = Math.abs(v);
        if (a >= 1e7) {
            String s = String.format(Locale.ROOT, "%.3g", v).replace("e+0", "e").replace("e+", "e");
            return s.replace(".00e", "e");
        }
        if (a >= 1000 || v == Math.rint(v)) {
            return String.format(Locale.ROOT, "%,.0f", v);
        }
        if (a >= 10) {
            return String.format(Locale.ROOT, "%.2f", v);
        }
        return String.format(Locale.ROOT, "%.3f", v);
    }
}
