package org.iotcrypt.vectors;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads the known-answer files of this module ({@code src/main/resources/vectors/}): the one copy
 * of every known answer, which core's tests, the CLI's demo, the hardware testbenches and the
 * benchmarks all read.
 *
 * <p>Format: lines starting with {@code #} are comments (each file names its source there);
 * a record is a run of {@code name = value} lines, records are separated by blank lines.
 * A value may continue on following lines that start with white space (long hex strings).
 */
public final class VectorFile {

    /** One record: its fields in file order and the line it starts on, for messages. */
    public record Vector(int line, Map<String, String> fields) {

        public String get(String name) {
            String v = fields.get(name);
            if (v == null) {
                throw new IllegalArgumentException("vector at line " + line + " has no field '" + name + "'");
            }
            return v;
        }

        public boolean has(String name) {
            return fields.containsKey(name);
        }

        public byte[] hex(String name) {
            return HexFormat.of().parseHex(get(name));
        }

        public int integer(String name) {
            return Integer.parseInt(get(name));
        }

        @Override
        public String toString() {
            return "line " + line + " " + fields;
        }
    }

    private VectorFile() {
    }

    /** Loads {@code /vectors/<name>} from the class path; fails if the file is empty. */
    public static List<Vector> load(String name) {
        String text;
        try (InputStream in = VectorFile.class.getResourceAsStream("/vectors/" + name)) {
            if (in == null) {
                throw new IllegalArgumentException("no vector file " + name);
            }
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<Vector> out = new ArrayList<>();
        Map<String, String> current = new LinkedHashMap<>();
        String lastKey = null;
        int start = 0;
        String[] lines = text.split("\r?\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            if (line.startsWith("#")) {
                continue;
            }
            if (line.isBlank()) {
                if (!current.isEmpty()) {
                    out.add(new Vector(start, current));
                    current = new LinkedHashMap<>();
                }
                lastKey = null;
                continue;
            }
            if (Character.isWhitespace(line.charAt(0)) && lastKey != null) {
                current.put(lastKey, current.get(lastKey) + line.strip());
                continue;
            }
            int eq = line.indexOf('=');
            if (eq < 0) {
                throw new IllegalArgumentException(name + ":" + (i + 1) + ": expected 'name = value'");
            }
            if (current.isEmpty()) {
                start = i + 1;
            }
            lastKey = line.substring(0, eq).strip();
            current.put(lastKey, line.substring(eq + 1).strip());
        }
        if (!current.isEmpty()) {
            out.add(new Vector(start, current));
        }
        if (out.isEmpty()) {
            throw new IllegalArgumentException("vector file " + name + " holds no vectors");
        }
        return out;
    }
}
