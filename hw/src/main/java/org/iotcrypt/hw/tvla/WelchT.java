package org.iotcrypt.hw.tvla;

/**
 * Welch's t statistic per sample between two groups of traces, accumulated one trace at a time
 * (Welford's running mean and variance, so long traces in large numbers cost one pass):
 * t = (mean_a - mean_b) / sqrt(var_a / n_a + var_b / n_b), with the sample variances (n - 1).
 * A sample where both groups are constant and equal has no evidence either way: t = 0 there.
 */
public final class WelchT {

    private final int samples;
    private final double[][] mean = new double[2][];
    private final double[][] m2 = new double[2][];
    private final long[] n = new long[2];

    /** For traces of {@code samples} samples. */
    public WelchT(int samples) {
        this.samples = samples;
        for (int g = 0; g < 2; g++) {
            mean[g] = new double[samples];
            m2[g] = new double[samples];
        }
    }

    /** Adds a trace to group A ({@code first}) or B. */
    public void add(boolean first, double[] trace) {
        if (trace.length != samples) {
            throw new IllegalArgumentException("a trace of " + trace.length + " samples, expected " + samples);
        }
        int g = first ? 0 : 1;
        n[g]++;
        for (int k = 0; k < samples; k++) {
            double d = trace[k] - mean[g][k];
            mean[g][k] += d / n[g];
            m2[g][k] += d * (trace[k] - mean[g][k]);
        }
    }

    /** Traces in group A or B. */
    public long count(boolean first) {
        return n[first ? 0 : 1];
    }

    /** t at each sample (needs two traces in each group). */
    public double[] t() {
        if (n[0] < 2 || n[1] < 2) {
            throw new IllegalStateException("Welch's t needs two traces in each group, has " + n[0] + " and " + n[1]);
        }
        double[] t = new double[samples];
        for (int k = 0; k < samples; k++) {
            double se = Math.sqrt(m2[0][k] / (n[0] - 1) / n[0] + m2[1][k] / (n[1] - 1) / n[1]);
            double diff = mean[0][k] - mean[1][k];
            t[k] = se > 0 ? diff / se : 0;
        }
        return t;
    }

    /** The largest |t| over the samples. */
    public double maxAbsT() {
        double max = 0;
        for (double v : t()) {
            max = Math.max(max, Math.abs(v));
        }
        return max;
    }
}
