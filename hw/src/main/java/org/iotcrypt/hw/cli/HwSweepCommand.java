package org.iotcrypt.hw.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.iotcrypt.cli.api.CommandFailure;
import org.iotcrypt.cli.api.FileNames;
import org.iotcrypt.hw.explore.DesignResult;
import org.iotcrypt.hw.explore.ResultsMerge;
import org.iotcrypt.hw.explore.Shard;
import org.iotcrypt.hw.report.Report;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code iotcrypt hw sweep FILE}: a sweep described by a file ({@link SweepFile}), each line one
 * run of {@code hw explore} into {@code OUT/run-N} (N its line), all sharing one result cache, then
 * their rows merged ({@link ResultsMerge}) into one report in OUT. With {@code --shard K/N} every
 * run evaluates its share K of N, so N tasks of a job array cover the sweep (hw/scripts/slurm-sweep
 * --sweep FILE).
 */
@Command(name = "sweep",
        mixinStandardHelpOptions = true,
        description = {
            "Run a sweep described by a file, and merge its runs into one report.",
            "Each line of FILE is one run, 'explore' and its options (--schemes, --library, --target-ns, "
                + "--ice40, --tvla N, --packets[=BYTES]): designs x cell libraries x delay targets, and stages; '#' "
                + "starts a comment. Every run goes into --out/run-LINE, all share "
                + "--cache, and their rows are merged column by column into results.csv, results.json, "
                + "summary.md and index.html in --out (a design two runs measured differently is an error). "
                + "docs/hw-sweep/sweep.txt is the committed sweep's file. For example:",
            "  iotcrypt hw sweep docs/hw-sweep/sweep.txt --out sweep --jobs 2",
            "  iotcrypt hw sweep my.sweep --shard 3/8 --out shard-3 --cache /shared/cache"
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:every design of every run passed", "1:a run failed (a design's check or a tool)",
            "2:usage error (in the file too)"})
final class HwSweepCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "FILE", description = "The sweep: one 'explore [OPTIONS]' a line.")
    private Path file;

    @Option(names = "--out", paramLabel = "DIR", description = "Report folder; each run's folder is DIR/run-LINE "
            + "(default: ${DEFAULT-VALUE}).")
    private Path out = Path.of("hw-sweep");

    @Option(names = "--cache", paramLabel = "DIR", description = "The result cache every run shares (default: "
            + "DIR/.cache under --out).")
    private Path cache;

    @Option(names = "--jobs", paramLabel = "N", description = "Designs evaluated in parallel (default: ${DEFAULT-VALUE}).")
    private int jobs = 1;

    @Option(names = "--shard", paramLabel = "K/N", description = "Evaluate only share K of N of every run's designs "
            + "(default: all).")
    private String shard;

    @Option(names = "--rtl", paramLabel = "DIR", description = "The RTL folder (default: as 'iotcrypt hw explore' "
            + "finds it).")
    private Path rtl;

    @Override
    public Integer call() throws IOException, CommandFailure {
        if (ResultsFiles.canonical(file).startsWith(ResultsFiles.canonical(out))) {
            throw new ParameterException(spec.commandLine(), "--out " + out + " holds " + file
                    + ": choose another folder, the sweep file is never overwritten");
        }
        List<SweepFile.Run> runs;
        try {
            runs = SweepFile.parse(ResultsFiles.read(file));
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), FileNames.quote(file.toString()) + " " + e.getMessage());
        }
        Shard share;
        try {
            share = shard == null ? Shard.ALL : Shard.parse(shard);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "--shard: " + e.getMessage());
        }
        CommandLine explore = spec.commandLine().getParent().getSubcommands().get("explore");
        PrintWriter progress = spec.commandLine().getOut();
        Path cacheDir = cache != null ? cache : out.resolve(".cache");
        List<Path> runOuts = new ArrayList<>();
        for (SweepFile.Run run : runs) {
            int designs;
            try {
                designs = share.of(DesignSelection.of(run.schemes())).size();
            } catch (IllegalArgumentException e) {
                throw new ParameterException(spec.commandLine(), FileNames.quote(file.toString()) + " line "
                        + run.line() + ": " + e.getMessage());
            }
            if (designs == 0) {
                progress.println("line " + run.line() + ": no design in share " + shard + ", skipped");
                continue;
            }
            Path runOut = out.resolve("run-" + run.line());
            List<String> args = new ArrayList<>(run.args());
            args.addAll(List.of("--out", runOut.toString(), "--cache", cacheDir.toString(), "--jobs",
                    Integer.toString(jobs)));
            if (shard != null) {
                args.addAll(List.of("--shard", shard));
            }
            if (rtl != null) {
                args.addAll(List.of("--rtl", rtl.toString()));
            }
            progress.println("line " + run.line() + ": iotcrypt hw explore " + String.join(" ", args));
            progress.flush();
            int code = explore.execute(args.toArray(String[]::new));
            if (code != 0) {
                throw new CommandFailure("line " + run.line() + " of " + file + " failed (exit code " + code + ")");
            }
            runOuts.add(runOut);
        }
        if (runOuts.isEmpty()) {
            progress.println("no run has a design in share " + shard + ": nothing written");
            return 0;
        }
        List<DesignResult> rows = ResultsFiles.merged(runOuts);
        Report.rebuild(out, rows);
        progress.println("wrote " + out.resolve("index.html") + ", summary.md, results.json, results.csv ("
                + rows.size() + " rows from " + runOuts.size() + " runs, merged)");
        progress.flush();
        return 0;
    }
}
