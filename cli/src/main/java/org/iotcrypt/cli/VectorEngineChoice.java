package org.iotcrypt.cli;

import java.util.Locale;
import org.iotcrypt.sm4.Sm4;

/**
 * Whether a streamed run ({@code seal}, {@code open}, {@code sm4 --passphrase-file}) keeps the
 * vector engine, by its input's size alone. On JDK 25 the engine's kernels run the Vector API's
 * Java fallback until C2 has compiled them, about a second into a run, and its self-tests run
 * first; a run over a small file only pays for that. So under {@link #MIN_BYTES} the CLI declines
 * the engine ({@link Sm4#declineVectorEngine}) before it makes a key, and with
 * {@code IOTCRYPT_VECTOR=1} a small file seals on the default engines, with as many segment
 * threads as they take. Where the size is unknown (standard input, a pipe) the engine stays.
 *
 * <p>The threshold is where a seal with the engine stopped being slower than one without:
 * {@code bench/seal-sizes.sh} (JDK 25, 2 cores, medians of five, default / vector wall time)
 * printed 0.90x at 256 MiB, 1.05x at 512 MiB and 1.29x at 1 GiB (docs/benchmarks.md,
 * "The vector engine on a whole file").
 */
final class VectorEngineChoice {

    /** The smallest input that keeps the vector engine: 512 MiB. */
    static final long MIN_BYTES = 512L * 1024 * 1024;

    private VectorEngineChoice() {
    }

    /** Whether an input of {@code size} bytes (negative: unknown) keeps the vector engine. */
    static boolean keeps(long size) {
        return size < 0 || size >= MIN_BYTES;
    }

    /** Declines the vector engine for this run unless an input of {@code size} bytes keeps it. */
    static void forInput(long size) {
        if (!keeps(size)) {
            Sm4.declineVectorEngine(String.format(Locale.ROOT, "the input is %,d bytes, under the %d MiB where it pays for its warm-up",
                    size, MIN_BYTES >> 20));
        }
    }
}
