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

    /** {@code --format}: the SM2 ciphertext layout, DER C1C3C2 by default. */
    static final class Ciphertext {
        @Option(names = "--format", paramLabel = "FORM", defaultValue = "der",
                converter = Sm2CiphertextLayout.class, completionCandidates = Sm2CiphertextLayout.class,
                description = "Ciphertext form: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
        CiphertextFormat format;
    }
}
