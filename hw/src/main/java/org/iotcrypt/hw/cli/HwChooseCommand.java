package org.iotcrypt.hw.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.function.Predicate;
import org.iotcrypt.cli.api.CommandFailure;
import org.iotcrypt.hw.choose.Choice;
import org.iotcrypt.hw.choose.ChoiceCsv;
import org.iotcrypt.hw.choose.ChoiceText;
import org.iotcrypt.hw.choose.Chooser;
import org.iotcrypt.hw.choose.Clock;
import org.iotcrypt.hw.choose.Criterion;
import org.iotcrypt.hw.choose.Limits;
import org.iotcrypt.hw.choose.Target;
import org.iotcrypt.hw.eda.CellLibrary;
import org.iotcrypt.hw.explore.CcmDesign;
import org.iotcrypt.hw.explore.Design;
import org.iotcrypt.hw.explore.DesignResult;
import org.iotcrypt.hw.explore.RtlSources;
import org.iotcrypt.hw.explore.SynthesisPoint;
import org.iotcrypt.hw.pnr.QflowFlow;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code iotcrypt hw choose}: which SM4-CCM scheme for a budget of area, throughput and energy per
 * packet, from a results.csv (by default the committed sweep, docs/hw-sweep of this checkout).
 */
@Command(name = "choose",
        mixinStandardHelpOptions = true,
        description = {
            "Pick SM4-CCM schemes for a budget of area, throughput and energy.",
            "Judge every SM4-CCM scheme of a results.csv against the limits given and rank those that meet "
                + "them: the Pareto front in area x energy x throughput first (no scheme that meets the limits "
                + "is at least as good on all three and better on one), then by --by. The rows judged are the reference "
                + "point's (OSU 0.18 um at 2 ns) unless --library names a cell library (its rows at every delay target "
                + "explored, DESIGN@LIB-TARGETns) or all. Each scheme is read at "
                + "its own Fmax from static timing, or with --clock 100 at the paper's 100 MHz. Energy is per "
                + "RFC 8998 A.2 packet (64 bytes of payload, 20 of AAD, key load to tag), or with --packet 1k per 1 KiB "
                + "packet. With --target "
                + "ice40-hx8k or ice40-up5k the schemes are judged on that FPGA instead (logic cells and routed "
                + "Fmax from 'hw explore --ice40'; area x throughput, no energy). --max-leakage rejects schemes "
                + "whose TVLA (from 'hw explore --tvla N') found a larger |t|, and those not assessed. Runs no tool, "
                + "unless --layout K takes the top K through qflow's place and route ('iotcrypt hw layout'). "
                + "For example:",
            "  iotcrypt hw choose --max-area 20000 --min-throughput 200",
            "  iotcrypt hw choose --max-energy-per-packet 400 --by energy --all",
            "  iotcrypt hw choose --target ice40-up5k --by throughput",
            "  iotcrypt hw choose --packet 1k --max-energy-per-packet 3000 --by energy",
            "  iotcrypt hw choose --library osu050 --max-area 20000",
            "  iotcrypt hw choose --max-area 16000 --layout 1"
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:at least one scheme meets the limits", "1:none does, or the results could not be read",
            "2:usage error"})
final class HwChooseCommand implements Callable<Integer> {

    /** What --library takes for every row of every library. */
    private static final String ALL_LIBRARIES = "all";

    @Spec
    private CommandSpec spec;

    @Option(names = "--from", paramLabel = "CSV|DIR",
            description = "A results.csv of 'iotcrypt hw explore', or a folder holding one "
                    + "(default: docs/hw-sweep, the committed sweep of this checkout).")
    private Path from;

    @Option(names = "--max-area", paramLabel = "N",
            description = "At most this area: NAND2 equivalents on the ASIC, logic cells on an iCE40 part.")
    private Double maxArea;

    @Option(names = "--min-throughput", paramLabel = "Mbps", description = "At least this throughput on A.2.")
    private Double minThroughput;

    @Option(names = "--max-energy-per-packet", paramLabel = "nJ",
            description = "At most this energy per packet (--packet says which).")
    private Double maxEnergy;

    @Option(names = "--max-leakage", paramLabel = "T",
            description = "At most this largest |t| of the scheme's fixed-vs-random TVLA without noise (4.5 is the "
                    + "usual threshold; |t| grows with the traces, read it at the sweep's).")
    private Double maxLeakage;

    @Option(names = "--layout", paramLabel = "K",
            description = "Then place and route the top K schemes with qflow (minutes to hours each; see "
                    + "'iotcrypt hw layout --help').")
    private int layout;

