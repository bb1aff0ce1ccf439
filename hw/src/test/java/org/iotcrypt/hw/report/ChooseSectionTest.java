package org.iotcrypt.hw.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.iotcrypt.hw.choose.Candidate;
import org.iotcrypt.hw.choose.Chooser;
import org.iotcrypt.hw.choose.Clock;
import org.iotcrypt.hw.choose.Criterion;
import org.iotcrypt.hw.choose.Limits;
import org.iotcrypt.hw.explore.DesignResult;
import org.iotcrypt.hw.explore.ResultsCsv;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The report's first screen on the committed sweep: every qualifying scheme labelled in its chart,
 * and the page's script, run in headless Chromium with limits in the address, showing the rows
 * {@link Chooser} chooses, in its order.
 */
class ChooseSectionTest {

    private static final Pattern ROW = Pattern.compile("<tr data-scheme=\"([^\"]+)\"([^>]*)>");

    private static List<DesignResult> committed() throws IOException {
        return ResultsCsv.read(Files.readString(Path.of("../docs/hw-sweep/results.csv")));
    }

    @Test
    void everyPointOfBothChartsIsLabelled() throws IOException {
        String html = ReportPage.html(committed());
        assertTrue(html.indexOf("id=\"choose\"") < html.indexOf("<h2>Method</h2>"), "the report opens on the choice");
        for (String clock : new String[] {"each at its own Fmax", "at 100 MHz"}) {
            Matcher m = Pattern.compile("aria-label=\"Area against energy per packet of (\\d+) schemes, " + clock
                    + ", every scheme labelled\" data-marks=\"(\\d+)\">\\n(.*?)</svg>", Pattern.DOTALL).matcher(html);
            assertTrue(m.find(), clock);
            assertEquals(63, Integer.parseInt(m.group(1)), clock);
            assertEquals(63, Integer.parseInt(m.group(2)), clock);
            long labels = Pattern.compile("font-size=\"8\" text-anchor=\"start\" data-scheme=\"(c\\dk\\dn\\ds\\d)\">\\1</text>").matcher(m.group(3))
                    .results().count();
            assertEquals(63, labels, clock);
        }
    }

    @Test
    void theScriptShowsWhatTheChooserChooses(@TempDir Path dir) throws Exception {
        List<DesignResult> rows = committed();
        Files.writeString(dir.resolve("index.html"), ReportPage.html(rows));
        Object[][] cases = {
            {"", Limits.none(), Clock.OWN, Criterion.AREA},
            {"area=20000&throughput=100&clock=own&by=area", Limits.none().with(Criterion.AREA, 20_000)
                    .with(Criterion.THROUGHPUT, 100), Clock.OWN, Criterion.AREA},
            {"throughput=150&energy=3&clock=common&by=energy", Limits.none().with(Criterion.THROUGHPUT, 150)
                    .with(Criterion.ENERGY, 3), Clock.COMMON, Criterion.ENERGY},
            {"area=17000&clock=own&by=throughput", Limits.none().with(Criterion.AREA, 17_000), Clock.OWN, Criterion.THROUGHPUT},
            {"area=1", Limits.none().with(Criterion.AREA, 1), Clock.OWN, Criterion.AREA}};
        for (Object[] c : cases) {
            // the page's choice is the reference point's, as hw choose's without --library
            List<Candidate> expected = Chooser.choose(rows.stream().filter(DesignResult::isReference).toList(),
                    (Limits) c[1], (Clock) c[2], (Criterion) c[3]).ranked();
            String dom = renderedDom(dir.resolve("index.html"), (String) c[0]);
            List<String> shown = new ArrayList<>();
            Matcher m = ROW.matcher(dom);
            while (m.find()) {
                if (!m.group(2).contains("hidden")) {
                    shown.add(m.group(1));
                }
            }
            assertEquals(expected.stream().map(Candidate::name).toList(), shown, "#" + c[0]);
            assertTrue(dom.contains(expected.size() + " of 63 schemes meet the limits, "
                    + expected.stream().filter(Candidate::onParetoFront).count() + " on the Pareto front"), "#" + c[0]);
        }
    }

    /** The page's DOM after its script ran, loaded with {@code hash} as the address's fragment. */
    private static String renderedDom(Path page, String hash) throws IOException, InterruptedException {
        Path profile = Files.createTempDirectory("chromium");
        Process p = new ProcessBuilder("chromium", "--headless", "--no-sandbox", "--disable-gpu",
                "--disable-background-networking", "--user-data-dir=" + profile, "--dump-dom",
                page.toUri() + (hash.isEmpty() ? "" : "#" + hash)).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        String dom = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "chromium finished");
        assertEquals(0, p.exitValue(), "chromium --dump-dom");
        return dom;
    }
}
