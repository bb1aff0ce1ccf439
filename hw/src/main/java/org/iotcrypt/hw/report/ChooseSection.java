package org.iotcrypt.hw.report;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.TreeMap;
import org.iotcrypt.hw.choose.Candidate;
import org.iotcrypt.hw.choose.Choice;
import org.iotcrypt.hw.choose.ChoiceText;
import org.iotcrypt.hw.choose.Chooser;
import org.iotcrypt.hw.choose.Clock;
import org.iotcrypt.hw.choose.Criterion;
import org.iotcrypt.hw.choose.Limits;
import org.iotcrypt.hw.explore.DesignResult;

/**
 * The report's first screen: the answer of {@code iotcrypt hw choose} with controls for the
 * limits, the clock and the ranking, and the Pareto chart in area x energy x throughput with every
 * scheme labelled. Everything the page shows is computed here by {@link Chooser}, once per clock
 * and ranking criterion, and written into the rows' data attributes; the page's script only hides
 * the rows (and dims the points) that miss the limits typed in and puts the rows in the order
 * computed for the clock and criterion chosen. That is all it needs: a limit never changes which
 * qualifying schemes are on the front (a scheme that dominates a qualifying one is at least as
 * good on every criterion, so it qualifies too; ChooseSectionTest checks it), so the front and the
 * "dominated by" computed without limits hold under any. Without script the page shows the
 * unlimited answer at each scheme's own clock, ranked by area. The limits also live in the page's
 * address ({@code index.html#area=20000&throughput=100&clock=own&by=area}), so a choice can be
 * shared, and ChooseSectionTest loads one in headless Chromium and compares the rows it shows with
 * {@link Chooser}'s answer.
 */
final class ChooseSection {

    private static final int WIDTH = 1000;
    private static final int HEIGHT = 560;
    private static final int LEFT = 70;
    private static final int RIGHT = 30;
    private static final int TOP = 20;
    private static final int BOTTOM = 80;

    /** The clocks' names in data attributes and the form (letters only: the script reads them through {@code dataset}). */
    private static final Map<Clock, String> KEY = Map.of(Clock.OWN, "own", Clock.COMMON, "common");

    private ChooseSection() {
    }

    /** The section's HTML: heading, controls, the ranked table, one chart per clock, the script. */
    static String html(List<DesignResult> rows) {
        Map<Clock, Map<Criterion, Choice>> choices = new EnumMap<>(Clock.class);
        for (Clock clock : Clock.values()) {
            Map<Criterion, Choice> byCriterion = new EnumMap<>(Criterion.class);
            for (Criterion c : Criterion.values()) {
                byCriterion.put(c, Chooser.choose(rows, Limits.none(), clock, c));
            }
            choices.put(clock, byCriterion);
        }
        Choice shown = choices.get(Clock.OWN).get(Criterion.AREA);
        if (shown.judged() == 0) {
            return "";
        }
        StringBuilder out = new StringBuilder();
        out.append("<h2 id=\"choose\">Which scheme for your budget? (<code>iotcrypt hw choose</code>)</h2>\n");
        out.append("<form id=\"choose-form\" onsubmit=\"return false\"><label>area at most <input name=\"area\" "
                + "type=\"number\" min=\"0\" size=\"7\"> NAND2 eq.</label> &nbsp; <label>throughput at least <input "
                + "name=\"throughput\" type=\"number\" min=\"0\" size=\"6\"> Mbps</label> &nbsp; <label>energy per A.2 "
                + "packet at most <input name=\"energy\" type=\"number\" min=\"0\" step=\"any\" size=\"6\"> nJ</label> &nbsp; "
                + "<label>clock <select name=\"clock\"><option value=\"own\">each scheme's own Fmax</option><option "
                + "value=\"common\">100 MHz for all</option></select></label> &nbsp; <label>rank by <select name=\"by\">"
                + "<option value=\"area\">area</option><option value=\"throughput\">throughput</option><option "
                + "value=\"energy\">energy</option></select></label></form>\n");
        out.append("<p id=\"choose-count\">").append(Html.escape(count(shown))).append("</p>\n");
        out.append(table(rows, choices, shown));
        out.append("<p>").append(Html.escape(notQualifying(shown))).append("</p>\n");
        for (Clock clock : Clock.values()) {
            out.append("<div class=\"choose-chart\" data-clock=\"").append(KEY.get(clock)).append('"')
                    .append(clock == Clock.OWN ? "" : " hidden").append(">\n")
                    .append(chart(choices.get(clock).get(Criterion.AREA))).append("</div>\n");
        }
        out.append("<p>").append(Html.escape(ChoiceText.ENERGY_NOTE)).append(" The same answer on a terminal: "
                + "<code>iotcrypt hw choose --max-area GE --min-throughput Mbps --max-energy-per-packet nJ</code>.</p>\n");
        out.append(SCRIPT);
        return out.toString();
    }

