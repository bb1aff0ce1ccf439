package org.iotcrypt.cli;

import org.iotcrypt.sm2.format.CiphertextFormat;
import org.iotcrypt.sm4.Sm4;
import picocli.CommandLine.Option;

/** Options more than one command takes, declared once (picocli mixins). */
final class OutputOptions {

    private OutputOptions() {
    }

    /** {@code -f/--force}: replace an output that exists (never an input; AtomicOutput checks). */
    static final class Replace {
        @Option(names = {"-f", "--force"}, description = "Replace the output file if it exists.")
        boolean force;
    }

    /** {@code --progress}/{@code --quiet}: the progress bar of long streams, shown by default only on a terminal. */
    static final class Progress {
        @Option(names = "--progress",
                description = "Show a progress bar on standard error (default: when it is a terminal and IN is a file over 4 MiB).")
        boolean progress;

        @Option(names = {"-q", "--quiet"}, description = "Never show a progress bar.")
        boolean quiet;
    }

    /** {@code --threads}: how many segments of a sealed file are sealed or opened side by side. */
    static final class Threads {
        @Option(names = "--threads", paramLabel = "N",
                description = "Segments sealed or opened side by side, 1 to 16 (default: the processors, at most 4; "
                        + "one fewer on the vector engine, which outruns reading and writing).")
        Integer threads;

        int count(picocli.CommandLine cli) {
            int n = threads != null ? threads
                    : byDefault(Runtime.getRuntime().availableProcessors(), Sm4.vectorEngineStatus().startsWith("on:"));
            if (n < 1 || n > 16) {
                throw new picocli.CommandLine.ParameterException(cli, "--threads must be 1 to 16, not " + n);
            }
            return n;
        }

        /**
         * The default: one segment per processor, at most 4. On the vector engine one processor is
         * left to the read-ahead and write-behind threads, whose copies then cost more than the
         * crypto: `iotcrypt seal` of 1 GiB on 2 cores, JDK 25, IOTCRYPT_VECTOR=1, medians of three,
         * 3.90 s with --threads 1 against 4.44 s with 2 (the default engine: 6.14 s and 5.19 s).
         */
        static int byDefault(int processors, boolean vectorEngine) {
            return Math.min(4, Math.max(1, vectorEngine ? processors - 1 : processors));
        }
    }

    /** {@code --format}: the SM2 ciphertext layout, DER C1C3C2 by default. */
    static final class Ciphertext {
        @Option(names = "--format", paramLabel = "FORM", defaultValue = "der",
                converter = Sm2CiphertextLayout.class, completionCandidates = Sm2CiphertextLayout.class,
                description = "Ciphertext form: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
        CiphertextFormat format;
    }
}
