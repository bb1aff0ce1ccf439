package org.iotcrypt.hw.eda;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Static timing analysis with OpenSTA (Debian's {@code opensta}, command {@code sta}) of a
 * gate-level netlist against a Liberty library: the worst setup path at a given clock period,
 * and from its slack the shortest period the netlist meets.
 *
 * <p>What the analysis assumes, stated once here and in every report that quotes it:
 * <ul>
 * <li>the library's only corner (the OSU 0.18 µm cells have one, typical: 1.8 V, 25 °C); a
 *     worst-case figure needs a derating ({@link #WORST_CASE_DERATING});</li>
 * <li>an ideal clock (no skew, no insertion delay) with the given transition at every clock pin;</li>
 * <li>no wire load: the library defines no wire-load model, so a net's capacitance is the sum of
 *     the input pins it drives, plus {@link Constraints#outputLoadPf} on an output port; placed and
 *     routed wires come later (qflow);</li>
 * <li>inputs arrive, and outputs are needed, {@link Constraints#ioDelayNs} after and before the
 *     clock edge, with {@link Constraints#inputTransitionNs} at the input ports.</li>
 * </ul>
 * The netlist must be one flat module without {@code assign} aliases (OpenSTA 2.0 cannot read
 * them; {@link Yosys} writes such netlists for timing).
 */
public final class OpenSta {

    /**
     * Worst-case delay over typical, for a library that has no slow corner to measure it from:
     * Samsung's 0.18 µm 1.8 V STD130 databook (section 1.5.4, derating factors) multiplies nominal
     * delays by 1.245 for slow process, 1.124 for 125 °C and 1.087 for 1.65 V, together 1.52. Used
     * as a stated assumption wherever a worst-case figure is quoted, never as a measurement.
     */
    public static final double WORST_CASE_DERATING = 1.245 * 1.124 * 1.087;

    private static final Pattern ARRIVAL = Pattern.compile("^\\s*(-?[0-9.]+)\\s+data arrival time\\s*$",
            Pattern.MULTILINE);
    private static final Pattern SLACK = Pattern.compile("^\\s*(-?[0-9.]+)\\s+slack \\((MET|VIOLATED)\\)\\s*$",
            Pattern.MULTILINE);
    private static final Pattern STARTPOINT = Pattern.compile("^Startpoint: (\\S+)", Pattern.MULTILINE);
    private static final Pattern ENDPOINT = Pattern.compile("^Endpoint: (\\S+)", Pattern.MULTILINE);

    private OpenSta() {
    }

    /**
     * What the netlist is timed against.
     *
     * @param clockPort the clock input, or null for a purely combinational netlist (then a virtual
     *        clock of the period times the paths from inputs to outputs)
     * @param periodNs the clock period the paths are checked against, ns
     * @param clockTransitionNs the transition at every clock pin, ns
     * @param inputTransitionNs the transition at the input ports, ns
     * @param ioDelayNs the external input and output delay, ns
     * @param outputLoadPf the load on every output port, pF
     */
    public record Constraints(String clockPort, double periodNs, double clockTransitionNs, double inputTransitionNs,
            double ioDelayNs, double outputLoadPf) {

        public Constraints {
            if (!(periodNs > 0) || !Double.isFinite(periodNs) || !(clockTransitionNs >= 0)
                    || !(inputTransitionNs >= 0) || !(ioDelayNs >= 0) || !(outputLoadPf >= 0)) {
                throw new IllegalArgumentException("timing constraints must be non-negative and the period positive");
            }
            if (clockPort != null && !clockPort.matches("[A-Za-z_][A-Za-z0-9_]*")) {
                throw new IllegalArgumentException("clock port must be a plain Verilog identifier: " + clockPort);
            }
        }

        /** The SDC part of an OpenSTA script. */
        String sdc() {
            StringBuilder s = new StringBuilder();
            if (clockPort == null) {
                s.append(format("create_clock -name clk -period %s\n", periodNs));
                s.append("set inputs [all_inputs]\n");
            } else {
                s.append(format("create_clock -name clk -period %s [get_ports %s]\n", periodNs, clockPort));
                s.append(format("set_clock_transition %s [get_clocks clk]\n", clockTransitionNs));
                s.append(format("set inputs [delete_from_list [all_inputs] [get_ports %s]]\n", clockPort));
            }
            s.append(format("set_input_delay %s -clock clk $inputs\n", ioDelayNs));
            s.append(format("set_input_transition %s $inputs\n", inputTransitionNs));
            s.append(format("set_output_delay %s -clock clk [all_outputs]\n", ioDelayNs));
            s.append(format("set_load %s [all_outputs]\n", outputLoadPf));
            return s.toString();
        }
    }

    /**
     * The worst setup path.
     *
     * @param periodNs the period it was checked against
     * @param arrivalNs its data arrival time
     * @param slackNs required minus arrival time (negative: the period is not met)
     * @param startpoint where it starts (a register or an input port)
     * @param endpoint where it ends
     * @param report OpenSTA's report of the path
     */
    public record TimingReport(double periodNs, double arrivalNs, double slackNs, String startpoint, String endpoint,
            String report) {

        /** The shortest period this netlist meets: the checked period less the slack, ns. */
        public double minimumPeriodNs() {
            return periodNs - slackNs;
        }

        /** 1 / {@link #minimumPeriodNs}, in MHz. */
        public double fmaxMhz() {
            return 1000.0 / minimumPeriodNs();
        }

        /** Fmax with {@link #WORST_CASE_DERATING} applied to every delay, MHz. */
        public double worstCaseFmaxMhz() {
            return fmaxMhz() / WORST_CASE_DERATING;
        }
    }

    /**
     * Times {@code netlist} (module {@code top}) against {@code liberty} in {@code workDir},
     * writing the script there as {@code sta.tcl} and OpenSTA's report as {@code sta.log}.
     */
    public static TimingReport analyze(Path workDir, Path liberty, Path netlist, String top, Constraints constraints,
            long timeoutSeconds) {
        if (!top.matches("[A-Za-z_][A-Za-z0-9_]*")) {
            throw new IllegalArgumentException("top must be a plain Verilog identifier: " + top);
        }
        String script = "read_liberty " + tclPath(liberty) + "\n"
                + "read_verilog " + tclPath(netlist) + "\n"
                + "link_design " + top + "\n"
                + constraints.sdc()
                + "report_checks -path_delay max -digits 6\n";
        try {
            Files.writeString(workDir.resolve("sta.tcl"), script);
            String out = ToolRun.run(workDir, List.of("sta", "-no_splash", "-no_init", "-exit", "sta.tcl"),
                    timeoutSeconds);
            Files.writeString(workDir.resolve("sta.log"), out);
            return parse(out, constraints.periodNs());
        } catch (IOException e) {
            throw new EdaException("sta in " + workDir + ": " + e.getMessage(), e);
        }
    }

    /** Reads the worst path out of a {@code report_checks} report. */
    static TimingReport parse(String out, double periodNs) {
        Matcher arrival = ARRIVAL.matcher(out);
        Matcher slack = SLACK.matcher(out);
        Matcher start = STARTPOINT.matcher(out);
        Matcher end = ENDPOINT.matcher(out);
        if (!arrival.find() || !slack.find() || !start.find() || !end.find()) {
            // OpenSTA reports "No paths found." for a netlist without constrained paths, and
            // warnings (unlinked cells, unknown ports) before that: both are worth reading whole.
            throw new EdaException("sta reported no timed path:\n" + tail(out));
        }
        return new TimingReport(periodNs, Double.parseDouble(arrival.group(1)), Double.parseDouble(slack.group(1)),
                start.group(1), end.group(1), out);
    }

    private static String tclPath(Path p) {
        String s = p.toAbsolutePath().toString();
        if (!s.matches("[A-Za-z0-9_./+@-]+")) {
            throw new IllegalArgumentException("path must not need quoting in Tcl: " + s);
        }
        return s;
    }

    private static String format(String pattern, Object... args) {
        return String.format(Locale.ROOT, pattern, args);
    }

    private static String tail(String s) {
        return s.length() <= 2000 ? s : "..." + s.substring(s.length() - 2000);
    }
}
