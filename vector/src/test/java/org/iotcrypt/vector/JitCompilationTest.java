package org.iotcrypt.vector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.iotcrypt.testing.CompilationLog;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The vector engine (and the vector GHASH) is fast only if C2 compiles its hot methods with the Vector API intrinsified
 * inside them; otherwise it is correct and constant time but slow (VectorTiersTest). What can
 * go wrong, found while building it: a method over 8,000 bytes of bytecode is never compiled, a
 * Vector API call that C2 does not intrinsify runs Java code (and boxes vectors), a shuffle built
 * from an array is allocated on every call, a compiled method is thrown away again. This test
 * reads the JIT's own account in a fresh JVM ({@code -XX:+LogCompilation}: the structured log of
 * each compilation, not timings) and fails when a change brings any of that back: each hot method
 * must have a successful C2 compilation that is not made not entrant, with Vector API intrinsics
 * in it and no call into {@code jdk.internal.vm.vector.VectorSupport} (the intrinsics' Java
 * fallbacks) left un-intrinsified.
 *
 * <p>It also fails on the cause of a failure that used to strike at random: a {@code class_check}
 * deoptimization in the JDK's {@code VectorOperators$ImplCache.find}. In 3 of 10 fresh JDK 17
 * JVMs running SM4-GCM, C2 then compiled the SM4 round and the transposition groups with every
 * {@code VectorSupport::store} left un-intrinsified, and SM4 ran five times slower for the life of
 * the JVM ({@link OperatorCaches} says why, and prevents it). The JVM running SM4-GCM, the case
 * that showed it, is checked three times; every run must be clean.
 */
class JitCompilationTest {

    /** SM4's methods that run per batch (class and method name, as the log writes them). */
    private static final List<String> SM4_HOT = List.of("Sm4VectorRounds round", "Sm4VectorTransposition loadGroup",
            "Sm4VectorTransposition storeGroup", "Sm4VectorTransposition exchangeLanes");

    /** The vector GHASH's hot methods: the chained groups of long runs, batch GCM's messages side by side, their one product. */
    private static final List<String> GHASH_HOT = List.of("GhashVectorEngine absorbGroups", "GhashVectorEngine absorbLanes",
            "GhashVectorEngine multiply");

    /** The package the hot methods' names above leave out. */
    private static final String PACKAGE = "org.iotcrypt.vector.";

    /** Well under HotSpot's HugeMethodLimit of 8,000 bytes, beyond which a method is never compiled. */
    private static final int MAX_BYTECODE = 4_000;

    /** A deoptimization at run time (not a trap C2 compiled in) in the operator caches' lookup. */
    private static final Pattern OPERATOR_CACHE_TRAP = Pattern.compile("<uncommon_trap thread='\\d+' reason='class_check'[^>]*stamp='([\\d.]+)'>\\s*"
            + "<jvms bci='\\d+' method='jdk\\.incubator\\.vector\\.VectorOperators\\$ImplCache find ");
    private static final Pattern LATE_INLINE = Pattern.compile("<late_inline method='(\\d+)'.*?</late_inline>\\s*(<[^>]*>)", Pattern.DOTALL);

    @Test
    void sm4HotMethodsReachC2WithEveryVectorCallIntrinsified(@TempDir Path dir) throws Exception {
        assertEveryRunClean(dir, "sm4", SM4_HOT, 1);
    }

    @Test
    void ghashReachesC2WithEveryVectorCallIntrinsified(@TempDir Path dir) throws Exception {
        assertEveryRunClean(dir, "ghash", GHASH_HOT, 1);
    }

    /** Both engines in one JVM, the case where the operator caches' deoptimization struck. */
    @Test
    void gcmCompilesBothEnginesCleanlyInEveryRun(@TempDir Path dir) throws Exception {
        // Counter mode builds its input planes; batch GCM encrypts its laid-out counter blocks.
        List<String> hot = new ArrayList<>(List.of("Sm4VectorRounds round", "Sm4VectorCounters planes",
                "Sm4VectorTransposition loadGroup", "Sm4VectorTransposition storeGroup", "Sm4VectorTransposition exchangeLanes"));
        hot.addAll(GHASH_HOT);
        assertEveryRunClean(dir, "gcm", hot, 3);
    }