    @Option(names = "--layout-out", paramLabel = "DIR",
            description = "Where --layout writes its qflow projects and layout.csv (default: ${DEFAULT-VALUE}).")
    private Path layoutOut = Path.of("hw-layout");

    @Option(names = "--layout-timeout", paramLabel = "SECONDS",
            description = "Stop a scheme's place and route after this long (default: ${DEFAULT-VALUE}).")
    private long layoutTimeout = HwLayoutCommand.LayoutRun.DEFAULT_TIMEOUT;

    @Option(names = "--rtl", paramLabel = "DIR", description = "The RTL folder --layout reads (default: as "
            + "'iotcrypt hw explore' finds it).")
    private Path rtl;

    @Option(names = "--clock", paramLabel = "CLOCK", defaultValue = "own",
            description = "own (each scheme at its Fmax) or 100 (the paper's 100 MHz for all; a row slower than "
                    + "that is rejected); default: ${DEFAULT-VALUE}.")
    private String clock;

    @Option(names = "--target", paramLabel = "TARGET", defaultValue = "asic",
            description = "asic (the cells of --library), ice40-hx8k or ice40-up5k (from 'hw explore --ice40': "
                    + "logic cells and routed Fmax, no energy); default: ${DEFAULT-VALUE}.")
    private String target;

    @Option(names = "--library", paramLabel = "LIB",
            description = "Judge the rows of this cell library (at every delay target explored), or 'all' to rank "
                    + "every row together (default: the reference point's rows only, OSU 0.18 um at 2 ns, one a "
                    + "scheme). An iCE40 target judges the reference rows: the FPGA flow has no cell library.")
    private String library;

    @Option(names = "--packet", paramLabel = "PACKET", defaultValue = "a2",
            description = "The packet whose energy is judged on the ASIC: a2 (RFC 8998 A.2, 64 B of payload and 20 B "
                    + "of AAD) or 1k (1 KiB of payload, 20 B of AAD, from 'hw explore --packets'); default: "
                    + "${DEFAULT-VALUE}.")
    private String packet;

    @Option(names = "--by", paramLabel = "CRITERION", defaultValue = "area",
            description = "What orders the front and the rest: area, throughput or energy (default: ${DEFAULT-VALUE}).")
    private String by;

