package org.iotcrypt.hw.eda;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Synthesis with Yosys: to a {@link CellLibrary} (by default the OSU 0.18 µm standard cells of
 * Debian's {@code qflow-tech-osu018}; area in NAND2 equivalents, flip-flops), to Xilinx 7-series FPGA primitives (LUTs,
 * flip-flops) and to Lattice iCE40 primitives for nextpnr-ice40. Area = total cell area from {@code stat -liberty} / area of NAND2X1; not
 * {@code abc -g NAND}, which overcounts inverters.
 */
public final class Yosys {

    private static final Pattern CHIP_AREA = Pattern.compile("Chip area for (?:top )?module '\\\\?([^']+)': ([0-9.]+)");
    private static final Pattern CELL_COUNT = Pattern.compile("^\\s+(\\S+)\\s+(\\d+)\\s*$", Pattern.MULTILINE);


    private Yosys() {
    }

    /**
     * Area (µm², as Yosys's {@code stat -liberty} reports it) and flip-flops of a design mapped to
     * a cell library; gate equivalents are the power package's (StandardCells), which reads the
     * library's cells.
     */
    public record AsicResult(double cellArea, int flipFlops, Path netlist, Path timingNetlist) {
    }

    /**
     * A timing constraint for the cell mapping: ABC maps for a delay target of the clock period
     * ({@code abc -D}), sizing and buffering the cells on the way, with every input driven by
     * {@code drivingCell} and every output loaded by {@code outputLoadPf} (ABC's {@code -constr}).
     *
     * @param periodNs the delay target, ns
     * @param drivingCell the library cell assumed to drive the inputs
     * @param outputLoadPf the load on every output, pF
     */
    public record TimingTarget(double periodNs, String drivingCell, double outputLoadPf) {

        public TimingTarget {
            if (!(periodNs > 0) || !Double.isFinite(periodNs) || !(outputLoadPf >= 0)
                    || !drivingCell.matches("[A-Z0-9]+")) {
                throw new IllegalArgumentException("a timing target needs a positive period, a library cell name"
                        + " and a non-negative load");
            }
        }

        /** The delay target in picoseconds, as ABC takes it. */
        long picoseconds() {
            return Math.round(periodNs * 1000);
        }
    }

    /** LUTs and flip-flops of a design mapped to Xilinx 7-series primitives. */
    public record FpgaResult(int luts, int flipFlops) {
    }

    /**
     * Synthesizes {@code top} from {@code sources} to the OSU 0.18 µm cells in {@code workDir},
     * writing the gate-level netlist {@code <top>_gates.v} there. With {@code keepHierarchy}
     * the module boundaries survive (e.g. to keep a DSE S-box's decoder-switch-encoder structure
     * from being merged into a plain logic cone).
     */
    public static AsicResult synthesizeAsic(Path workDir, String top, List<Path> sources, boolean keepHierarchy,
            long timeoutSeconds) {
        return synthesizeAsic(workDir, top, sources, keepHierarchy, false, timeoutSeconds);
    }

    /**
     * As {@link #synthesizeAsic(Path, String, List, boolean, long)}; with {@code flatNetlist} the
     * netlist is written as one module (cells and nets of kept submodules inlined under
     * hierarchical names after mapping and {@code stat}, so the kept structure and the area are
     * those of the hierarchical synthesis), which a gate-level simulation can dump at one level.
     */
    public static AsicResult synthesizeAsic(Path workDir, String top, List<Path> sources, boolean keepHierarchy,
            boolean flatNetlist, long timeoutSeconds) {
        return synthesizeAsic(workDir, top, sources, keepHierarchy, flatNetlist, null, timeoutSeconds);
    }

    /**
     * As {@link #synthesizeAsic(Path, String, List, boolean, boolean, long)}, mapped for
     * {@code timing} when it is not null (with no target ABC maps for area and delay without a
     * bound, and leaves high fan-outs on the smallest cells). Besides the netlist it writes
     * {@code <top>_sta.v}, the same cells in one module with every alias net merged away
     * ({@code splitnets}, {@code opt_clean -purge}), which {@link OpenSta} can read: it cannot
     * read the {@code assign} statements {@code flatten} leaves.
     */
    public static AsicResult synthesizeAsic(Path workDir, String top, List<Path> sources, boolean keepHierarchy,
            boolean flatNetlist, TimingTarget timing, long timeoutSeconds) {
        return synthesizeAsic(workDir, top, sources, keepHierarchy, flatNetlist, CellLibrary.OSU018, timing,
                timeoutSeconds);
    }

