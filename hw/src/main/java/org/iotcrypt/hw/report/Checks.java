package org.iotcrypt.hw.report;

import org.iotcrypt.hw.explore.DesignResult;

/**
 * Whether a row reports a failed bit-exact check: any {@code *_check} column holding something
 * other than {@code pass}, {@code n/a}, {@code pending} or {@code not measured}. A check not run (a row
 * made before gate-level simulation existed) is not a failure; a check that ran and failed always is.
 */
final class Checks {

    private Checks() {
    }

    static boolean failed(DesignResult row) {
        for (var e : row.values().entrySet()) {
            if (e.getKey().endsWith("_check")) {
                String v = e.getValue();
                if (!"pass".equals(v) && !DesignResult.NOT_APPLICABLE.equals(v) && !DesignResult.PENDING.equals(v)
                        && !DesignResult.NOT_MEASURED.equals(v)) {
                    return true;
                }
            }
        }
        return false;
    }
}
