package org.iotcrypt.hw.tvla;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;
import java.util.Random;

/**
 * A fixed-vs-random test vector leakage assessment (TVLA, Goodwill et al., NIST NIAT 2011) of
 * simulated traces: Welch's t between the traces of the fixed input and those of random inputs,
 * sample by sample, with the usual threshold |t| > 4.5. Simulated traces have no noise, so a leak
 * shows at once; a measured power trace has plenty. Gaussian noise of standard deviation sigma
 * (in toggles a cycle) is added to every sample to model that, at each stated level, and the
 * figure that matters is the number of traces needed before |t| first exceeds 4.5 (checked
 * after each {@link #STEP} traces in the order they were simulated, from {@link #FIRST_CHECK} on). The control splits the random
 * traces in two halves (alternately) and compares them: it must not cross 4.5, or the test itself
 * is broken.
 */
public final class Assessment {

    /** The threshold of TVLA. */
    public static final double THRESHOLD = 4.5;

    /** Traces between two checks of |t|. */
    public static final int STEP = 10;

    /**
     * Traces before the first check. The threshold 4.5 assumes the t statistic is nearly normal;
     * with a few traces a class (a handful of degrees of freedom) its tails are far heavier and, over
     * a thousand samples, some |t| crosses 4.5 by chance: a first try with 20 traces of c0k2n0s1 saw
     * the control reach 4.6.
     */
    public static final int FIRST_CHECK = 50;

    /**
     * What one noise level gave.
     *
     * @param sigma the noise's standard deviation, toggles a cycle
     * @param maxAbsT the largest |t| with every trace
     * @param tracesNeeded traces (fixed and random together) at the first check where |t| > 4.5, if any
     * @param controlMaxAbsT the largest |t| of random against random with every trace
     */
    public record Level(double sigma, double maxAbsT, OptionalInt tracesNeeded, double controlMaxAbsT) {

        /** As the results column prints it, e.g. {@code sigma 10: 40 traces (max |t| 27.1, control 1.9)}. */
        public String text(int traces) {
            return String.format(Locale.ROOT, "sigma %s: %s (max |t| %.1f, control %.1f)", plain(sigma),
                    tracesNeeded.isPresent() ? tracesNeeded.getAsInt() + " traces" : "none in " + traces,
                    maxAbsT, controlMaxAbsT);
        }
    }

    private Assessment() {
    }

    /**
     * The assessment of {@code traces}, where {@code fixed[i]} says whether trace i had the fixed
     * input, at each noise level of {@code sigmas}; the noise comes from {@code seed}.
     */
    public static List<Level> assess(double[][] traces, boolean[] fixed, double[] sigmas, long seed) {
        if (traces.length != fixed.length || traces.length == 0) {
            throw new IllegalArgumentException("one class per trace, and at least one trace");
        }
        int samples = traces[0].length;
        List<Level> levels = new ArrayList<>();
        for (double sigma : sigmas) {
            Random noise = new Random(seed ^ Double.doubleToLongBits(sigma));
            WelchT test = new WelchT(samples);
            WelchT control = new WelchT(samples);
            OptionalInt needed = OptionalInt.empty();
            int randoms = 0;
            for (int i = 0; i < traces.length; i++) {
                double[] noisy = traces[i].clone();
                for (int k = 0; k < samples; k++) {
                    noisy[k] += sigma * noise.nextGaussian();
                }
                test.add(fixed[i], noisy);
                if (!fixed[i]) {
                    control.add(randoms++ % 2 == 0, noisy);
                }
                boolean check = i + 1 >= FIRST_CHECK && ((i + 1) % STEP == 0 || i + 1 == traces.length);
                if (check && needed.isEmpty() && test.count(true) >= 2 && test.count(false) >= 2
                        && test.maxAbsT() > THRESHOLD) {
                    needed = OptionalInt.of(i + 1);
                }
            }
            double controlT = control.count(true) >= 2 && control.count(false) >= 2 ? control.maxAbsT() : Double.NaN;
            levels.add(new Level(sigma, test.maxAbsT(), needed, controlT));
        }
        return levels;
    }

    private static String plain(double v) {
        return v == Math.rint(v) ? String.format(Locale.ROOT, "%.0f", v) : String.valueOf(v);
    }
}
