package org.iotcrypt.gate;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The constant-time gate's rules, read from {@code gate/constant-time-gate.txt}: one entry a
 * line, {@code keyword subject [callee] :: reason}. Keywords:
 *
 * <ul>
 *   <li>{@code public CLASS} - a class that handles public values only; not scanned.
 *   <li>{@code forbid CALLEE} - a call that secret-handling code must not make.
 *   <li>{@code allow CLASS#METHOD CALLEE} - that method may make that forbidden or unaudited call.
 *   <li>{@code audited CALLEE} - a JDK method with branches (or native) whose branches depend only
 *       on arguments that are public wherever core calls it (lengths, offsets, indices).
 *   <li>{@code arithmetic CLASS} - classes whose calls into the JDK are audited for branches (the
 *       ones that compute on secrets); in the others (which route secrets, such as the JCA
 *       classes) only the {@code forbid} rules apply.
 * </ul>
 *
 * A CLASS is a binary name with dots ({@code org.iotcrypt.sm4.Sm4}); a CALLEE is
 * {@code internal/Owner.name} ({@code java/lang/Math.multiplyHigh}), optionally followed by a
 * descriptor to name one overload ({@code jdk/incubator/vector/IntVector.fromArray(Ljdk/incubator/vector/VectorSpecies;[II)*});
 * a field of {@code VectorOperators} is a callee too (the Vector API's operators). {@code *} in any of them
 * stands for any run of characters. Every entry names its reason, and the gate fails on an entry nothing needs.
 */
final class GatePolicy {

    /** One line of the policy. */
    record Entry(int line, String keyword, String subject, String callee, String reason) {

        /** A callee pattern with a {@code (} names one overload by its descriptor. */
        boolean matchesCallee(String owner, String name, String desc) {
            return matches(callee, owner + "." + name + (callee.contains("(") ? desc : ""));
        }

        boolean matchesCaller(String className, String method) {
            return matches(subject, className + "#" + method);
        }

        /** {@code *} in a pattern stands for any run of characters. */
        static boolean matches(String pattern, String value) {
            StringBuilder regex = new StringBuilder();
            for (String part : pattern.split("\\*", -1)) {
                if (regex.length() > 0 || pattern.startsWith("*")) {
                    regex.append(".*");
                }
                regex.append(java.util.regex.Pattern.quote(part));
            }
            return value.matches(pattern.startsWith("*") ? regex.substring(2) : regex.toString());
        }

        @Override
        public String toString() {
            return "line " + line + ": " + keyword + (subject == null ? "" : " " + subject)
                    + (callee == null ? "" : " " + callee);
        }
    }

    final List<Entry> publicClasses = new ArrayList<>();
    final List<Entry> forbidden = new ArrayList<>();
    final List<Entry> allowed = new ArrayList<>();
    final List<Entry> audited = new ArrayList<>();
    final List<Entry> arithmetic = new ArrayList<>();

    static GatePolicy load(String resource) {
        GatePolicy policy = new GatePolicy();
        try (InputStream in = GatePolicy.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("missing " + resource);
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            String text;
            int line = 0;
            while ((text = reader.readLine()) != null) {
                line++;
                text = text.strip();
                if (text.isEmpty() || text.startsWith("#")) {
                    continue;
                }
                int sep = text.indexOf(" :: ");
                if (sep < 0) {
                    throw new IllegalStateException(resource + " line " + line + ": no ' :: reason'");
                }
                String[] words = text.substring(0, sep).trim().split("\\s+");
                String reason = text.substring(sep + 4).trim();
                switch (words[0]) {
                    case "public" -> policy.publicClasses.add(entry(line, words, 2, reason));
                    case "arithmetic" -> policy.arithmetic.add(entry(line, words, 2, reason));
                    case "forbid" -> policy.forbidden.add(new Entry(line, "forbid", null, words[1], reason));
                    case "audited" -> policy.audited.add(new Entry(line, "audited", null, words[1], reason));
                    case "allow" -> policy.allowed.add(entry(line, words, 3, reason));
                    default -> throw new IllegalStateException(resource + " line " + line + ": unknown keyword " + words[0]);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return policy;
    }

    private static Entry entry(int line, String[] words, int count, String reason) {
        if (words.length != count) {
            throw new IllegalStateException("policy line " + line + ": expected " + count + " words before ' :: '");
        }
        return new Entry(line, words[0], words[1], count == 3 ? words[2] : null, reason);
    }
}
