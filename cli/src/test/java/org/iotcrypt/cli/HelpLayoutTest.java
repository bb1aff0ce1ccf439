package org.iotcrypt.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import picocli.CommandLine;

/**
 * Every command's {@code --help} (the contributed {@code hw} ones included), rendered at picocli's
 * 80 columns, reads well (issue 44, point 1): no line over 80 characters, no line that is one
 * word (headings and option names aside), no token split across lines ({@code IN.}/{@code sealed},
 * {@code --key-}/{@code file}), and every command's summary a whole sentence that its parent's
 * command list shows whole.
 */
class HelpLayoutTest {

    /** A line that ends inside a token: a word character, then a period, hyphen, slash or equals sign. */
    private static final Pattern ENDS_MID_TOKEN = Pattern.compile(".*\\w[.\\-/=]$");
    private static final Pattern STARTS_LOWER_OR_DIGIT = Pattern.compile("^[a-z0-9].*");
    private static final Pattern NEW_LIST_ENTRY = Pattern.compile("^  \\S.*");

    static Stream<List<String>> commands() {
        List<List<String>> paths = new ArrayList<>();
        collect(Main.commandLine(new Main(null, null)), new ArrayList<>(), paths);
        return paths.stream();
    }

    private static void collect(CommandLine command, List<String> path, List<List<String>> paths) {
        paths.add(List.copyOf(path));
        command.getSubcommands().forEach((name, sub) -> {
            if (!sub.getCommandSpec().usageMessage().hidden() && !sub.getCommandSpec().name().equals("help")) {
                List<String> longer = new ArrayList<>(path);
                longer.add(name);
                collect(sub, longer, paths);
            }
        });
    }

    @ParameterizedTest
    @MethodSource("commands")
    void helpReadsWell(List<String> path) {
        List<String> args = new ArrayList<>(path);
        args.add("--help");
        CliRun r = CliRun.of(args.toArray(new String[0]));
        assertEquals(0, r.exitCode(), r.err());
        List<String> lines = r.out().lines().toList();
        boolean synopsis = false;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            String where = "iotcrypt " + String.join(" ", args) + ", line " + (i + 1) + ":\n" + r.out();
            assertTrue(line.length() <= 80, "longer than 80 columns, " + where);
            // picocli's synopsis: the Usage line and its indented continuation (its own layout of options)
            synopsis = line.startsWith("Usage:") || synopsis && line.startsWith(" ");
            String text = line.strip();
            assertTrue(synopsis || text.isEmpty() || text.contains(" ") || text.endsWith(":") || text.startsWith("-"),
                    "a line of one word, " + where);
            if (i + 1 < lines.size()) {
                String next = lines.get(i + 1);
                // A new entry of a command list starts at column 2; anything else continues the text.
                boolean continues = !NEW_LIST_ENTRY.matcher(next).matches();
                assertTrue(!(continues && ENDS_MID_TOKEN.matcher(line).matches()
                        && STARTS_LOWER_OR_DIGIT.matcher(next.strip()).matches()), "a token split across lines, " + where);
            }
        }
    }

    @ParameterizedTest
    @MethodSource("commands")
    void summaryIsASentenceShownWhole(List<String> path) {
        CommandLine command = Main.commandLine(new Main(null, null));
        for (String name : path) {
            command = command.getSubcommands().get(name);
        }
        for (CommandLine sub : command.getSubcommands().values()) {
            if (sub.getCommandSpec().usageMessage().hidden()) {
                continue;
            }
            String[] header = sub.getCommandSpec().usageMessage().header();
            String[] description = sub.getCommandSpec().usageMessage().description();
            String summary = header.length > 0 ? header[0] : description.length > 0 ? description[0] : "";
            String name = sub.getCommandSpec().name();
            assertTrue(summary.matches("[A-Z].*[.]"), "the summary of " + name + " is not a sentence: " + summary);
            List<String> args = new ArrayList<>(path);
            args.add("--help");
            String help = CliRun.of(args.toArray(new String[0])).out();
            // The list's entry: the name, then the summary's words, possibly over several lines.
            String flattened = help.replaceAll("\\s+", " ");
            assertTrue(flattened.contains(" " + name + " " + summary.replaceAll("\\s+", " ")),
                    "the command list does not show the summary of " + name + " whole:\n" + help);
        }
    }
}
