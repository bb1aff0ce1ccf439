package org.iotcrypt.hw.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code iotcrypt hw}: the hardware design-space explorer (module iotcrypt-hw): the 63 SM4-CCM
 * schemes of the paper's design space and the three PRESENT-80 datapaths, simulated with Icarus
 * Verilog and synthesized with Yosys.
 */
@Command(name = "hw",
        mixinStandardHelpOptions = true,
        synopsisSubcommandLabel = "COMMAND",
        description = {
            "Explore hardware designs of SM4-CCM and PRESENT-80.",
            "Hardware design-space exploration of SM4-CCM (63 schemes c?k?n?s?) and PRESENT-80 (16-, " +
                "32- and 64-bit datapaths) with open EDA tools (iverilog, yosys, OSU 0.18 um cells)."
        },
        subcommands = {HwListCommand.class, HwExploreCommand.class, HwReportCommand.class, HwChooseCommand.class,
            HwLayoutCommand.class, HwSweepCommand.class},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:success", "1:a design failed its check or a tool failed", "2:usage error"})
public final class HwCommand implements Runnable {

    @Spec
    private CommandSpec spec;

    /** Without a subcommand there is nothing to do: a usage error. */
    @Override
    public void run() {
        throw new ParameterException(spec.commandLine(), "missing COMMAND: one of list, explore, report, choose, layout, sweep");
    }
}