    private static String count(Choice c) {
        return String.format(Locale.ROOT, "%d of %d schemes meet the limits, %d on the Pareto front (area x energy x "
                + "throughput); ranked by %s.", c.ranked().size(), c.judged(), c.front().size(), c.rankBy().label());
    }

    private static String notQualifying(Choice c) {
        if (c.rejected().isEmpty()) {
            return "Every scheme passed its checks and was measured on all three criteria.";
        }
        List<String> names = new ArrayList<>();
        for (Candidate r : c.rejected()) {
            names.add(r.name() + " (" + String.join("; ", r.misses()) + ")");
        }
        return "Never listed, at this clock: " + String.join(", ", names) + ".";
    }

    /** The table in the order of {@code shown}; each row carries what the script needs for every clock and criterion. */
    private static String table(List<DesignResult> rows, Map<Clock, Map<Criterion, Choice>> choices, Choice shown) {
        Map<String, Map<String, String>> data = new HashMap<>();
        for (Clock clock : Clock.values()) {
            for (Criterion by : Criterion.values()) {
                List<Candidate> ranked = choices.get(clock).get(by).ranked();
                for (int i = 0; i < ranked.size(); i++) {
                    Candidate c = ranked.get(i);
                    Map<String, String> d = data.computeIfAbsent(c.name(), k -> new TreeMap<>());
                    d.put("rank-" + KEY.get(clock) + "-" + by.name().toLowerCase(Locale.ROOT), Integer.toString(i + 1));
                    if (by == Criterion.AREA) {
                        d.put("why-" + KEY.get(clock), c.dominatedBy().map(o -> "dominated by " + o).orElse("Pareto front"));
                        d.put("throughput-" + KEY.get(clock), Double.toString(c.value(Criterion.THROUGHPUT).getAsDouble()));
                        d.put("energy-" + KEY.get(clock), Double.toString(c.value(Criterion.ENERGY).getAsDouble()));
                        d.put("area", Double.toString(c.value(Criterion.AREA).getAsDouble()));
                    }
                }
            }
        }
        StringBuilder out = new StringBuilder("<table id=\"choose-table\" data-judged=\"" + shown.judged() + "\">\n<thead><tr><th>rank</th><th>scheme</th>"
                + "<th>architecture</th><th>area (NAND2 eq.)</th><th>Fmax (MHz)</th><th>throughput (Mbps), own clock</th>"
                + "<th>energy/packet (nJ), own clock</th><th>throughput (Mbps), 100 MHz</th><th>energy/packet (nJ), "
                + "100 MHz</th><th>why</th></tr></thead>\n<tbody>\n");
        List<String> order = new ArrayList<>(shown.ranked().stream().map(Candidate::name).toList());
        // schemes qualifying only at 100 MHz follow, hidden until that clock is chosen
        data.keySet().stream().filter(n -> !order.contains(n)).sorted().forEach(order::add);
        int rank = 1;
        Map<String, DesignResult> byName = new HashMap<>();
        rows.forEach(r -> byName.put(r.get("design"), r));
        for (String name : order) {
            Map<String, String> d = data.get(name);
            DesignResult row = byName.get(name);
            boolean visible = d.containsKey("rank-own-area");
            out.append("<tr data-scheme=\"").append(Html.escape(name)).append('"');
            for (Map.Entry<String, String> e : d.entrySet()) {
                out.append(" data-").append(e.getKey()).append("=\"").append(Html.escape(e.getValue())).append('"');
            }
            out.append(visible ? "" : " hidden").append('>');
            cell(out, visible ? Integer.toString(rank++) : "");
            cell(out, name);
            cell(out, row.get("description"));
            cell(out, number(row.get("asic_nand2_eq")));
            cell(out, number(row.get("fmax_mhz")));
            cell(out, number(row.get(Criterion.THROUGHPUT.column(Clock.OWN))));
            cell(out, number(row.get(Criterion.ENERGY.column(Clock.OWN))));
            cell(out, number(row.get(Criterion.THROUGHPUT.column(Clock.COMMON))));
            cell(out, number(row.get(Criterion.ENERGY.column(Clock.COMMON))));
            cell(out, d.getOrDefault("why-own", ""));
            out.append("</tr>\n");
        }
        return out.append("</tbody>\n</table>\n").toString();
    }

