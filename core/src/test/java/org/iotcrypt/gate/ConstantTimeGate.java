package org.iotcrypt.gate;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.Handle;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.InvokeDynamicInsnNode;
import org.objectweb.asm.tree.JumpInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;

/**
 * A static check of class files in the style of Bouncy Castle's {@code ConstantTimeUsageTest}:
 * every method of a secret-handling class (every class not listed {@code public} in the
 * {@link GatePolicy}, except methods whose name ends in {@code Vartime}, the project's mark for
 * public-input code) is read instruction by instruction, and each call it makes is judged:
 *
 * <ul>
 *   <li>a call the policy forbids (Math.multiplyHigh, BigInteger arithmetic, formatting to text,
 *       Arrays.equals, java.util.Random) is a violation unless an {@code allow} entry names the
 *       calling method and says why its arguments are public or safe;
 *   <li>a call into the JDK is looked up in the JDK's own class files, and followed through the
 *       JDK methods it calls: if any of them has a conditional branch or a switch, or is native
 *       or abstract (so its code cannot be read), the call must be {@code audited} (its branches
 *       depend only on public arguments wherever core makes it) or allowed at that site. This is
 *       how {@code Math.multiplyHigh}'s {@code if (x < 0 || y < 0)} was found: the interpreter
 *       and C1 run that bytecode.
 * </ul>
 *
 * String concatenation ({@code invokedynamic makeConcatWithConstants}) is not judged: it builds
 * messages from lengths and names, and the tests of fix 3 check the messages about private keys.
 */
final class ConstantTimeGate {

    /** A finding: where, what was called, and why it is not allowed. */
    record Violation(String caller, String callee, String why) {
        @Override
        public String toString() {
            return caller + " calls " + callee + ": " + why;
        }
    }

    private static final int MAX_DEPTH = 6;
    private static final String VECTOR_OPERATORS = "jdk/incubator/vector/VectorOperators";

    private final GatePolicy policy;
    private final Set<GatePolicy.Entry> used = new LinkedHashSet<>();
    private final Map<String, String> jdkVerdicts = new HashMap<>();
    /** Every JDK method core calls from secret-handling code, with the gate's verdict on it. */
    private final Map<String, String> jdkCalls = new TreeMap<>();

    ConstantTimeGate(GatePolicy policy) {
        this.policy = policy;
    }

    /** The violations in the given classes. */
    List<Violation> scan(Iterable<ClassNode> classes) {
        List<Violation> found = new ArrayList<>();
        for (ClassNode c : classes) {
            String className = c.name.replace('/', '.');
            GatePolicy.Entry publicEntry = publicEntry(className);
            if (publicEntry != null) {
                used.add(publicEntry);
                continue;
            }
            GatePolicy.Entry arithmeticEntry = classEntry(policy.arithmetic, className);
            if (arithmeticEntry != null) {
                used.add(arithmeticEntry);
            }
            for (MethodNode m : c.methods) {
                if (m.name.endsWith("Vartime")) {
                    continue;
                }
                for (AbstractInsnNode insn : m.instructions) {
                    for (String[] callee : callees(insn)) {
                        Violation v = judge(className, m.name, callee[0], callee[1], callee[2], arithmeticEntry != null);
                        if (v != null) {
                            found.add(v);
                        }
                    }
                }
            }
        }
        return found;
    }

    /** Entries no scanned class needed. */
    List<GatePolicy.Entry> unusedEntries() {
        List<GatePolicy.Entry> unused = new ArrayList<>();
        for (List<GatePolicy.Entry> list : List.of(policy.publicClasses, policy.arithmetic, policy.allowed,
                policy.audited)) {
            for (GatePolicy.Entry e : list) {
                if (!used.contains(e)) {
                    unused.add(e);
                }
            }
        }
        return unused;
    }

    /** The JDK methods called from secret-handling code and how each was cleared. */
    Map<String, String> jdkCalls() {
        return jdkCalls;
    }

    private Violation judge(String className, String method, String owner, String name, String desc,
            boolean auditJdk) {
        String callee = owner + "." + name;
        String caller = className + "#" + method;
        GatePolicy.Entry allow = find(policy.allowed, e -> e.matchesCaller(className, method) && e.matchesCallee(owner, name, desc));
        GatePolicy.Entry forbid = find(policy.forbidden, e -> e.matchesCallee(owner, name, desc));
        if (forbid != null) {
            if (allow != null) {
                used.add(allow);
                return null;
            }
            return new Violation(caller, callee, "forbidden (" + forbid.reason() + ")");
        }
        if (!auditJdk || !isJdk(owner)) {
            return null;
        }
        String verdict = jdkVerdict(owner, name, desc, 0);
        if (verdict == null) {
            jdkCalls.putIfAbsent(callee + desc, "branch-free bytecode");
            return null;
        }
        GatePolicy.Entry audit = find(policy.audited, e -> e.matchesCallee(owner, name, desc));
        if (audit != null) {
            used.add(audit);
            jdkCalls.put(callee + desc, "audited: " + verdict + "; " + audit.reason());
            return null;
        }
        if (allow != null) {
            used.add(allow);
            jdkCalls.putIfAbsent(callee + desc, "allowed at listed call sites: " + verdict);
            return null;
        }
        return new Violation(caller, callee + desc, "not audited: " + verdict);
    }

