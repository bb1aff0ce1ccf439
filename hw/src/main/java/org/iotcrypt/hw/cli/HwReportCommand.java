package org.iotcrypt.hw.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.iotcrypt.cli.api.CommandFailure;
import org.iotcrypt.cli.api.FileNames;
import org.iotcrypt.hw.explore.DesignResult;
import org.iotcrypt.hw.report.Report;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code iotcrypt hw report}: redraws a report from a saved results.csv (e.g. docs/hw-sweep/results.csv)
 * without running any tool. The output folder must not be the one holding the input, so the
 * input is never overwritten.
 */
@Command(name = "report",
        mixinStandardHelpOptions = true,
        description = {
            "Rebuild the report from a results.csv, running no tool.",
            "Rebuild results.json, summary.md and index.html (and a copy of results.csv) in --out " +
                "from a results.csv that 'iotcrypt hw explore' wrote, without running any tool. Columns " +
                "an older results.csv lacks are 'not measured'."
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:report written", "1:the CSV could not be read or parsed, or a file not written",
            "2:usage error"})
final class HwReportCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(names = "--from", required = true, paramLabel = "CSV|DIR",
            description = "The results.csv to draw from, or a folder holding one.")
    private Path from;

    @Option(names = "--out", required = true, paramLabel = "DIR",
            description = "Report folder; not the folder holding --from.")
    private Path out;

    @Override
    public Integer call() throws IOException, CommandFailure {
        if (holdsInput()) {
            throw new ParameterException(spec.commandLine(),
                    "--out " + out + " holds --from " + from + ": choose another folder, the input is never overwritten");
        }
        String csv = ResultsFiles.text(from);
        List<DesignResult> rows;
        try {
            rows = Report.rebuild(out, csv);
        } catch (IllegalArgumentException e) {
            throw new CommandFailure(FileNames.quote(from.toString()) + ": " + e.getMessage(), e);
        }
        PrintWriter progress = spec.commandLine().getOut();
        progress.print("wrote " + out.resolve("index.html") + ", summary.md, results.json, results.csv ("
                + rows.size() + " designs from " + from + ")\n");
        progress.flush();
        return 0;
    }

    /** Whether --out is the folder the --from file is in (compared after resolving links where they exist). */
    private boolean holdsInput() throws IOException {
        Path inputDir = canonical(ResultsFiles.csv(from).toAbsolutePath().normalize().getParent());
        return inputDir != null && inputDir.equals(canonical(out.toAbsolutePath().normalize()));
    }

    private static Path canonical(Path p) throws IOException {
        return p != null && Files.exists(p) ? p.toRealPath() : p;
    }
}