    private static void cell(StringBuilder out, String text) {
        out.append("<td>").append(Html.escape(text)).append("</td>");
    }

    /** A column's value as the tables print numbers, or its text when it is none. */
    private static String number(String text) {
        OptionalDouble v = DesignResult.number(text);
        return v.isPresent() ? ChoiceText.number(v.getAsDouble()) : text == null ? "" : text;
    }

    /** Area against energy per packet for the qualifying schemes, every point labelled, the front in red, throughput as the radius. */
    private static String chart(Choice choice) {
        List<Candidate> points = choice.ranked();
        String clock = choice.clock() == Clock.OWN ? "each at its own Fmax" : "at 100 MHz";
        if (points.isEmpty()) {
            return "<p>No scheme measured on all three criteria " + clock + ": nothing to plot.</p>\n";
        }
        double maxArea = Svg.niceMax(points.stream().mapToDouble(p -> p.value(Criterion.AREA).getAsDouble()).max().orElse(1));
        double maxEnergy = Svg.niceMax(points.stream().mapToDouble(p -> p.value(Criterion.ENERGY).getAsDouble()).max().orElse(1));
        double maxThroughput = points.stream().mapToDouble(p -> p.value(Criterion.THROUGHPUT).getAsDouble()).max().orElse(1);
        double plotWidth = WIDTH - LEFT - RIGHT;
        double plotHeight = HEIGHT - TOP - BOTTOM;
        double bottom = TOP + plotHeight;
        Svg svg = new Svg();
        svg.valueAxis(LEFT, TOP, bottom, maxEnergy, "energy per A.2 packet (nJ)");
        svg.horizontalAxis(LEFT, bottom, plotWidth, maxArea, "area (NAND2 gates)");
        for (Candidate p : points) {
            double x = LEFT + plotWidth * p.value(Criterion.AREA).getAsDouble() / maxArea;
            double y = bottom - plotHeight * p.value(Criterion.ENERGY).getAsDouble() / maxEnergy;
            double t = p.value(Criterion.THROUGHPUT).getAsDouble();
            double r = 2 + 6 * Math.sqrt(t / maxThroughput);
            boolean front = p.onParetoFront();
            svg.markCircle(x, y, r, front ? "#c0392b" : "#4a7ab5", p.name() + ": " + ChoiceText.number(p.value(Criterion.AREA)
                    .getAsDouble()) + " gates, " + ChoiceText.number(t) + " Mbps, " + ChoiceText.number(p.value(Criterion.ENERGY)
                    .getAsDouble()) + " nJ per packet" + (front ? ", Pareto front" : ""), p.name());
            svg.label(x + r + 1, y + 3, p.name());
        }
        svg.circle(LEFT + 5, bottom + 52, 5, "#c0392b");
        svg.text(LEFT + 14, bottom + 56, "Pareto front in area x energy x throughput", 11, "start", 0);
        svg.circle(LEFT + 300, bottom + 52, 4, "#4a7ab5");
        svg.text(LEFT + 309, bottom + 56, "dominated; radius grows with throughput (" + ChoiceText.number(maxThroughput)
                + " Mbps the largest)", 11, "start", 0);
        return svg.chart(WIDTH, HEIGHT, "Area against energy per packet of " + points.size() + " schemes, " + clock
                + ", every scheme labelled");
    }

