package org.iotcrypt.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Help;
import picocli.CommandLine.Help.Ansi.Text;
import picocli.CommandLine.Help.Column;
import picocli.CommandLine.Help.ColorScheme;
import picocli.CommandLine.Help.TextTable;
import picocli.CommandLine.IHelpFactory;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * picocli's help with the text wrapped at spaces only. picocli wraps with
 * {@link java.text.BreakIterator}'s line instance, which breaks after a period or a hyphen inside
 * a token ({@code IN.}/{@code sealed}, {@code X.}/{@code 509}, {@code --key-}/{@code file}); here
 * every description, option text and command summary is a paragraph that this class wraps at
 * spaces to its column, continuation lines aligned with the first. A line that starts with a
 * space is preformatted (an example command) and is never wrapped: it must fit.
 */
final class WrappingHelp extends Help {

    /** The factory to give {@code CommandLine.setHelpFactory}. */
    static final IHelpFactory FACTORY = WrappingHelp::new;

    private WrappingHelp(CommandSpec spec, ColorScheme colors) {
        super(spec, colors);
    }

    @Override
    public String description(Object... params) {
        StringBuilder out = new StringBuilder();
        boolean first = true;
        for (String paragraph : commandSpec().usageMessage().description()) {
            // A blank line between paragraphs; an example follows the line that introduces it.
            if (!first && !paragraph.startsWith(" ")) {
                out.append(System.lineSeparator());
            }
            first = false;
            for (String line : wrap(paragraph, commandSpec().usageMessage().width() - 1)) {
                out.append(line).append(System.lineSeparator());
            }
        }
        return out.toString();
    }

    /**
     * The commands, each with its summary (the first paragraph of its description, one
     * sentence), wrapped at spaces with continuation lines under the summary's first word.
     */
    @Override
    public String commandList(Map<String, Help> subcommands) {
        Map<String, String> summaries = new LinkedHashMap<>();
        subcommands.forEach((name, help) -> {
            if (!help.commandSpec().usageMessage().hidden()) {
                summaries.put(name, summary(help.commandSpec()));
            }
        });
        int nameWidth = summaries.keySet().stream().mapToInt(String::length).max().orElse(0);
        String indent = " ".repeat(2 + nameWidth + 2);
        StringBuilder out = new StringBuilder();
        summaries.forEach((name, summary) -> {
            List<String> lines = wrap(summary, commandSpec().usageMessage().width() - indent.length() - 1);
            out.append("  ").append(name).append(" ".repeat(nameWidth - name.length() + 2)).append(lines.get(0))
                    .append(System.lineSeparator());
            lines.subList(1, lines.size()).forEach(l -> out.append(indent).append(l).append(System.lineSeparator()));
        });
        return out.toString();
    }

    /**
     * A command's one-sentence summary: the first paragraph of its description (picocli's own
     * help command keeps it in the header). The command lists and the man pages' NAME show it.
     */
    static String summary(CommandSpec spec) {
        String[] header = spec.usageMessage().header();
        String[] description = spec.usageMessage().description();
        return header.length > 0 ? header[0] : description.length == 0 ? "" : description[0];
    }

    @Override
    public Layout createDefaultLayout(List<OptionSpec> options, List<PositionalParamSpec> positionals, ColorScheme colors) {
        Layout layout = super.createDefaultLayout(options, positionals, colors);
        return new Layout(colors, new SpaceWrappingTable(colors, layout.textTable().columns()));
    }

    @Override
    public TextTable createTextTable(Map<?, ?> map) {
        return new SpaceWrappingTable(colorScheme(), super.createTextTable(map).columns());
    }

    /**
     * {@code text} in lines of at most {@code width} characters, broken at spaces only (a word
     * longer than the width stands alone on its line), never ending a paragraph with a line of one
     * word where the word before it fits beside it; {@code %n} starts a new line. A text that starts
     * with a space is returned as it is.
     */
    static List<String> wrap(String text, int width) {
        List<String> lines = new ArrayList<>();
        if (text.startsWith(" ")) {
            lines.add(text);
            return lines;
        }
        for (String paragraph : text.split("%n|\n", -1)) {
            StringBuilder line = new StringBuilder();
            for (String word : paragraph.trim().split(" +")) {
                if (line.length() > 0 && line.length() + 1 + word.length() > width) {
                    lines.add(line.toString());
                    line.setLength(0);
                }
                if (line.length() > 0) {
                    line.append(' ');
                }
                line.append(word);
            }
            lines.add(line.toString());
            avoidWidow(lines, width);
        }
        return lines;
    }

    /** A paragraph's last line of one word takes the word before it along, where both fit. */
    private static void avoidWidow(List<String> lines, int width) {
        int last = lines.size() - 1;
        if (last < 1 || lines.get(last).contains(" ") || lines.get(last).isEmpty()) {
            return;
        }
        String previous = lines.get(last - 1);
        int space = previous.lastIndexOf(' ');
        String moved = previous.substring(space + 1) + " " + lines.get(last);
        if (space > 0 && moved.length() <= width) {
            lines.set(last - 1, previous.substring(0, space));
            lines.set(last, moved);
        }
    }

    /** A table whose wrapping columns are wrapped by {@link #wrap}, before picocli would break a token. */
    private static final class SpaceWrappingTable extends TextTable {

        private final ColorScheme colors;

        SpaceWrappingTable(ColorScheme colors, Column[] columns) {
            super(colors, copies(columns));
            this.colors = colors;
        }

        /** Fresh columns: picocli's hold the wrapped-line indentation, which is not ours to keep. */
        private static Column[] copies(Column[] columns) {
            Column[] copies = new Column[columns.length];
            for (int i = 0; i < columns.length; i++) {
                copies[i] = new Column(columns[i].width, columns[i].indent, columns[i].overflow);
            }
            return copies;
        }

        @Override
        public Cell putValue(int row, int col, Text value) {
            Column column = columns()[col];
            String plain = value == null ? "" : value.plainString();
            if (column.overflow != Column.Overflow.WRAP || plain.length() < column.width - column.indent) {
                return super.putValue(row, col, value);
            }
            List<String> lines = wrap(plain, column.width - column.indent - 1);
            Cell cell = super.putValue(row, col, colors.text(lines.get(0)));
            for (String line : lines.subList(1, lines.size())) {
                addEmptyRow();
                cell = super.putValue(rowCount() - 1, col, colors.text(line));
            }
            return cell;
        }
    }
}