    /** Runs the probe in {@code runs} fresh JVMs; every one must compile every hot method cleanly. */
    private static void assertEveryRunClean(Path dir, String engine, List<String> hot, int runs) throws Exception {
        List<String> seen = new ArrayList<>();
        for (int run = 1; run <= runs; run++) {
            Path runDir = Files.createDirectories(dir.resolve("run" + run));
            List<String> problems = problems(runDir, engine, hot);
            if (!problems.isEmpty()) {
                seen.add("run " + run + ": " + problems);
            }
        }
        assertEquals(List.of(), seen, "fresh JVMs with a compilation problem");
    }

    /**
     * The negative control: the check sees it when C2 cannot intrinsify, here because the JVM is
     * told its vectors are at most 256 bits while the engine is made to use 512.
     */
    @Test
    void theCheckFailsWhenTheIntrinsicsCannotApply(@TempDir Path dir) throws Exception {
        List<String> problems = problems(dir, "sm4", SM4_HOT, "-XX:MaxVectorSize=32", "-D" + Shape.BITS_PROPERTY + "=512");
        assertTrue(problems.stream().anyMatch(p -> p.contains("VectorSupport binaryOp not intrinsified")), String.join("\n", problems));
    }

    /**
     * What is wrong with the C2 compilations of {@code hot} in a fresh JVM that runs JitProbe's
     * {@code engine} with {@code options}.
     */
    private static List<String> problems(Path dir, String engine, List<String> hot, String... options) throws Exception {
        Path logFile = dir.resolve("compilation.xml");
        List<String> jvm = new ArrayList<>(List.of("--add-modules=jdk.incubator.vector",
                "-XX:+UnlockDiagnosticVMOptions", "-XX:+LogCompilation", "-XX:LogFile=" + logFile));
        jvm.addAll(List.of(options));
        List<String> out = FreshJvm.run(JitProbe.class, jvm, "3000", engine);
        assertTrue(out.stream().anyMatch(l -> l.startsWith(engine.equals("ghash") ? "done: on: " : "done: vector (")), String.join("\n", out));
        String log = Files.readString(logFile);
        List<String> problems = new ArrayList<>();
        Matcher trap = OPERATOR_CACHE_TRAP.matcher(log);
        while (trap.find()) {
            problems.add("a class_check deoptimization in VectorOperators$ImplCache.find at " + trap.group(1) + " s (see OperatorCaches)");
        }
        Map<String, Integer> survivingC2 = new HashMap<>();
        for (CompilationLog.Task task : CompilationLog.tasks(log)) {
            if (!task.c2() || !task.method().startsWith(PACKAGE) || !hot.contains(task.method().substring(PACKAGE.length()))) {
                continue;
            }
            String method = task.method().substring(PACKAGE.length());
            String body = task.body();
            String id = method + " (C2 compilation " + task.compileId() + ")";
            if (task.bytes() > MAX_BYTECODE) {
                problems.add(id + " has grown to " + task.bytes() + " bytes of bytecode");
            }
            if (!body.contains("<task_done success='1'")) {
                problems.add(id + " failed");
            }
            if (!body.contains("<intrinsic id='_Vector")) {
                problems.add(id + " has no Vector API intrinsic");
            }
            for (String call : unintrinsified(task)) {
                problems.add(id + ": " + call);
            }
            if (task.inUse()) {
                survivingC2.merge(method, 1, Integer::sum);
            }
        }
        for (String method : hot) {
            if (survivingC2.getOrDefault(method, 0) == 0) {
                problems.add(method + ": no C2 compilation that stayed in use");
            }
        }
        return problems;
    }

    /**
     * Calls into VectorSupport that C2 did not intrinsify. C2 inlines those calls late: in the
     * log, a {@code late_inline} of the VectorSupport method followed by an {@code intrinsic}
     * element where the intrinsic applied, by a parse of the method's Java code where it did not.
     */
    private static List<String> unintrinsified(CompilationLog.Task task) {
        String body = task.body();
        Map<String, String> methods = task.methodNames();
        List<String> failures = new ArrayList<>();
        Matcher late = LATE_INLINE.matcher(body);
        while (late.find()) {
            String method = methods.getOrDefault(late.group(1), "?");
            if (method.startsWith("jdk.internal.vm.vector.VectorSupport ") && !late.group(2).startsWith("<intrinsic id='_Vector")) {
                failures.add(method + " not intrinsified");
            }
        }
        return failures;
    }
}
