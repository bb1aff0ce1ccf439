package org.iotcrypt.hw.explore;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;

/**
 * Finished results under a cache folder, one file per cache key ({@code <sha256>.properties}),
 * written atomically: whole rows (only passing ones, so a failure is always rerun) and the
 * columns of stages cached apart ({@link Ice40Stage}, {@link TvlaStage}).
 */
final class ResultCache {

    private final Path dir;

    ResultCache(Path dir) {
        this.dir = dir;
    }

    /**
     * The row cached under {@code key}, its stages' columns {@link DesignResult#NOT_MEASURED} (they
     * are cached apart, under keys of their own), or empty when there is none with every other column.
     */
    Optional<DesignResult> get(String key) throws IOException {
        return columns(key, DesignResult.ROW_COLUMNS).map(v -> {
            Map<String, String> row = new LinkedHashMap<>();
            DesignResult.COLUMNS.forEach(c -> row.put(c, v.getOrDefault(c, DesignResult.NOT_MEASURED)));
            return new DesignResult(row);
        });
    }

    /** Caches a passing row under {@code key}, without its stages' columns (see {@link #get}). */
    void put(String key, DesignResult result) throws IOException {
        if (!result.passed()) {
            return;
        }
        Map<String, String> own = new LinkedHashMap<>(result.values());
        own.keySet().removeAll(DesignResult.STAGE_COLUMNS);
        putColumns(key, own, "iotcrypt hw explore result " + result.get("design"));
    }

    /** A stage's cached columns under {@code key}, empty unless the entry holds every one of {@code columns}. */
    Optional<Map<String, String>> columns(String key, List<String> columns) throws IOException {
        Path file = file(key);
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        Properties p = new Properties();
        p.load(new StringReader(Files.readString(file, StandardCharsets.UTF_8)));
        Map<String, String> values = new LinkedHashMap<>();
        for (String c : columns) {
            String v = p.getProperty(c);
            if (v == null) {
                return Optional.empty();
            }
            values.put(c, v);
        }
        return Optional.of(values);
    }

    /** A stage's run: its columns. */
    interface StageRun {
        Map<String, String> columns() throws IOException;
    }

    /**
     * A stage's columns and whether they were computed now.
     *
     * @param columns the stage's columns
     * @param ran whether {@code run} ran (rather than the cache answering)
     */
    record StageColumns(Map<String, String> columns, boolean ran) {
    }

    /** The stage's {@code columns} cached under {@code key}, or else those {@code run} makes, then cached. */
    StageColumns stage(String key, List<String> columns, String comment, StageRun run) throws IOException {
        Optional<Map<String, String>> cached = columns(key, columns);
        if (cached.isPresent()) {
            return new StageColumns(cached.get(), false);
        }
        Map<String, String> made = run.columns();
        putColumns(key, made, comment);
        return new StageColumns(made, true);
    }

    /** Stores a stage's columns under {@code key}. */
    void putColumns(String key, Map<String, String> values, String comment) throws IOException {
        Properties p = new Properties();
        values.forEach(p::setProperty);
        StringWriter w = new StringWriter();
        p.store(w, comment);
        AtomicFiles.write(file(key), w.toString());
    }

    private Path file(String key) {
        return dir.resolve(key + ".properties");
    }
}
