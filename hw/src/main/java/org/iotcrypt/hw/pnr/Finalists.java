package org.iotcrypt.hw.pnr;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.GeneralSecurityException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.iotcrypt.hw.explore.Design;
import org.iotcrypt.hw.explore.RtlSources;

/**
 * Designs through qflow one after the other ({@code hw layout}, {@code hw choose --layout K}): each
 * in its own project folder under the output folder, a progress line each, and {@value #CSV} with a
 * row a design, written when all are done.
 */
public final class Finalists {

    /** The results file written in the output folder. */
    public static final String CSV = "layout.csv";

    private static final List<String> HEADER = List.of("design", "outcome", "post_route_fmax_mhz", "failed_routes",
            "die_area_um2", "cells", "fill_cells", "seconds", "qflow");

    private Finalists() {
    }

    /** Lays out {@code designs} under {@code out}, {@code timeoutSeconds} at most each. */
    public static List<Layout> run(List<Design> designs, RtlSources rtl, Path out, long timeoutSeconds,
            PrintWriter progress) throws IOException {
        Files.createDirectories(out);
        String version = QflowFlow.version(out);
        List<Layout> layouts = new ArrayList<>();
        for (Design d : designs) {
            String wrapper;
            try {
                wrapper = d.bench().wrapper();
            } catch (GeneralSecurityException e) {
                throw new IllegalStateException("software reference failed: " + e.getMessage(), e);
            }
            Layout l = QflowFlow.run(out.resolve(d.name()), d.name(), d.top(), d.sources(rtl), wrapper, timeoutSeconds);
            layouts.add(l);
            progress.printf(Locale.ROOT, "[%d/%d] %s: %s (%.0f s)%n", layouts.size(), designs.size(), d.name(),
                    describe(l), l.seconds());
            progress.flush();
        }
        write(out.resolve(CSV), layouts, version);
        return layouts;
    }

    /** A layout in words: its post-route Fmax, cells and die, or why it has none. */
    public static String describe(Layout l) {
        String size = l.cells() > 0 ? String.format(Locale.ROOT, ", %,d cells on a %,.0f um2 die", l.cells(),
                l.dieAreaUm2()) : "";
        return switch (l.outcome()) {
            case ROUTED -> "routed, " + l.fmaxText() + " MHz after routing" + size;
            default -> l.fmaxText() + size;
        };
    }

    private static void write(Path csv, List<Layout> layouts, String version) throws IOException {
        StringBuilder s = new StringBuilder(String.join(",", HEADER)).append('\n');
        for (Layout l : layouts) {
            s.append(String.join(",", List.of(l.design(), l.outcome().name().toLowerCase(Locale.ROOT),
                    l.fmaxMhz().isPresent() ? String.format(Locale.ROOT, "%.1f", l.fmaxMhz().getAsDouble()) : "n/a",
                    Integer.toString(l.failedRoutes()),
                    Double.isNaN(l.dieAreaUm2()) ? "n/a" : String.format(Locale.ROOT, "%.0f", l.dieAreaUm2()),
                    Integer.toString(l.cells()), Integer.toString(l.fillCells()),
                    String.format(Locale.ROOT, "%.0f", l.seconds()), "\"" + version + "\""))).append('\n');
        }
        Path tmp = Files.createTempFile(csv.getParent(), CSV, ".tmp");
        Files.writeString(tmp, s, StandardCharsets.UTF_8);
        Files.move(tmp, csv, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }
}
