package org.iotcrypt.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.iotcrypt.cli.api.FileNames;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code iotcrypt hash}: prints or checks SM3 checksums in the format of {@code sha256sum}, so
 * that lists move between the two tools' habits unchanged (only the digest differs).
 */
@Command(name = "hash",
        description = {
            "Print or check SM3 checksums, in the format of sha256sum.",
            "Print or check SM3 (GB/T 32905-2016) checksums, in the format of sha256sum. With no " +
                "FILE, or when FILE is -, read standard input."
        },
        exitCodeList = {
            "0:every file was read (and, with --check, every checksum matched)",
            "1:a file could not be read, or a checksum did not match",
            "2:usage error"
        })
final class HashCommand implements Callable<Integer> {

    @ParentCommand
    private Main main;

    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "FILE", arity = "0..*", description = "Files to hash, or with --check, checksum lists.")
    private List<String> files = List.of();

    @Option(names = {"-c", "--check"}, description = "Read SM3 checksums from the FILEs and check them.")
    private boolean check;

    @Option(names = "--json", description = "With --check: print the results as one JSON object on standard output "
            + "(every file and its status, and whether all matched); the exit code is the same.")
    private boolean json;

    @Option(names = "--tag", description = "Print BSD-style lines, SM3 (FILE) = DIGEST, as 'sha256sum --tag' does "
            + "(--check reads both styles).")
    private boolean tag;

    /** Set by --status, --quiet and --warn; the last one given wins, as in sha256sum. */
    private ChecksumVerifier.Verbosity verbosity = ChecksumVerifier.Verbosity.NORMAL;

    @Option(names = "--quiet", description = "With --check: don't print OK for each file that matches.")
    private void quiet(boolean on) {
        verbosity = ChecksumVerifier.Verbosity.QUIET;
    }

    @Option(names = "--status", description = "With --check: print nothing; the exit code tells.")
    private void status(boolean on) {
        verbosity = ChecksumVerifier.Verbosity.STATUS;
    }

    @Option(names = {"-w", "--warn"}, description = "With --check: warn about each improperly formatted line.")
    private void warn(boolean on) {
        verbosity = ChecksumVerifier.Verbosity.WARN;
    }

    @Option(names = "--strict", description = "With --check: fail (exit 1) on improperly formatted lines.")
    private boolean strict;

    @Override
    public Integer call() {
        Reporter reporter = main.reporter();
        FileHasher hasher = new FileHasher(main.stdin());
        List<String> names = files.isEmpty() ? List.of(FileHasher.STDIN) : files;
        boolean ok = check
                ? checkLists(names, hasher, reporter)
                : hashFiles(names, hasher, reporter);
        return ok ? 0 : Main.FAILED;
    }

    private boolean hashFiles(List<String> names, FileHasher hasher, Reporter reporter) {
        refuseCheckOnlyOptions();
        PrintWriter out = spec.commandLine().getOut();
        boolean ok = true;
        for (String name : names) {
            try {
                String hex = HexText.of(hasher.digest(name));
                out.print((tag ? ChecksumFormat.formatTagged(hex, name) : ChecksumFormat.format(hex, name)) + "\n");
            } catch (IOException e) {
                reporter.error(FileNames.quote(name) + ": " + FileNames.reason(e), e);
                ok = false;
            }
        }
        return ok;
    }

    private boolean checkLists(List<String> lists, FileHasher hasher, Reporter reporter) {
        if (tag) {
            throw new ParameterException(spec.commandLine(), "--tag is for printing checksums; --check reads both styles");
        }
        ChecksumVerifier verifier = new ChecksumVerifier(hasher, main.stdin(), spec.commandLine().getOut(),
                reporter, verbosity, strict);
        if (json) {
            verifier.recordResults();
        }
        boolean ok = true;
        for (String list : lists) {
            ok &= verifier.verify(list);
        }
        if (json) {
            Map<String, Object> r = new LinkedHashMap<>();
            r.put("ok", ok);
            r.put("files", verifier.results());
            spec.commandLine().getOut().print(JsonText.of(r) + "\n");
        }
        return ok;
    }

    /** As sha256sum does, refuse the check-mode switches when not checking rather than ignore them. */
    private void refuseCheckOnlyOptions() {
        for (String option : List.of("--quiet", "--status", "--warn", "--strict", "--json")) {
            if (spec.commandLine().getParseResult().hasMatchedOption(option)) {
                throw new ParameterException(spec.commandLine(),
                        "the " + option + " option is meaningful only when verifying checksums (-c)");
            }
        }
    }
}
