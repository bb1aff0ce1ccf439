package org.iotcrypt.hw.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.iotcrypt.cli.api.CommandFailure;
import org.iotcrypt.hw.eda.EdaException;
import org.iotcrypt.hw.explore.Design;
import org.iotcrypt.hw.pnr.Finalists;
import org.iotcrypt.hw.pnr.Layout;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code iotcrypt hw layout}: the named designs from RTL to a routed layout with qflow. */
@Command(name = "layout",
        mixinStandardHelpOptions = true,
        description = {
            "Place and route designs with qflow: post-route Fmax, die area.",
            "Take each design from RTL to a routed layout in the OSU 0.18 um cells with qflow 1.3 (its own "
                + "Yosys synthesis, graywolf placement, qrouter, and vesta's static timing on the routed wires' "
                + "RC, typical corner) and print the post-route Fmax, the cells and the die area; " + Finalists.CSV
                + " and each design's qflow project (DEF, routed netlist, logs) go into --out. present32 takes "
                + "about 30 s; an SM4-CCM scheme takes much longer (the README of docs/hw-sweep says how long). "
                + "'iotcrypt hw choose --layout K' lays out its top K. For example:",
            "  iotcrypt hw layout present32",
            "  iotcrypt hw layout c0k2n0s1 --timeout 7200 --out pnr"
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:every design routed", "1:a design did not route, or qflow failed or ran out of time",
            "2:usage error"})
final class HwLayoutCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "DESIGN", arity = "1..*", description = "Designs to lay out (see 'iotcrypt hw list'; 'ci' for the CI subset).")
    private List<String> names;

    @Option(names = "--out", paramLabel = "DIR", description = "Folder of the qflow projects and " + Finalists.CSV
            + " (default: ${DEFAULT-VALUE}).")
    private Path out = Path.of("hw-layout");

    @Option(names = "--timeout", paramLabel = "SECONDS",
            description = "Stop a design's flow after this long (default: ${DEFAULT-VALUE}).")
    private long timeout = LayoutRun.DEFAULT_TIMEOUT;

    @Option(names = "--rtl", paramLabel = "DIR", description = "The RTL folder holding sm4/ and present/ "
            + "(default: as 'iotcrypt hw explore' finds it).")
    private Path rtl;

    @Override
    public Integer call() throws IOException, CommandFailure {
        List<Design> designs;
        try {
            designs = DesignSelection.of(names);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
        return LayoutRun.run(spec, designs, rtl, out, timeout);
    }

    /** The part {@code hw layout} and {@code hw choose --layout} share: check the limit, run, report, exit code. */
    static final class LayoutRun {

        /** Seconds a design's flow may take unless told otherwise. */
        static final long DEFAULT_TIMEOUT = 7200;

        private LayoutRun() {
        }

        static int run(CommandSpec spec, List<Design> designs, Path rtl, Path out, long timeout)
                throws IOException, CommandFailure {
            if (timeout < 1) {
                throw new ParameterException(spec.commandLine(), "--timeout must be at least 1 second, not " + timeout);
            }
            List<Layout> layouts;
            try {
                layouts = Finalists.run(designs, RtlOption.sources(spec, rtl), out, timeout,
                        spec.commandLine().getOut());
            } catch (EdaException e) {
                throw new CommandFailure("qflow could not run: " + e.getMessage(), e);
            }
            spec.commandLine().getOut().println("wrote " + out.resolve(Finalists.CSV));
            spec.commandLine().getOut().flush();
            long notRouted = layouts.stream().filter(l -> l.outcome() != Layout.Outcome.ROUTED).count();
            if (notRouted > 0) {
                throw new CommandFailure(notRouted + " design(s) not routed, see " + out.resolve(Finalists.CSV)
                        + " and the qflow.log in each design's folder");
            }
            return 0;
        }
    }
}
