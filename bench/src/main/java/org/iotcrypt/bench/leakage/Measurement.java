package org.iotcrypt.bench.leakage;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * dudect's method (Reparaz, Balasch and Verbauwhede, "Dude, is my code constant time?", DATE
 * 2017) for one {@link Target}: measurements of the two classes interleaved at random, each timed
 * with {@link System#nanoTime()}; Welch's t on all of them, on those below each of
 * {@value #CROPS} percentile thresholds (cropping the upper tail, where interrupts and GC pauses
 * land), and a second-order test on the squared distance from the class means. The result is the
 * largest |t| of those tests that hold at least {@value #MIN_PER_CLASS} measurements per class.
 */
final class Measurement {

    static final int CROPS = 20;
    static final int MIN_PER_CLASS = 1000;
    /** Measurements used only to place the percentile thresholds (dudect's first batch). */
    static final int CALIBRATION = 10_000;
    /** The fewest measurements that place the thresholds, and the share of the time they may take. */
    static final int MIN_CALIBRATION = 100;
    static final double CALIBRATION_SHARE = 0.1;

    /** What one run of one target gave. */
    record Result(String target, String classes, long n0, long n1, double mean0, double mean1, double maxT,
            String maxTest, double rawT, double seconds, boolean reachedTarget) {
    }

    private static volatile long sink;

    private Measurement() {
    }

    /**
     * Warms up for {@code warmupSeconds} (at least {@code warmupCalls} calls), then measures until
     * {@code measurements} are taken or {@code maxSeconds} have passed.
     */
    static Result run(Target target, long measurements, double maxSeconds, int warmupCalls, double warmupSeconds,
            long seed) throws Exception {
        SplittableRandom coin = new SplittableRandom(seed);
        long warmEnd = System.nanoTime() + (long) (warmupSeconds * 1e9);
        for (int i = 0; i < warmupCalls || System.nanoTime() < warmEnd; i++) {
            target.prepare(i & 1);
            sink += target.run();
        }
        long start = System.nanoTime();
        long deadline = start + (long) (maxSeconds * 1e9);
        // The first batch is capped by time too: in the interpreter an SM2 operation takes
        // milliseconds, and 10,000 of them would eat the whole budget before a measurement counts.
        int calibration = (int) Math.min(CALIBRATION, Math.max(MIN_CALIBRATION, measurements / 10));
        long calibrationEnd = start + (long) (maxSeconds * CALIBRATION_SHARE * 1e9);
        long[] first = new long[calibration];
        int placed = 0;
        while (placed < calibration && (placed < MIN_CALIBRATION || System.nanoTime() < calibrationEnd)) {
            first[placed++] = measureOnce(target, coin.nextInt(2));
        }
        long[] sorted = Arrays.copyOf(first, placed);
        Arrays.sort(sorted);
        double[] thresholds = new double[CROPS];
        for (int k = 0; k < CROPS; k++) {
            double p = 1 - Math.pow(0.5, 10.0 * (k + 1) / CROPS);
            thresholds[k] = sorted[(int) Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
        }
        WelchT raw = new WelchT();
        WelchT[] cropped = new WelchT[CROPS];
        for (int k = 0; k < CROPS; k++) {
            cropped[k] = new WelchT();
        }
        WelchT second = new WelchT();
        long taken = 0;
        while (taken < measurements && ((taken & 255) != 0 || System.nanoTime() < deadline)) {
            int c = coin.nextInt(2);
            double dt = measureOnce(target, c);
            raw.add(c, dt);
            for (int k = 0; k < CROPS; k++) {
                if (dt < thresholds[k]) {
                    cropped[k].add(c, dt);
                }
            }
            if (raw.count(c) > MIN_PER_CLASS) {
                double centered = dt - raw.mean(c);
                second.add(c, centered * centered);
            }
            taken++;
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        double maxT = Math.abs(raw.t());
        String maxTest = "raw";
        for (int k = 0; k < CROPS; k++) {
            if (enough(cropped[k]) && Math.abs(cropped[k].t()) > maxT) {
                maxT = Math.abs(cropped[k].t());
                maxTest = String.format("below p%.1f", 100 * (1 - Math.pow(0.5, 10.0 * (k + 1) / CROPS)));
            }
        }
        if (enough(second) && Math.abs(second.t()) > maxT) {
            maxT = Math.abs(second.t());
            maxTest = "second order";
        }
        return new Result(target.name(), target.classes(), raw.count(0), raw.count(1), raw.mean(0), raw.mean(1),
                maxT, maxTest, raw.t(), seconds, taken >= measurements);
    }

    private static boolean enough(WelchT t) {
        return t.count(0) >= MIN_PER_CLASS && t.count(1) >= MIN_PER_CLASS;
    }

    private static long measureOnce(Target target, int cls) throws Exception {
        target.prepare(cls);
        long t0 = System.nanoTime();
        long r = target.run();
        long t1 = System.nanoTime();
        sink += r;
        return t1 - t0;
    }
}