    /**
     * As {@link #synthesizeAsic(Path, String, List, boolean, boolean, TimingTarget, long)}, mapped to
     * {@code library}'s cells instead of the OSU 0.18 µm ones.
     */
    public static AsicResult synthesizeAsic(Path workDir, String top, List<Path> sources, boolean keepHierarchy,
            boolean flatNetlist, CellLibrary library, TimingTarget timing, long timeoutSeconds) {
        String lib = library.liberty().toString();
        Path netlist = workDir.resolve(top + "_gates.v");
        Path timingNetlist = workDir.resolve(top + "_sta.v");
        String abc = "abc -liberty " + lib;
        if (timing != null) {
            writeAbcConstraints(workDir, timing);
            abc += " -D " + timing.picoseconds() + " -constr abc.constr";
        }
        String script = readAll(sources)
                + "synth -top " + top + (keepHierarchy ? "" : " -flatten") + "\n"
                + "dfflibmap -liberty " + lib + "\n"
                + abc + "\n"
                + "opt_clean\n"
                + "stat -liberty " + lib + "\n"
                // keep_hierarchy has done its work (mapping kept the modules apart): lift it to inline them.
                + (flatNetlist ? "setattr -mod -unset keep_hierarchy\nflatten\n" : "")
                + "write_verilog -noattr " + netlist.getFileName() + "\n"
                + (flatNetlist ? "" : "setattr -mod -unset keep_hierarchy\nflatten\n")
                // flatten leaves multi-bit wires aliased to each other and to constants, which
                // write_verilog prints as assign statements; one bit a wire, the aliases merge.
                + "splitnets\n"
                + "opt_clean -purge\n"
                + "write_verilog -noattr -noexpr " + timingNetlist.getFileName() + "\n";
        String out = runScript(workDir, script, timeoutSeconds);
        double area = lastChipArea(out, top);
        int ffs = countCells(lastStat(out), "DFF") + countCells(lastStat(out), "LATCH");
        return new AsicResult(area, ffs, netlist, timingNetlist);
    }

    private static void writeAbcConstraints(Path workDir, TimingTarget timing) {
        try {
            Files.writeString(workDir.resolve("abc.constr"), "set_driving_cell " + timing.drivingCell() + "\n"
                    + String.format(Locale.ROOT, "set_load %.6f%n", timing.outputLoadPf()));
        } catch (IOException e) {
            throw new EdaException("writing ABC's constraints in " + workDir + ": " + e.getMessage(), e);
        }
    }

    /** Synthesizes {@code top} with {@code synth_xilinx -family xc7} (the ZYNQ-7000's fabric). */
    public static FpgaResult synthesizeXilinx7(Path workDir, String top, List<Path> sources, long timeoutSeconds) {
        String script = readAll(sources) + "synth_xilinx -family xc7 -flatten -top " + top + "\nstat\n";
        String stat = lastStat(runScript(workDir, script, timeoutSeconds));
        return new FpgaResult(countCells(stat, "LUT"), countCells(stat, "FD"));
    }

    /** Cells of a design mapped to iCE40 primitives, and the JSON netlist nextpnr-ice40 reads. */
    public record Ice40Synthesis(int luts, int flipFlops, int carries, Path json) {
    }

    /**
     * The port list of {@code top} ({@code portlist}: one {@code input [7:0] name} line a port), read
     * after elaborating {@code sources}, before any synthesis.
     */
    public static String portList(Path workDir, String top, List<Path> sources, long timeoutSeconds) {
        runScript(workDir, readAll(sources) + "hierarchy -top " + top + "\ntee -q -o ports.txt portlist " + top + "\n",
                timeoutSeconds);
        try {
            return Files.readString(workDir.resolve("ports.txt"));
        } catch (IOException e) {
            throw new EdaException("yosys wrote no port list in " + workDir + ": " + e.getMessage(), e);
        }
    }

    /**
     * Synthesizes {@code top} with {@code synth_ice40} (flattened; no DSP or RAM inference asked
     * for, so every design is logic cells only), writing {@code <top>.json} for nextpnr-ice40.
     */
    public static Ice40Synthesis synthesizeIce40(Path workDir, String top, List<Path> sources, long timeoutSeconds) {
        Path json = workDir.resolve(top + ".json");
        String stat = lastStat(runScript(workDir, readAll(sources) + "synth_ice40 -top " + top + " -json "
                + json.getFileName() + "\nstat\n", timeoutSeconds));
        return new Ice40Synthesis(countCells(stat, "SB_LUT4"), countCells(stat, "SB_DFF"),
                countCells(stat, "SB_CARRY"), json);
    }

    private static String readAll(List<Path> sources) {
        StringBuilder sb = new StringBuilder();
        for (Path s : sources) {
            sb.append("read_verilog -sv ").append(s.toAbsolutePath()).append('\n');
        }
        return sb.toString();
    }

    private static String runScript(Path workDir, String script, long timeoutSeconds) {
        try {
            Path ys = workDir.resolve("synth.ys");
            Files.writeString(ys, script);
            return ToolRun.run(workDir, List.of("yosys", "-q", "-l", "synth.log", "-s", "synth.ys"), timeoutSeconds)
                    + Files.readString(workDir.resolve("synth.log"));
        } catch (IOException e) {
            throw new EdaException("yosys in " + workDir + ": " + e.getMessage(), e);
        }
    }

    private static double lastChipArea(String out, String top) {
        Matcher m = CHIP_AREA.matcher(out);
        double area = -1;
        while (m.find()) {
            if (m.group(1).equals(top)) {
                area = Double.parseDouble(m.group(2));
            }
        }
        if (area < 0) {
            throw new EdaException("yosys printed no chip area for " + top);
        }
        return area;
    }

    /** The last {@code stat} block of the log (the top module's, or the design hierarchy's). */
    private static String lastStat(String out) {
        int i = out.lastIndexOf("Number of cells:");
        if (i < 0) {
            throw new EdaException("yosys printed no statistics");
        }
        return out.substring(i);
    }

    /** Sum of the counts of the cell types whose name contains {@code fragment}. */
    private static int countCells(String stat, String fragment) {
        Matcher m = CELL_COUNT.matcher(stat);
        int n = 0;
        while (m.find()) {
            if (m.group(1).contains(fragment)) {
                n += Integer.parseInt(m.group(2));
            }
        }
        return n;
    }
}
