package org.iotcrypt.bench;

import java.util.concurrent.TimeUnit;
import org.iotcrypt.simpira.SimpiraOne;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;

/**
 * Simpira v2 with b = 1, in ns per permutation: {@code optimized} (precomputed constant round
 * keys, no all-zero AddRoundKey, only the constant's non-zero bit planes added, last round
 * without MixColumns) against {@code plain} (round key formed every round, full AddRoundKey
 * twice per F call, last round full and then undone by InvMixColumns), the comparison of paper
 * "simpira-avr-riscv-optimization" section 3.1 carried to the JVM.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class SimpiraOneBench extends BenchmarkDefaults {

    @Param({"optimized", "plain"})
    public String path;

    private final byte[] state = Messages.random(16, 1);

    @Benchmark
    public byte[] permute() {
        if (path.equals("plain")) {
            SimpiraOnePlain.permute(state);
        } else {
            SimpiraOne.permute(state);
        }
        return state;
    }
}
