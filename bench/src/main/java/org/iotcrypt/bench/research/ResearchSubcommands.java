package org.iotcrypt.bench.research;

import org.iotcrypt.cli.api.SubcommandProvider;

/**
 * Contributes {@code iotcrypt sm2 wnaf-cost} to the CLI when the benchmarks' jar is on its class
 * path (see {@code docs/benchmarks.md}): research code measures the library and stays out of it.
 */
public final class ResearchSubcommands implements SubcommandProvider {

    @Override
    public String name() {
        return "wnaf-cost";
    }

    @Override
    public Object command() {
        return new Sm2WnafCostCommand();
    }

    @Override
    public String parent() {
        return "sm2";
    }
}
