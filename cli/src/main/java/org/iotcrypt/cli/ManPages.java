package org.iotcrypt.cli;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.Help;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * The man pages ({@code docs/man/}), one per command, written in man(7) roff from the same
 * picocli model as {@code --help}: the summary is NAME, the synopsis is picocli's, the paragraphs
 * of the description, every visible option and parameter with its text, the subcommands, the exit
 * codes, and the related pages. {@code ManPagesTest} holds the committed pages to this output.
 */
final class ManPages {

    private ManPages() {
    }

    /** Every page, by file name ({@code iotcrypt-sm2-sign.1}), for the command tree under {@code root}. */
    static Map<String, String> render(CommandLine root) {
        Map<String, String> pages = new LinkedHashMap<>();
        collect(root, pages);
        return pages;
    }

    private static void collect(CommandLine command, Map<String, String> pages) {
        CommandSpec spec = command.getCommandSpec();
        pages.put(pageName(spec) + ".1", page(spec));
        for (CommandLine sub : visibleSubcommands(spec)) {
            collect(sub, pages);
        }
    }

    private static List<CommandLine> visibleSubcommands(CommandSpec spec) {
        List<CommandLine> subs = new ArrayList<>();
        spec.subcommands().forEach((name, sub) -> {
            // picocli's help command documents nothing of its own
            if (!sub.getCommandSpec().usageMessage().hidden() && name.equals(sub.getCommandSpec().name())
                    && !name.equals("help")) {
                subs.add(sub);
            }
        });
        return subs;
    }

    /** {@code iotcrypt-sm2-sign} for {@code iotcrypt sm2 sign}. */
    static String pageName(CommandSpec spec) {
        return spec.qualifiedName("-");
    }

    private static String page(CommandSpec spec) {
        StringBuilder roff = new StringBuilder();
        String[] description = spec.usageMessage().description();
        roff.append(".TH \"").append(pageName(spec).toUpperCase(java.util.Locale.ROOT))
                .append("\" \"1\" \"\" \"iotcrypt\" \"iotcrypt manual\"\n");
        roff.append(".SH NAME\n").append(escape(pageName(spec))).append(" \\- ")
                .append(escape(WrappingHelp.summary(spec))).append('\n');

        roff.append(".SH SYNOPSIS\n");
        String synopsis = new Help(spec, Help.defaultColorScheme(Help.Ansi.OFF)).synopsis(0)
                .replaceFirst("^Usage: ", "").replaceAll("\\s+", " ").strip();
        String command = spec.qualifiedName();
        roff.append(".B ").append(escape(command)).append('\n');
        if (synopsis.length() > command.length()) {
            roff.append(escape(synopsis.substring(command.length()).strip())).append('\n');
        }

        List<String> paragraphs = Arrays.asList(description).subList(Math.min(1, description.length), description.length);
        if (!paragraphs.isEmpty()) {
            roff.append(".SH DESCRIPTION\n");
            for (String paragraph : paragraphs) {
                if (paragraph.startsWith(" ")) {
                    // an example: kept as it is, indented
                    roff.append(".RS 4\n.nf\n").append(escape(paragraph.strip())).append("\n.fi\n.RE\n");
                } else {
                    roff.append(".PP\n").append(escape(paragraph)).append('\n');
                }
            }
        }

        List<ArgSpec> args = new ArrayList<>();
        spec.positionalParameters().stream().filter(p -> !p.hidden()).forEach(args::add);
        spec.options().stream().filter(o -> !o.hidden())
                .sorted((a, b) -> a.shortestName().replaceFirst("^-+", "").compareToIgnoreCase(b.shortestName().replaceFirst("^-+", "")))
                .forEach(args::add);
        if (!args.isEmpty()) {
            roff.append(".SH OPTIONS\n");
            for (ArgSpec arg : args) {
                roff.append(".TP\n").append(label(arg)).append('\n')
                        .append(escape(String.join(" ", arg.description()))).append('\n');
            }
        }

        List<CommandLine> subs = visibleSubcommands(spec);
        if (!subs.isEmpty()) {
            roff.append(".SH COMMANDS\n");
            for (CommandLine sub : subs) {
                roff.append(".TP\n\\fB").append(escape(sub.getCommandSpec().name())).append("\\fR\n")
                        .append(escape(WrappingHelp.summary(sub.getCommandSpec()))).append(" See \\fB")
                        .append(escape(pageName(sub.getCommandSpec()))).append("\\fR(1).\n");
            }
        }

        Map<String, String> exitCodes = spec.usageMessage().exitCodeList();
        if (!exitCodes.isEmpty()) {
            roff.append(".SH EXIT STATUS\n");
            exitCodes.forEach((code, meaning) -> roff.append(".TP\n").append(escape(code.strip())).append('\n')
                    .append(escape(meaning)).append('\n'));
        }

        List<String> related = new ArrayList<>();
        if (spec.parent() != null) {
            related.add(pageName(spec.parent()));
        }
        subs.forEach(sub -> related.add(pageName(sub.getCommandSpec())));
        if (!related.isEmpty()) {
            roff.append(".SH SEE ALSO\n");
            List<String> refs = related.stream().map(r -> "\\fB" + escape(r) + "\\fR(1)").toList();
            roff.append(String.join(",\n", refs)).append('\n');
        }
        return roff.toString();
    }

    /** An option as the OPTIONS list shows it: {@code -k, --key=FILE}, names bold, label italic. */
    private static String label(ArgSpec arg) {
        if (arg instanceof PositionalParamSpec p) {
            return "\\fI" + escape(p.paramLabel()) + "\\fR";
        }
        OptionSpec o = (OptionSpec) arg;
        StringBuilder s = new StringBuilder();
        String[] names = o.names();
        for (int i = 0; i < names.length; i++) {
            s.append(i == 0 ? "" : ", ").append("\\fB").append(escape(names[i])).append("\\fR");
        }
        if (o.arity().max() > 0) {
            s.append("=\\fI").append(escape(o.paramLabel())).append("\\fR");
        }
        return s.toString();
    }

    /** Text safe in roff: backslashes and hyphens escaped, and no line that starts a request. */
    static String escape(String text) {
        String s = text.replace("\\", "\\e").replace("-", "\\-");
        StringBuilder out = new StringBuilder();
        for (String line : s.split("\n", -1)) {
            if (out.length() > 0) {
                out.append('\n');
            }
            out.append(line.startsWith(".") || line.startsWith("'") ? "\\&" + line : line);
        }
        return out.toString();
    }
}
