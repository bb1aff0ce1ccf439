package org.iotcrypt.cli;

import java.util.concurrent.Callable;
import org.iotcrypt.simpira.Simpira;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code iotcrypt simpira --b N [--inverse] HEX}: one Simpira v2 permutation (or its inverse) of a
 * hex state, printed as hex, for checking another implementation or a device against this one.
 */
@Command(name = "simpira",
        description = {
            "Apply the Simpira v2 permutation to a state given in hex.",
            "Apply the Simpira v2 permutation (Gueron and Mouha, ASIACRYPT 2016) of width b to a " +
                "state given in hex (16*b bytes, in the byte order of the reference code's " +
                "_mm_loadu_si128) and print the result in hex."
        },
        exitCodeList = {"0:success", "2:usage error (unsupported b, state of the wrong length, not hex)"})
final class SimpiraCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(names = "--b", paramLabel = "N", required = true,
            description = "Width in 128-bit blocks: 1, 2, 3, 4, 6 or 8.")
    private int b;

    @Option(names = "--inverse", description = "Apply the inverse permutation.")
    private boolean inverse;

    @Parameters(paramLabel = "HEX", description = "The state, 32*b hex digits (white space allowed).")
    private String hex;

    @Override
    public Integer call() {
        if (!Simpira.isSupported(b)) {
            throw new ParameterException(spec.commandLine(), "--b must be 1, 2, 3, 4, 6 or 8, not " + b);
        }
        byte[] state;
        try {
            state = HexText.parse(hex.replaceAll("\\s+", ""));
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "HEX: " + e.getMessage());
        }
        if (state.length != 16 * b) {
            throw new ParameterException(spec.commandLine(), "HEX must be " + (16 * b) + " bytes ("
                    + (32 * b) + " hex digits) for b = " + b + ", got " + state.length + " bytes");
        }
        if (inverse) {
            Simpira.invert(b, state);
        } else {
            Simpira.permute(b, state);
        }
        spec.commandLine().getOut().print(HexText.of(state) + "\n");
        return 0;
    }
}
