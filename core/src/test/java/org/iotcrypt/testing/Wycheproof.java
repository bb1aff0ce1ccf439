package org.iotcrypt.testing;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.iotcrypt.internal.encoding.Hex;

/**
 * Reads a C2SP Wycheproof test file kept under {@code src/test/resources/vectors/wycheproof/}
 * and flattens it into one {@link Case} per test, with its group's parameters attached.
 */
public final class Wycheproof {

    /** One test: its group (key sizes, tag size ...) and its own fields. */
    public record Case(JsonObject group, JsonObject test) {

        public int tcId() {
            return test.get("tcId").getAsInt();
        }

        /** "valid", "invalid" or "acceptable". */
        public String result() {
            return test.get("result").getAsString();
        }

        public boolean valid() {
            return "valid".equals(result());
        }

        public String comment() {
            return test.has("comment") ? test.get("comment").getAsString() : "";
        }

        public Set<String> flags() {
            Set<String> flags = new HashSet<>();
            if (test.has("flags")) {
                for (JsonElement e : test.getAsJsonArray("flags")) {
                    flags.add(e.getAsString());
                }
            }
            return flags;
        }

        public byte[] hex(String field) {
            return Hex.decode(test.get(field).getAsString());
        }

        public int groupInt(String field) {
            return group.get(field).getAsInt();
        }

        @Override
        public String toString() {
            return "tcId " + tcId() + " (" + result() + ") " + comment();
        }
    }

    private Wycheproof() {
    }

    /** Loads every test of {@code /vectors/wycheproof/<name>}; fails on an empty file. */
    public static List<Case> load(String name) {
        JsonObject root;
        try (InputStream in = Wycheproof.class.getResourceAsStream("/vectors/wycheproof/" + name)) {
            if (in == null) {
                throw new IllegalArgumentException("no Wycheproof file " + name);
            }
            root = JsonParser.parseReader(new InputStreamReader(in, StandardCharsets.UTF_8)).getAsJsonObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<Case> cases = new ArrayList<>();
        JsonArray groups = root.getAsJsonArray("testGroups");
        for (JsonElement g : groups) {
            JsonObject group = g.getAsJsonObject();
            for (JsonElement t : group.getAsJsonArray("tests")) {
                cases.add(new Case(group, t.getAsJsonObject()));
            }
        }
        int declared = root.has("numberOfTests") ? root.get("numberOfTests").getAsInt() : cases.size();
        if (cases.isEmpty() || declared != cases.size()) {
            throw new IllegalStateException(name + ": read " + cases.size() + " tests, file declares " + declared);
        }
        return cases;
    }
}
