package org.iotcrypt.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * Every link, path and {@code iotcrypt} command the README and the docs name exists (issue 44,
 * point 5): relative links reach a file (and a heading, for an anchor); a path in backticks that
 * starts with one of the project's folders is there; a command line {@code iotcrypt ...} in an
 * example names real commands and options. The README stays under 400 lines.
 */
class DocsLinkTest {

    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    private static final Pattern LINK = Pattern.compile("\\[[^\\]]*\\]\\(([^)\\s]+)\\)");
    private static final Pattern CODE_SPAN = Pattern.compile("`([^`\\n]+)`");
    private static final Set<String> TOP_FOLDERS = Set.of("core/", "cli/", "cli-api/", "bench/", "hw/", "docs/",
            "tools/", "vectors/", "vector/", "tls/", ".ci/");
    private static final Pattern COMMAND_LINE = Pattern.compile("(?:^\\$ |`)(?:\\./)?iotcrypt ([^`|;&>#\\n]*)");

    private static List<Path> documents() throws IOException {
        List<Path> docs = new ArrayList<>(List.of(ROOT.resolve("README.md"), ROOT.resolve("hw").resolve("README.md")));
        try (Stream<Path> files = Files.list(ROOT.resolve("docs"))) {
            files.filter(f -> f.toString().endsWith(".md")).sorted().forEach(docs::add);
        }
        return docs;
    }

    @Test
    void theReadmeIsShort() throws IOException {
        long lines = Files.readAllLines(ROOT.resolve("README.md")).size();
        assertTrue(lines < 400, "README.md has " + lines + " lines");
    }

    @Test
    void everyLinkAndPathExists() throws IOException {
        List<String> broken = new ArrayList<>();
        for (Path doc : documents()) {
            String text = Files.readString(doc);
            Matcher link = LINK.matcher(text);
            while (link.find()) {
                String target = link.group(1);
                if (target.matches("[a-z]+:.*")) {
                    continue;
                }
                String file = target.contains("#") ? target.substring(0, target.indexOf('#')) : target;
                Path resolved = file.isEmpty() ? doc : doc.getParent().resolve(file).normalize();
                if (!Files.exists(resolved)) {
                    broken.add(ROOT.relativize(doc) + ": link " + target);
                } else if (target.contains("#") && resolved.toString().endsWith(".md")
                        && !anchors(resolved).contains(target.substring(target.indexOf('#') + 1))) {
                    broken.add(ROOT.relativize(doc) + ": anchor " + target);
                }
            }
            Matcher span = CODE_SPAN.matcher(text);
            while (span.find()) {
                String path = span.group(1).strip();
                if (TOP_FOLDERS.stream().anyMatch(path::startsWith) && path.matches("[\\w./-]+")
                        && !path.contains("*") && !path.contains("...") && !Files.exists(ROOT.resolve(path))) {
                    broken.add(ROOT.relativize(doc) + ": path " + path);
                }
            }
        }
        assertEquals(List.of(), broken);
    }

    @Test
    void everyCommandNamedExists() throws IOException {
        List<String> unknown = new ArrayList<>();
        for (Path doc : documents()) {
            for (String line : Files.readAllLines(doc)) {
                Matcher m = COMMAND_LINE.matcher(line.strip());
                while (m.find()) {
                    String problem = check(m.group(1).strip());
                    if (problem != null) {
                        unknown.add(ROOT.relativize(doc) + ": iotcrypt " + m.group(1).strip() + ": " + problem);
                    }
                }
            }
        }
        assertEquals(List.of(), unknown);
    }

    /** Null if {@code words} are commands and options the CLI has, else what is wrong. */
    private static String check(String words) {
        CommandLine command = Main.commandLine(new Main(null, null));
        for (String word : words.split("\\s+")) {
            if (word.isEmpty() || word.contains("|") || word.contains("...") || word.startsWith("<")) {
                return null;
            }
            if (word.startsWith("-")) {
                String name = word.contains("=") ? word.substring(0, word.indexOf('=')) : word;
                if (command.getCommandSpec().findOption(name) == null && !Set.of("-", "--").contains(name)) {
                    return "no option " + name + " on " + command.getCommandSpec().qualifiedName();
                }
                continue;
            }
            CommandLine sub = command.getSubcommands().get(word);
            if (sub != null) {
                command = sub;
            } else if (!command.getSubcommands().isEmpty() && command.getCommandSpec().positionalParameters().isEmpty()
                    && word.matches("[a-z][a-z0-9-]*")) {
                return "no command " + word + " under " + command.getCommandSpec().qualifiedName();
            } else {
                // an operand: the options after it still belong to this command
                continue;
            }
        }
        return null;
    }

    /** GitHub's anchors for a Markdown file's headings. */
    private static Set<String> anchors(Path md) throws IOException {
        Set<String> anchors = new java.util.HashSet<>();
        for (String line : Files.readAllLines(md)) {
            if (line.matches("^#{1,6} .*")) {
                String heading = line.replaceFirst("^#+ ", "").strip().toLowerCase(Locale.ROOT);
                anchors.add(heading.replaceAll("[^\\p{L}\\p{N} _-]", "").replace(' ', '-'));
            }
        }
        return anchors;
    }
}
