package org.iotcrypt.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.Reader;
import java.nio.charset.Charset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.iotcrypt.cli.api.FileNames;
import org.iotcrypt.sm3.Sm3;

/**
 * {@code iotcrypt hash --check}: verifies the files named in checksum lists the way
 * {@code sha256sum -c} (GNU coreutils 9) does, with the same report lines ({@code name: OK},
 * {@code name: FAILED}, {@code name: FAILED open or read}), the same summary warnings and the
 * same meaning of {@code --quiet}, {@code --status}, {@code --warn} and {@code --strict}.
 * Comment lines ({@code #...}) and empty lines are skipped; CRLF line ends are accepted.
 */
final class ChecksumVerifier {

    /**
     * How much check mode reports, from least to most. As in coreutils, {@code --status},
     * {@code --quiet} and {@code --warn} each replace what an earlier one chose.
     */
    enum Verbosity {
        /** Nothing on stdout and no summary: the exit code tells (unreadable files still show on stderr). */
        STATUS,
        /** Failures only. */
        QUIET,
        /** A line for every file, and a summary of the failures. */
        NORMAL,
        /** As NORMAL, plus a warning for every improperly formatted line. */
        WARN
    }

    private static final String ALGORITHM = "SM3";

    private final FileHasher hasher;
    private final InputStream stdin;
    private final PrintWriter out;
    private final Reporter reporter;
    private final Verbosity verbosity;
    private final boolean strict;
    /** With --json: each file's result, recorded instead of printed; null otherwise. */
    private List<Map<String, Object>> results;

    /** Record each file's result for {@link #results()} instead of printing report lines. */
    void recordResults() {
        results = new ArrayList<>();
    }

    /** The results recorded since {@link #recordResults}: file and status ("OK", "FAILED", "FAILED open or read"). */
    List<Map<String, Object>> results() {
        return results;
    }

    /** {@code strict}: improperly formatted lines make the check fail. */
    ChecksumVerifier(FileHasher hasher, InputStream stdin, PrintWriter out, Reporter reporter,
                     Verbosity verbosity, boolean strict) {
        this.hasher = hasher;
        this.stdin = stdin;
        this.out = out;
        this.reporter = reporter;
        this.verbosity = verbosity;
        this.strict = strict;
    }

    /**
     * Checks every entry of one list ({@code -} for standard input).
     *
     * @return true if the list had at least one entry and every file was read and matched
     *         (and, with {@code --strict}, no line was improperly formatted)
     */
    boolean verify(String listName) {
        boolean listIsStdin = listName.equals(FileHasher.STDIN);
        String shownList = listIsStdin ? "standard input" : listName;
        // An InputStreamReader replaces undecodable bytes instead of failing the whole list;
        // such a name then fails on its own line, as "FAILED open or read".
        try {
            if (listIsStdin) {
                // Standard input stays open, as in FileHasher.
                return verify(shownList, true, new InputStreamReader(stdin, Charset.defaultCharset()));
            }
            try (Reader reader = new InputStreamReader(FileHasher.openFile(listName), Charset.defaultCharset())) {
                return verify(shownList, false, reader);
            }
        } catch (IOException e) {
            reporter.error(FileNames.quote(shownList) + ": " + FileNames.reason(e), e);
            return false;
        }
    }

    /** Checks the lines of one list; {@code listName} is how messages name the list. */
    private boolean verify(String listName, boolean listIsStdin, Reader reader) throws IOException {
        ChecksumFormat format = new ChecksumFormat(2 * Sm3.DIGEST_LENGTH);
        BufferedReader lines = new BufferedReader(reader);
        long lineNumber = 0;
        long misformatted = 0;
        long unreadable = 0;
        long mismatched = 0;
        boolean anyProperLine = false;
        for (String line; (line = readLine(lines)) != null; ) {
            lineNumber++;
            if (line.startsWith("#")) {
                continue;
            }
            if (line.endsWith("\r")) {
                line = line.substring(0, line.length() - 1);
            }
            if (line.isEmpty()) {
                continue;
            }
            ChecksumFormat.Entry entry = format.parse(line);
            // A list read from standard input cannot also name standard input as a file.
            if (entry == null || listIsStdin && entry.name().equals(FileHasher.STDIN)) {
                misformatted++;
                if (verbosity == Verbosity.WARN) {
                    reporter.error(FileNames.quote(listName) + ": " + lineNumber + ": improperly formatted "
                            + ALGORITHM + " checksum line", null);
                }
                continue;
            }
            anyProperLine = true;
            Outcome outcome = check(entry);
            unreadable += outcome == Outcome.UNREADABLE ? 1 : 0;
            mismatched += outcome == Outcome.MISMATCH ? 1 : 0;
        }
        if (!anyProperLine) {
            reporter.error(FileNames.quote(listName) + ": no properly formatted checksum lines found", null);
            return false;
        }
        if (verbosity != Verbosity.STATUS) {
            warnIfAny(misformatted, "line is improperly formatted", "lines are improperly formatted");
            warnIfAny(unreadable, "listed file could not be read", "listed files could not be read");
            warnIfAny(mismatched, "computed checksum did NOT match", "computed checksums did NOT match");
        }
        return unreadable == 0 && mismatched == 0 && (!strict || misformatted == 0);
    }

    private enum Outcome { MATCH, MISMATCH, UNREADABLE }

    /** Hashes one listed file, compares and reports. */
    private Outcome check(ChecksumFormat.Entry entry) {
        String shownName = ChecksumFormat.displayName(entry.name());
        String actual;
        try {
            actual = HexText.of(hasher.digest(entry.name()));
        } catch (IOException e) {
            reporter.error(FileNames.quote(entry.name()) + ": " + FileNames.reason(e), e);
            report(entry.name(), shownName, "FAILED open or read");
            return Outcome.UNREADABLE;
        }
        if (!actual.equals(entry.hex())) {
            report(entry.name(), shownName, "FAILED");
            return Outcome.MISMATCH;
        }
        if (verbosity.compareTo(Verbosity.NORMAL) >= 0 || results != null) {
            report(entry.name(), shownName, "OK");
        }
        return Outcome.MATCH;
    }

    /** A line of the per-file report, which {@code --status} silences; with --json, a recorded result. */
    private void report(String name, String shownName, String status) {
        if (results != null) {
            results.add(Map.of("file", name, "status", status));
        } else if (verbosity != Verbosity.STATUS) {
            out.print(shownName + ": " + status + "\n");
        }
    }

    private void warnIfAny(long count, String singular, String plural) {
        if (count > 0) {
            reporter.warning(count + " " + (count == 1 ? singular : plural));
        }
    }

    /**
     * The next line ending in a line feed (or at the end of input), without it. Unlike
     * {@link BufferedReader#readLine()} a lone carriage return does not end a line: it may be
     * part of a name.
     */
    private static String readLine(BufferedReader in) throws IOException {
        StringBuilder line = new StringBuilder();
        int c;
        while ((c = in.read()) != -1 && c != '\n') {
            line.append((char) c);
        }
        return c == -1 && line.length() == 0 ? null : line.toString();
    }
}
