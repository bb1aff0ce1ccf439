package org.iotcrypt.bench.leakage;

/**
 * Welch's t statistic between two classes of measurements, accumulated online (Welford's
 * running mean and sum of squared deviations, as dudect does), so that a million measurements
 * need no storage.
 */
final class WelchT {

    private final long[] n = new long[2];
    private final double[] mean = new double[2];
    private final double[] m2 = new double[2];

    void add(int cls, double x) {
        long k = ++n[cls];
        double delta = x - mean[cls];
        mean[cls] += delta / k;
        m2[cls] += delta * (x - mean[cls]);
    }

    long count(int cls) {
        return n[cls];
    }

    double mean(int cls) {
        return mean[cls];
    }

    /** t = (mean0 - mean1) / sqrt(var0 / n0 + var1 / n1); 0 until each class has two measurements. */
    double t() {
        if (n[0] < 2 || n[1] < 2) {
            return 0;
        }
        double v0 = m2[0] / (n[0] - 1);
        double v1 = m2[1] / (n[1] - 1);
        double se = Math.sqrt(v0 / n[0] + v1 / n[1]);
        return se == 0 ? 0 : (mean[0] - mean[1]) / se;
    }
}
