package org.iotcrypt.gate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.iotcrypt.sm4.Sm4;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.tree.ClassNode;

/**
 * Issue 12, point 10: the constant-time gate over core's class files (see {@link ConstantTimeGate}
 * for what it checks, {@code gate/constant-time-gate.txt} for the rules and every exemption with
 * its reason), and over a deliberately bad control class that it must flag for every rule.
 */
class ConstantTimeGateTest {

    private static final String POLICY = "/gate/constant-time-gate.txt";

    @Test
    void coreMakesNoForbiddenOrUnauditedCall() throws Exception {
        ConstantTimeGate gate = new ConstantTimeGate(GatePolicy.load(POLICY));
        List<ClassNode> core = classesBeside(Sm4.class);
        assertTrue(core.size() > 100, "core's classes not found: " + core.size());
        List<ConstantTimeGate.Violation> found = gate.scan(core);
        assertTrue(found.isEmpty(), found.size() + " violations:\n" + found.stream().map(Object::toString)
                .collect(Collectors.joining("\n")));
        assertTrue(gate.unusedEntries().isEmpty(), "entries no class needs any more (remove them):\n"
                + gate.unusedEntries().stream().map(Object::toString).collect(Collectors.joining("\n")));
        writeAuditReport(gate.jdkCalls(), "constant-time-gate-jdk-calls.txt");
    }

    /** The control: one method per rule breaks it, and the gate must name each one. */
    @Test
    void theControlClassIsFlaggedForEveryRule() throws Exception {
        List<ConstantTimeGate.Violation> found = scanControl(GatePolicy.load(POLICY), LeakyControl.class);
        assertEquals(new TreeSet<>(List.of("bigIntegerOnASecret", "branchyJdkMethod", "equalsOnATag",
                "formatsASecret", "hexOfASecret", "multiplyHighOnSecrets", "randomForKeys")), flaggedMethods(found),
                "violations found: " + found);
        assertTrue(found.stream().noneMatch(v -> v.caller().endsWith("Vartime")), "Vartime methods are public-input code");
    }

    /** The violations in a control class, scanned as a secret-handling class under the policy. */
    static List<ConstantTimeGate.Violation> scanControl(GatePolicy policy, Class<?> control) {
        policy.arithmetic.add(new GatePolicy.Entry(0, "arithmetic", control.getName(), null,
                "the control computes on secrets"));
        return new ConstantTimeGate(policy).scan(List.of(read(control)));
    }

    /** The names of the methods that made the violations. */
    static Set<String> flaggedMethods(List<ConstantTimeGate.Violation> found) {
        Set<String> flagged = new TreeSet<>();
        for (ConstantTimeGate.Violation v : found) {
            flagged.add(v.caller().substring(v.caller().indexOf('#') + 1));
        }
        return flagged;
    }

    /** Every class file under the class directory the given class was loaded from (a module's target/classes, not a jar). */
    static List<ClassNode> classesBeside(Class<?> anchor) throws IOException, URISyntaxException {
        Path root = Path.of(anchor.getProtectionDomain().getCodeSource().getLocation().toURI());
        List<ClassNode> classes = new ArrayList<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path f : (Iterable<Path>) files.filter(p -> p.toString().endsWith(".class"))::iterator) {
                ClassNode node = new ClassNode();
                new ClassReader(Files.readAllBytes(f)).accept(node, ClassReader.SKIP_DEBUG | ClassReader.SKIP_FRAMES);
                classes.add(node);
            }
        }
        assertTrue(classes.size() > 5, "classes not found under " + root);
        return classes;
    }

    static ClassNode read(Class<?> c) {
        try (InputStream in = c.getResourceAsStream(c.getSimpleName() + ".class")) {
            ClassNode node = new ClassNode();
            new ClassReader(in).accept(node, ClassReader.SKIP_DEBUG | ClassReader.SKIP_FRAMES);
            return node;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** target/NAME: every JDK method the scanned secret-handling code calls, and its verdict. */
    static void writeAuditReport(Map<String, String> calls, String name) throws IOException {
        StringBuilder out = new StringBuilder("# JDK methods called from the scanned secret-handling classes\n");
        calls.forEach((m, v) -> out.append(m).append("\t").append(v).append('\n'));
        Files.writeString(Path.of("target", name), out);
    }
}