    /**
     * Null if the JDK method and everything it calls in the JDK is free of conditional branches;
     * otherwise what was found, e.g. "branch in java/lang/Math.multiplyHigh".
     */
    private String jdkVerdict(String owner, String name, String desc, int depth) {
        String key = owner + "." + name + desc;
        if (jdkVerdicts.containsKey(key)) {
            return jdkVerdicts.get(key);
        }
        jdkVerdicts.put(key, null);
        String verdict = readVerdict(owner, name, desc, depth);
        jdkVerdicts.put(key, verdict);
        return verdict;
    }

    private String readVerdict(String owner, String name, String desc, int depth) {
        if (depth > MAX_DEPTH) {
            return "calls nested too deep to follow in " + owner + "." + name;
        }
        if (!desc.startsWith("(")) {
            return "operator " + owner + "." + name + " (its Java fallback is chosen by a switch on it)";
        }
        MethodNode m = jdkMethod(owner, name, desc);
        if (m == null) {
            return "code not found (inherited or virtual) for " + owner + "." + name;
        }
        if ((m.access & Opcodes.ACC_NATIVE) != 0) {
            return "native " + owner + "." + name;
        }
        if ((m.access & Opcodes.ACC_ABSTRACT) != 0) {
            return "abstract " + owner + "." + name;
        }
        for (AbstractInsnNode insn : m.instructions) {
            int op = insn.getOpcode();
            if (insn instanceof JumpInsnNode && op != Opcodes.GOTO) {
                return "branch in " + owner + "." + name;
            }
            if (op == Opcodes.TABLESWITCH || op == Opcodes.LOOKUPSWITCH) {
                return "switch in " + owner + "." + name;
            }
            if (op == Opcodes.ATHROW) {
                return "throws in " + owner + "." + name;
            }
            for (String[] callee : callees(insn)) {
                if (!isJdk(callee[0])) {
                    continue;
                }
                String inner = jdkVerdict(callee[0], callee[1], callee[2], depth + 1);
                if (inner != null) {
                    return inner;
                }
            }
        }
        return null;
    }

    private final Map<String, ClassNode> jdkClasses = new HashMap<>();

    private MethodNode jdkMethod(String owner, String name, String desc) {
        ClassNode c = jdkClasses.computeIfAbsent(owner, ConstantTimeGate::readJdkClass);
        if (c == null) {
            return null;
        }
        for (MethodNode m : c.methods) {
            if (m.name.equals(name) && m.desc.equals(desc)) {
                return m;
            }
        }
        return null;
    }

    private static ClassNode readJdkClass(String owner) {
        // .class files of named modules are readable as resources (JEP 261), through the system
        // loader for modules outside java.base too (jdk.incubator.vector when it is added)
        try (InputStream in = ClassLoader.getSystemResourceAsStream(owner + ".class")) {
            if (in == null) {
                return null;
            }
            ClassNode node = new ClassNode();
            new ClassReader(in).accept(node, ClassReader.SKIP_DEBUG | ClassReader.SKIP_FRAMES);
            return node;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The methods an instruction calls: a method call, or a lambda's or method reference's target;
     * and the Vector API operator it reads, since {@code lanewise(op, ...)} runs whatever the
     * operator names, so an operator is judged like a method.
     */
    private static List<String[]> callees(AbstractInsnNode insn) {
        if (insn instanceof MethodInsnNode call) {
            return List.<String[]>of(new String[] {call.owner, call.name, call.desc});
        }
        if (insn instanceof FieldInsnNode field && field.getOpcode() == Opcodes.GETSTATIC
                && field.owner.equals(VECTOR_OPERATORS)) {
            return List.<String[]>of(new String[] {field.owner, field.name, field.desc});
        }
        if (insn instanceof InvokeDynamicInsnNode indy && indy.bsm.getOwner().equals("java/lang/invoke/LambdaMetafactory")) {
            List<String[]> targets = new ArrayList<>();
            for (Object arg : indy.bsmArgs) {
                if (arg instanceof Handle h) {
                    targets.add(new String[] {h.getOwner(), h.getName(), h.getDesc()});
                }
            }
            return targets;
        }
        return List.of();
    }

    private GatePolicy.Entry publicEntry(String className) {
        return classEntry(policy.publicClasses, className);
    }

    /** The entry naming the class (or its enclosing class), if any. */
    private static GatePolicy.Entry classEntry(List<GatePolicy.Entry> entries, String className) {
        String outer = className.contains("$") ? className.substring(0, className.indexOf('$')) : className;
        for (GatePolicy.Entry e : entries) {
            if (GatePolicy.Entry.matches(e.subject(), className) || GatePolicy.Entry.matches(e.subject(), outer)) {
                return e;
            }
        }
        return null;
    }

    private static boolean isJdk(String owner) {
        return owner.startsWith("java/") || owner.startsWith("javax/") || owner.startsWith("jdk/")
                || owner.startsWith("sun/");
    }

    private static GatePolicy.Entry find(List<GatePolicy.Entry> entries, java.util.function.Predicate<GatePolicy.Entry> p) {
        for (GatePolicy.Entry e : entries) {
            if (p.test(e)) {
                return e;
            }
        }
        return null;
    }
}