    /**
     * Filters and orders the table (and dims the chart's points) from the data attributes; it
     * compares values with the limits typed in and sorts by ranks computed in Java, nothing more.
     */
    private static final String SCRIPT = """
            <script>
            (function () {
              const form = document.getElementById('choose-form');
              const body = document.querySelector('#choose-table tbody');
              const rows = Array.from(body.rows);
              const limit = name => { const v = form.elements[name].value.trim(); return v === '' ? null : Number(v); };
              function update() {
                const clock = form.elements.clock.value, by = form.elements.by.value;
                const area = limit('area'), throughput = limit('throughput'), energy = limit('energy');
                const rank = r => Number(r.dataset['rank' + clock.charAt(0).toUpperCase() + clock.slice(1) + by.charAt(0).toUpperCase() + by.slice(1)]);
                const ok = r => !Number.isNaN(rank(r))
                    && (area === null || Number(r.dataset.area) <= area)
                    && (throughput === null || Number(r.dataset['throughput' + clock.charAt(0).toUpperCase() + clock.slice(1)]) >= throughput)
                    && (energy === null || Number(r.dataset['energy' + clock.charAt(0).toUpperCase() + clock.slice(1)]) <= energy);
                const shown = rows.filter(ok).sort((a, b) => rank(a) - rank(b));
                let n = 1, front = 0;
                for (const r of rows) { r.hidden = true; }
                for (const r of shown) {
                  const why = r.dataset['why' + clock.charAt(0).toUpperCase() + clock.slice(1)];
                  r.hidden = false; r.cells[0].textContent = n++; r.cells[9].textContent = why;
                  if (why === 'Pareto front') { front++; }
                  body.appendChild(r);
                }
                const names = new Set(shown.map(r => r.dataset.scheme));
                for (const div of document.querySelectorAll('.choose-chart')) {
                  div.hidden = div.dataset.clock !== clock;
                  for (const c of div.querySelectorAll('[data-scheme]')) { c.style.opacity = names.has(c.dataset.scheme) ? 1 : 0.12; }
                }
                document.getElementById('choose-count').textContent = shown.length + ' of ' + body.parentNode.dataset.judged
                    + ' schemes meet the limits, ' + front + ' on the Pareto front (area x energy x throughput); ranked by '
                    + (by === 'energy' ? 'energy per A.2 packet' : by) + '.';
              }
              // The limits live in the address too (index.html#area=20000&throughput=100&clock=own&by=area),
              // so a choice can be shared, and tests can load one.
              function save() {
                const p = new URLSearchParams();
                for (const name of ['area', 'throughput', 'energy', 'clock', 'by']) {
                  const v = form.elements[name].value.trim();
                  if (v !== '') { p.set(name, v); }
                }
                history.replaceState(null, '', '#' + p.toString());
              }
              const given = new URLSearchParams(location.hash.slice(1));
              for (const [name, v] of given) { if (form.elements[name]) { form.elements[name].value = v; } }
              form.addEventListener('input', () => { update(); save(); });
              form.addEventListener('change', () => { update(); save(); });
              update();
            })();
            </script>
            """;
}
