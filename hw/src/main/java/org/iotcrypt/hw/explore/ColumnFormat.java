package org.iotcrypt.hw.explore;

import java.util.Locale;

/**
 * How a row's numbers are written: one rule, kept among the classes that make a row (and so in the
 * cache's code fingerprint, {@link ExplorerCode}), apart from {@link DesignResult}, which only
 * holds rows.
 */
final class ColumnFormat {

    private ColumnFormat() {
    }

    /** {@code v} formatted for a column, or n/a for NaN (a metric whose inputs this design lacks). */
    static String format(String pattern, double v) {
        return Double.isNaN(v) ? DesignResult.NOT_APPLICABLE : String.format(Locale.ROOT, pattern, v);
    }
}
