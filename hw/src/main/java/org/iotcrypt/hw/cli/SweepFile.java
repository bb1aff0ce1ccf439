package org.iotcrypt.hw.cli;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A sweep described as a file ({@code iotcrypt hw sweep FILE}): one run of {@code explore} a line,
 * {@code explore} and its options (the designs, cell libraries, delay targets, the stages), every run sharing the sweep's result
 * cache and merged into one report, e.g.
 * <pre>
 * # the committed sweep, docs/hw-sweep
 * explore --ice40 --packets
 * explore --schemes c0k1n2s0,c0k1n2s1,c0k1n2s2 --tvla 200 --packets
 * </pre>
 * Blank lines and lines from {@code #} on are ignored; options are separated by blanks (no quoting).
 * Where the results go, the cache, the parallelism, the share and the RTL are the sweep's own
 * options, so a line may not set them.
 */
final class SweepFile {

    /** Options the sweep sets for every run. */
    static final List<String> SWEEP_OPTIONS = List.of("--out", "--cache", "--jobs", "--shard", "--rtl");

    /** One line's run: where it is, and explore's arguments. */
    record Run(int line, List<String> args) {

        /** The values of {@code --schemes} in this run, comma-separated lists joined; empty without one. */
        List<String> schemes() {
            List<String> names = new ArrayList<>();
            for (int i = 0; i < args.size(); i++) {
                String a = args.get(i);
                String value = a.startsWith("--schemes=") ? a.substring("--schemes=".length())
                        : a.equals("--schemes") && i + 1 < args.size() ? args.get(i + 1) : null;
                if (value != null) {
                    names.addAll(Arrays.asList(value.split(",")));
                }
            }
            return names;
        }
    }

    private SweepFile() {
    }

    /**
     * The runs of {@code text}, in order.
     *
     * @throws IllegalArgumentException naming the line of a run that is not {@code explore ...}, sets
     *     one of the sweep's options or quotes, or when there is no run at all
     */
    static List<Run> parse(String text) {
        List<Run> runs = new ArrayList<>();
        String[] lines = text.split("\r?\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            int hash = line.indexOf('#');
            String content = (hash >= 0 ? line.substring(0, hash) : line).strip();
            if (content.isEmpty()) {
                continue;
            }
            int number = i + 1;
            // blanks as strip() sees them (Java's whitespace, control separators included), so no
            // option is made of blanks alone
            List<String> tokens = List.of(content.split("\\p{javaWhitespace}+"));
            if (!tokens.get(0).equals("explore")) {
                throw new IllegalArgumentException("line " + number + ": a run is 'explore' and its options, not '"
                        + tokens.get(0) + "'");
            }
            for (String t : tokens) {
                if (t.contains("\"") || t.contains("'")) {
                    throw new IllegalArgumentException("line " + number + ": no quoting in a sweep file (" + t + ")");
                }
                String option = t.contains("=") ? t.substring(0, t.indexOf('=')) : t;
                if (SWEEP_OPTIONS.contains(option)) {
                    throw new IllegalArgumentException("line " + number + ": " + option + " is the sweep's, for every "
                            + "run: give it to 'hw sweep'");
                }
            }
            runs.add(new Run(number, tokens.subList(1, tokens.size())));
        }
        if (runs.isEmpty()) {
            throw new IllegalArgumentException("no run in it: a line 'explore [OPTIONS]' is one");
        }
        return runs;
    }
}
