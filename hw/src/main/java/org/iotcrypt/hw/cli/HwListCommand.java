package org.iotcrypt.hw.cli;

import java.io.PrintWriter;
import org.iotcrypt.hw.explore.Design;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code iotcrypt hw list}: every design's name and what it is, one per line. */
@Command(name = "list",
        mixinStandardHelpOptions = true,
        description = {
            "List the designs: 63 SM4-CCM schemes and 3 PRESENT datapaths.",
            "List the designs: the 63 SM4-CCM schemes (CCM/core/NLT/S-box) and the PRESENT datapaths."
        })
final class HwListCommand implements Runnable {

    @Spec
    private CommandSpec spec;

    @Override
    public void run() {
        PrintWriter out = spec.commandLine().getOut();
        for (Design d : Design.all()) {
            out.print(d.name() + "\t" + d.description() + "\n");
        }
        out.flush();
    }
}
