package org.iotcrypt.cli;

import java.util.concurrent.Callable;
import org.iotcrypt.sm2.multiply.WnafCostReport;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code iotcrypt sm2 wnaf-cost}: the operation counts behind the choice of the wNAF window for
 * one-shot multiplication by an unknown point, beside the paper's Tables 3 and 6.
 */
@Command(name = "wnaf-cost",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
            "Count field operations of wNAF multiplication by an unknown point for w = 2..7 and",
            "256-bit scalars (precomputation and main loop, average over random scalars and worst",
            "case), beside the figures of the paper's Tables 3 and 6, and the window it picks."
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:success", "2:usage error"})
final class Sm2WnafCostCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        spec.commandLine().getOut().print(WnafCostReport.table());
        return 0;
    }
}
