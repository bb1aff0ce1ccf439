package org.iotcrypt.hw.pnr;

import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads what qflow 1.3's steps leave behind: qrouter's last verdict in {@code log/route.log},
 * vesta's post-route Fmax in {@code log/post_sta.log}, and the die and its components in the
 * placed and routed DEF. Each reader takes the text and answers empty when the line is not there.
 */
final class QflowLogs {

    private static final Pattern FMAX = Pattern.compile(
            "Computed maximum clock frequency \\(zero margin\\) = ([0-9.]+) MHz");
    private static final Pattern FINAL = Pattern.compile("^Final: (.*)$", Pattern.MULTILINE);
    private static final Pattern FAILED_COUNT = Pattern.compile("(\\d+)");
    private static final Pattern UNITS = Pattern.compile("UNITS DISTANCE MICRONS (\\d+)\\s*;");
    private static final Pattern DIE = Pattern.compile(
            "DIEAREA \\( (-?\\d+) (-?\\d+) \\) \\( (-?\\d+) (-?\\d+) \\)\\s*;");
    private static final Pattern COMPONENTS = Pattern.compile("^COMPONENTS (\\d+)\\s*;", Pattern.MULTILINE);
    private static final Pattern FILL = Pattern.compile("^- \\S+ FILL\\b", Pattern.MULTILINE);

    private QflowLogs() {
    }

    /** The last Fmax vesta printed (the post-route one, after back-annotation). */
    static OptionalDouble fmaxMhz(String postSta) {
        Matcher m = FMAX.matcher(postSta);
        Double last = null;
        while (m.find()) {
            last = Double.parseDouble(m.group(1));
        }
        return last == null ? OptionalDouble.empty() : OptionalDouble.of(last);
    }

    /** Nets left unrouted by qrouter's final stage: 0 for "No failed routes!", empty without a verdict. */
    static OptionalInt failedRoutes(String routeLog) {
        Matcher m = FINAL.matcher(routeLog);
        String last = null;
        while (m.find()) {
            last = m.group(1);
        }
        if (last == null) {
            return OptionalInt.empty();
        }
        if (last.startsWith("No failed routes")) {
            return OptionalInt.of(0);
        }
        Matcher n = FAILED_COUNT.matcher(last);
        return n.find() ? OptionalInt.of(Integer.parseInt(n.group(1))) : OptionalInt.empty();
    }

    /** The die's area in square micrometres, NaN without a DIEAREA. */
    static double dieAreaUm2(String def) {
        Matcher u = UNITS.matcher(def);
        Matcher d = DIE.matcher(def);
        if (!u.find() || !d.find()) {
            return Double.NaN;
        }
        double perMicron = Double.parseDouble(u.group(1));
        double w = (Long.parseLong(d.group(3)) - Long.parseLong(d.group(1))) / perMicron;
        double h = (Long.parseLong(d.group(4)) - Long.parseLong(d.group(2))) / perMicron;
        return w * h;
    }

    /** The components the DEF declares (standard cells and fill cells), 0 without a COMPONENTS section. */
    static int components(String def) {
        Matcher m = COMPONENTS.matcher(def);
        return m.find() ? Integer.parseInt(m.group(1)) : 0;
    }

    /** The fill cells among them (OSU's FILL). */
    static int fillCells(String def) {
        Matcher m = FILL.matcher(def);
        int n = 0;
        while (m.find()) {
            n++;
        }
        return n;
    }
}