    @Option(names = "--all", description = "List every scheme that misses the limits, with its reasons.")
    private boolean all;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
            description = "text (a table to read) or csv (one row per scheme, for scripts); default: ${DEFAULT-VALUE}.")
    private String format;

    @Override
    public Integer call() throws CommandFailure, IOException {
        Limits limits = Limits.none();
        if (maxLeakage != null) {
            try {
                limits = limits.withMaxLeakage(maxLeakage);
            } catch (IllegalArgumentException e) {
                throw new ParameterException(spec.commandLine(), "--max-leakage must be a number >= 0, not " + maxLeakage);
            }
        }
        limits = limit(limits, Criterion.AREA, maxArea, "--max-area");
        limits = limit(limits, Criterion.THROUGHPUT, minThroughput, "--min-throughput");
        limits = limit(limits, Criterion.ENERGY, maxEnergy, "--max-energy-per-packet");
        Clock at = switch (clock.toLowerCase(Locale.ROOT)) {
            case "own" -> Clock.OWN;
            case "100" -> Clock.COMMON;
            default -> throw new ParameterException(spec.commandLine(), "--clock must be own or 100, not '" + clock + "'");
        };
        Criterion rankBy = switch (by.toLowerCase(Locale.ROOT)) {
            case "area" -> Criterion.AREA;
            case "throughput" -> Criterion.THROUGHPUT;
            case "energy" -> Criterion.ENERGY;
            default -> throw new ParameterException(spec.commandLine(),
                    "--by must be area, throughput or energy, not '" + by + "'");
        };
        boolean csv = switch (format.toLowerCase(Locale.ROOT)) {
            case "text" -> false;
            case "csv" -> true;
            default -> throw new ParameterException(spec.commandLine(), "--format must be text or csv, not '" + format + "'");
        };
        if (layout < 0) {
            throw new ParameterException(spec.commandLine(), "--layout must be 0 or more, not " + layout);
        }
        if (layout > 0 && csv) {
            throw new ParameterException(spec.commandLine(), "--layout prints its progress: use it with --format text");
        }
        Target on = Target.parse(target).orElseThrow(() -> new ParameterException(spec.commandLine(),
                "--target must be asic, ice40-hx8k or ice40-up5k, not '" + target + "'"));
        boolean kib = switch (packet.toLowerCase(Locale.ROOT)) {
            case "a2" -> false;
            case "1k" -> true;
            default -> throw new ParameterException(spec.commandLine(), "--packet must be a2 or 1k, not '" + packet + "'");
        };
        if (kib && on.fpga()) {
            throw new ParameterException(spec.commandLine(), "--packet 1k judges an ASIC's energy; --target " + on.id()
                    + " has none");
        }
        if (kib) {
            on = Target.ASIC_KIB;
        }
        if (layout > 0 && on.fpga()) {
            throw new ParameterException(spec.commandLine(), "--layout places and routes an ASIC (qflow, OSU cells), "
                    + "not --target " + on.id());
        }
        if (library != null && on.fpga()) {
            throw new ParameterException(spec.commandLine(), "--library picks ASIC rows; --target " + on.id()
                    + " judges each scheme's one iCE40 mapping");
        }
        String lib = libraryName();
        if (layout > 0 && !lib.equals(QflowFlow.TECH)) {
            throw new ParameterException(spec.commandLine(), "--layout places and routes in qflow's " + QflowFlow.TECH
                    + " cells: use it with --library " + QflowFlow.TECH);
        }
        Path source = from != null ? from : committedSweep();
        Predicate<DesignResult> judged = library == null ? DesignResult::isReference
                : lib.equals(ALL_LIBRARIES) ? r -> true : r -> r.library().equals(lib);
        List<DesignResult> every = ResultsFiles.rows(source);
        List<DesignResult> rows = every.stream().filter(judged).toList();
        Choice choice;
        try {
            choice = Chooser.choose(rows, limits, at, rankBy, on);
        } catch (IllegalArgumentException e) {
            // the target judges no energy (no FPGA power model) and reads an FPGA at its own Fmax only
            throw new ParameterException(spec.commandLine(), "--target " + on.id() + ": " + e.getMessage());
        }
        if (choice.judged() == 0) {
            List<String> others = every.stream().filter(r -> CcmDesign.parse(r.designName()).isPresent())
                    .map(DesignResult::library).distinct().toList();
            throw new CommandFailure(ResultsFiles.csv(source) + ": no SM4-CCM scheme in it"
                    + (others.isEmpty() ? "" : " mapped to " + lib + " (its schemes are mapped to "
                            + String.join(", ", others) + ")"));
        }
        PrintWriter out = spec.commandLine().getOut();
        out.print(csv ? ChoiceCsv.render(choice, all) : ChoiceText.render(choice, ResultsFiles.csv(source).toString(), all));
        out.flush();
        if (choice.ranked().isEmpty()) {
            return 1;
        }
        if (layout > 0) {
            // qflow synthesizes the RTL itself: a scheme at two delay targets is one layout
            List<Design> finalists = choice.ranked().stream().map(c -> c.scheme().name()).distinct().limit(layout)
                    .map(Design::parse).toList();
            out.println();
            out.println("Place and route of the top " + finalists.size() + " with qflow (into " + layoutOut + "):");
            out.flush();
            return HwLayoutCommand.LayoutRun.run(spec, finalists, rtl, layoutOut, layoutTimeout);
        }
        return 0;
    }

    /** --library as a cell library's name or {@value #ALL_LIBRARIES}; the reference library's when not given. */
    private String libraryName() {
        if (library == null) {
            return SynthesisPoint.REFERENCE.library().name();
        }
        String name = library.strip().toLowerCase(Locale.ROOT);
        if (name.equals(ALL_LIBRARIES)) {
            return name;
        }
        try {
            return CellLibrary.parse(name).name();
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "--library: " + e.getMessage() + ", or " + ALL_LIBRARIES);
        }
    }

    private Limits limit(Limits limits, Criterion criterion, Double bound, String option) {
        if (bound == null) {
            return limits;
        }
        try {
            return limits.with(criterion, bound);
        } catch (IllegalArgumentException e) {
            // Limits holds the rule (a finite number, at least 0); the message names the option.
            throw new ParameterException(spec.commandLine(), option + " must be a number >= 0, not " + bound);
        }
    }

    /** docs/hw-sweep of the checkout this iotcrypt was built in (found as the explorer finds its RTL). */
    private Path committedSweep() throws CommandFailure {
        try {
            Path rtl = RtlSources.installed(Path.of("")).root();
            return rtl.getParent().getParent().resolve("docs").resolve("hw-sweep");
        } catch (IllegalArgumentException e) {
            throw new CommandFailure("no committed sweep found (" + e.getMessage() + "): give --from");
        }
    }
}
