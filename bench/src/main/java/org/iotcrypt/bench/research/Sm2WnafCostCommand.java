package org.iotcrypt.bench.research;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code iotcrypt sm2 wnaf-cost}: the operation counts behind the choice of the wNAF window for
 * one-shot multiplication by an unknown point, beside the paper's model (WnafCostReport).
 * Contributed to the CLI by {@link ResearchSubcommands} when the benchmarks' jar is on its class
 * path; the library and the CLI's own jar do not carry it.
 */
@Command(name = "wnaf-cost",
        description = {
            "Count the field multiplications and squarings of wNAF multiplication k*P by an unknown",
            "point for w = 2..7 and 256-bit scalars on sm2p256v1 (precomputation and main loop,",
            "average over random scalars and worst case), beside the point-operation model the",
            "paper's Tables 3 and 6 use, and print the window with the lowest average cost."
        },
        exitCodeList = {"0:success", "2:usage error"})
public final class Sm2WnafCostCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(names = "--samples", paramLabel = "N", defaultValue = "200",
            description = "How many random scalars to average over (default: ${DEFAULT-VALUE}).")
    private int samples;

    @Option(names = "--seed", paramLabel = "SEED", defaultValue = "1",
            description = "Seed of the random scalars, so that a report can be reproduced (default: ${DEFAULT-VALUE}).")
    private long seed;

    @Override
    public Integer call() {
        if (samples < 1 || samples > 100_000) {
            throw new ParameterException(spec.commandLine(), "--samples must be between 1 and 100000, not " + samples);
        }
        spec.commandLine().getOut().print(WnafCostReport.report(samples, seed));
        return 0;
    }
}
