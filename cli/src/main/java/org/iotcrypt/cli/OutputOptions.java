package org.iotcrypt.cli;

import org.iotcrypt.sm2.format.CiphertextFormat;
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
                description = "Segments sealed or opened side by side, 1 to 16 (default: the processors, at most 4).")
        Integer threads;

        int count(picocli.CommandLine cli) {
            int n = threads != null ? threads : Math.min(4, Runtime.getRuntime().availableProcessors());
            if (n < 1 || n > 16) {
                throw new picocli.CommandLine.ParameterException(cli, "--threads must be 1 to 16, not " + n);
            }
            return n;
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
