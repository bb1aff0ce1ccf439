package org.iotcrypt.hw.cli;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.iotcrypt.cli.api.CommandFailure;
import org.iotcrypt.cli.api.FileNames;
import org.iotcrypt.cli.api.InputFiles;
import org.iotcrypt.hw.explore.DesignResult;
import org.iotcrypt.hw.explore.ResultsCsv;
import org.iotcrypt.hw.explore.ResultsMerge;

/** Reading a results.csv that 'iotcrypt hw explore' wrote, for the commands that draw from one, and a sweep file. */
final class ResultsFiles {

    /** Far above the 66 designs' 40 KB; a bigger file is not a results.csv. */
    private static final long MAX_CSV_BYTES = 64L << 20;

    /** A sweep file is a few lines of options. */
    private static final long MAX_SWEEP_BYTES = 1L << 20;

    private ResultsFiles() {
    }

    /** {@code from} itself, or the results.csv inside it if it is a folder. */
    static Path csv(Path from) {
        return Files.isDirectory(from) ? from.resolve("results.csv") : from;
    }

    /** The text of a results.csv (or of the one in a folder), bounded, as UTF-8. */
    static String text(Path from) throws CommandFailure {
        return utf8(csv(from), MAX_CSV_BYTES, "too large for a results.csv (over 64 MiB)");
    }

    /** The text of a sweep file, bounded, as UTF-8. */
    static String read(Path sweepFile) throws CommandFailure {
        return utf8(sweepFile, MAX_SWEEP_BYTES, "too large for a sweep file (over 1 MiB)");
    }

    private static String utf8(Path file, long max, String tooLarge) throws CommandFailure {
        byte[] bytes = InputFiles.readAll(file, max, tooLarge);
        try {
            return StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw new CommandFailure(FileNames.quote(file.toString()) + ": not UTF-8 text", e);
        }
    }

    /**
     * The rows of several results files merged column by column ({@link ResultsMerge}); two values of
     * one column are a failure naming the design, the column and both files.
     */
    static List<DesignResult> merged(List<Path> from) throws CommandFailure {
        List<List<DesignResult>> sources = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (Path f : from) {
            sources.add(rows(f));
            names.add(csv(f).toString());
        }
        try {
            return ResultsMerge.merge(sources, names);
        } catch (IllegalArgumentException e) {
            throw new CommandFailure(e.getMessage(), e);
        }
    }

    /** {@code p} absolute and normalized, with links resolved where it exists: for comparing an input with an output. */
    static Path canonical(Path p) throws IOException {
        Path n = p.toAbsolutePath().normalize();
        return Files.exists(n) ? n.toRealPath() : n;
    }

    /** The rows of a results.csv (or of the one in a folder); a malformed file is a failure naming it. */
    static List<DesignResult> rows(Path from) throws CommandFailure {
        String text = text(from);
        try {
            return ResultsCsv.read(text);
        } catch (IllegalArgumentException e) {
            throw new CommandFailure(FileNames.quote(csv(from).toString()) + ": " + e.getMessage(), e);
        }
    }
}
