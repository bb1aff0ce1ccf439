package org.iotcrypt.hw.explore;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;

/**
 * Finished results under a cache folder, one file per cache key ({@code <sha256>.properties}),
 * written atomically. Only passing results are stored, so a failure is always rerun.
 */
final class ResultCache {

    private final Path dir;

    ResultCache(Path dir) {
        this.dir = dir;
    }

    Optional<DesignResult> get(String key) throws IOException {
        Path file = file(key);
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        Properties p = new Properties();
        p.load(new StringReader(Files.readString(file, StandardCharsets.UTF_8)));
        Map<String, String> values = new LinkedHashMap<>();
        for (String c : DesignResult.COLUMNS) {
            String v = p.getProperty(c);
            if (v == null) {
                return Optional.empty();
            }
            values.put(c, v);
        }
        return Optional.of(new DesignResult(values));
    }

    void put(String key, DesignResult result) throws IOException {
        if (!result.passed()) {
            return;
        }
        Properties p = new Properties();
        result.values().forEach(p::setProperty);
        StringWriter w = new StringWriter();
        p.store(w, "iotcrypt hw explore result " + result.get("design"));
        AtomicFiles.write(file(key), w.toString());
    }

    private Path file(String key) {
        return dir.resolve(key + ".properties");
    }
}
