package org.iotcrypt.hw.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.iotcrypt.cli.api.CommandFailure;
import org.iotcrypt.cli.api.FileNames;
import org.iotcrypt.hw.explore.DesignResult;
import org.iotcrypt.hw.explore.ResultsMerge;
import org.iotcrypt.hw.report.Report;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code iotcrypt hw report}: redraws a report from a saved results.csv (e.g. docs/hw-sweep/results.csv),
 * or from several merged ({@link ResultsMerge}: the shares of a sweep), without running any tool.
 * The output folder must not hold an input, so no input is ever overwritten.
 */
@Command(name = "report",
        mixinStandardHelpOptions = true,
        description = {
            "Rebuild the report from results.csv files, running no tool.",
            "Rebuild results.json, summary.md and index.html (and a copy of results.csv) in --out " +
                "from a results.csv that 'iotcrypt hw explore' wrote, or from several merged into one (the " +
                "shares of a sweep run with --shard, or stages run apart), without running any tool. Columns " +
                "an older results.csv lacks are 'not measured'."
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:report written", "1:the CSV could not be read or parsed, or a file not written",
            "2:usage error"})
final class HwReportCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(names = "--from", required = true, paramLabel = "CSV|DIR",
            description = "A results.csv to draw from, or a folder holding one; repeat it to merge several (the "
                    + "shares of a sweep run with --shard, or a sweep and a --tvla run): a design in two of them "
                    + "takes each column from the file that measured it, and two values of one column are an error.")
    private List<Path> from;

    @Option(names = "--out", required = true, paramLabel = "DIR",
            description = "Report folder; not a folder holding a --from.")
    private Path out;

    @Override
    public Integer call() throws IOException, CommandFailure {
        for (Path f : from) {
            if (holdsInput(f)) {
                throw new ParameterException(spec.commandLine(),
                        "--out " + out + " holds --from " + f + ": choose another folder, the input is never overwritten");
            }
        }
        List<DesignResult> rows;
        String described;
        if (from.size() == 1) {
            Path f = from.get(0);
            String csv = ResultsFiles.text(f);
            try {
                rows = Report.rebuild(out, csv);
            } catch (IllegalArgumentException e) {
                throw new CommandFailure(FileNames.quote(f.toString()) + ": " + e.getMessage(), e);
            }
            described = f.toString();
        } else {
            rows = ResultsFiles.merged(from);
            Report.rebuild(out, rows);
            described = from.size() + " files, merged";
        }
        PrintWriter progress = spec.commandLine().getOut();
        progress.print("wrote " + out.resolve("index.html") + ", summary.md, results.json, results.csv ("
                + rows.size() + " rows from " + described + ")\n");
        progress.flush();
        return 0;
    }

    /** Whether --out is the folder the file {@code f} names is in (compared after resolving links where they exist). */
    private boolean holdsInput(Path f) throws IOException {
        Path inputDir = ResultsFiles.canonical(ResultsFiles.csv(f)).getParent();
        return inputDir != null && inputDir.equals(ResultsFiles.canonical(out));
    }
}
