package org.iotcrypt.gate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.tree.ClassNode;

/**
 * Issue 14, point 1: the constant-time gate (see {@link ConstantTimeGate}) over the vector
 * module's class files, with core's forbid and audited rules and the vector module's whitelist of
 * Vector API operations ({@code gate/vector-gate.txt}); and over {@link LeakyVectorControl}, which
 * uses each operation a bitsliced engine must not, and which the gate must flag method by method.
 * It reads the Vector API's class files of the JDK it runs on (17 and 25 in CI).
 */
class VectorConstantTimeGateTest {

    private static final String POLICY = "/gate/vector-gate.txt";
    private static final String CORE_POLICY = "/gate/constant-time-gate.txt";

    @Test
    void theVectorEnginesUseOnlyWhitelistedOperations() throws Exception {
        GatePolicy core = GatePolicy.load(CORE_POLICY);
        ConstantTimeGate gate = new ConstantTimeGate(withCoreRules(GatePolicy.load(POLICY), core));
        List<ClassNode> classes = ConstantTimeGateTest.classesBeside(Class.forName("org.iotcrypt.vector.VectorEnginesProvider"));
        List<ConstantTimeGate.Violation> found = gate.scan(classes);
        assertTrue(found.isEmpty(), found.size() + " violations:\n" + found.stream().map(Object::toString)
                .collect(Collectors.joining("\n")));
        List<GatePolicy.Entry> unused = gate.unusedEntries();
        unused.removeAll(core.audited);
        assertTrue(unused.isEmpty(), "entries no class needs any more (remove them):\n"
                + unused.stream().map(Object::toString).collect(Collectors.joining("\n")));
        ConstantTimeGateTest.writeAuditReport(gate.jdkCalls(), "vector-gate-jdk-calls.txt");
    }

    @Test
    void theControlIsFlaggedForEveryLeakyOperation() throws Exception {
        List<ConstantTimeGate.Violation> found = ConstantTimeGateTest.scanControl(
                withCoreRules(GatePolicy.load(POLICY), GatePolicy.load(CORE_POLICY)), LeakyVectorControl.class);
        assertEquals(new TreeSet<>(List.of("blendUnderADataMask", "gatherBySecretIndexes", "laneAtASecretIndex",
                "maskedXor", "minOperator", "rearrangeByData", "selectFromATable")), ConstantTimeGateTest.flaggedMethods(found),
                "violations found: " + found);
    }

    private static GatePolicy withCoreRules(GatePolicy policy, GatePolicy core) {
        policy.forbidden.addAll(core.forbidden);
        policy.audited.addAll(core.audited);
        return policy;
    }
}
