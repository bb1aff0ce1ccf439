package org.iotcrypt.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.iotcrypt.mode.Gcm;
import org.iotcrypt.testing.FreshJvm;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The default path (JDK 17 without the vector module: the {@code long} engine and the scalar bulk
 * GHASH) is fast only if C2 compiles the SM4 round and inlines the GHASH products into the loop
 * that runs them. C2 does not inline a callee it has already compiled into a big method: when the
 * six products of a block sat in a helper called per block, the helper was inlined in some fresh
 * JVMs and called per block in others, and batch GCM of 16 ran at 80,000 or 115,000 batches a
 * second by luck ({@code ScalarBulkGhash.absorbBlocks} says so). This test reads the JIT's own
 * account of a fresh JVM sealing batch GCM ({@code -XX:+LogCompilation}: the structured log of
 * each compilation, not timings) and fails when a change brings that back: the round needs a C2
 * compilation that stays in use, under the 8,000 bytes of bytecode beyond which HotSpot never
 * compiles a method, the block loop needs one too, and every C2 compilation that calls the
 * products ({@code Ghash.bmul}, {@code ScalarBulkGhash.addShifted}) must have inlined them. It runs
 * three fresh JVMs, since the failure it guards against came in some JVMs only. The vector
 * engine's kernels have the same kind of check in the vector module (JitCompilationTest).
 */
class DefaultPathJitTest {

    /** The SM4 round, as the log names methods. */
    private static final String ROUND = "org.iotcrypt.sm4.Sm4BitslicedRounds round";

    /** The GHASH products of the batch's loop (holder and name), which must be inlined wherever C2 compiles a call to them. */
    private static final Set<String> PRODUCTS = Set.of("org.iotcrypt.internal.mode.Ghash bmul",
            "org.iotcrypt.internal.mode.ScalarBulkGhash addShifted");

    /** The loop that calls them. */
    private static final String LOOP = "org.iotcrypt.internal.mode.ScalarBulkGhash absorbBlocks";

    /** Well under HotSpot's HugeMethodLimit of 8,000 bytes. */
    private static final int MAX_BYTECODE = 4_000;

    private static final Pattern TASK = Pattern.compile("<task compile_id='(\\d+)' (?:compile_kind='(\\w+)' )?"
            + "method='(\\S+ \\S+) [^']*' bytes='(\\d+)'([^>]*)>(.*?)</task>", Pattern.DOTALL);
    private static final Pattern KLASS = Pattern.compile("<klass id='(\\d+)' name='([^']+)'");
    private static final Pattern METHOD = Pattern.compile("<method id='(\\d+)' holder='(\\d+)' name='([^']+)'");
    private static final Pattern CALL = Pattern.compile("<call method='(\\d+)'[^>]*/>\\s*(?:<(?!call )[^>]*>\\s*)*?<inline_(success|fail) reason='([^']*)'");

    @Test
    void theRoundAndTheGhashProductsReachC2InEveryRun(@TempDir Path dir) throws Exception {
        List<String> seen = new ArrayList<>();
        for (int run = 1; run <= 3; run++) {
            List<String> problems = problems(Files.createDirectories(dir.resolve("run" + run)));
            if (!problems.isEmpty()) {
                seen.add("run " + run + ": " + problems);
            }
        }
        assertEquals(List.of(), seen, "fresh JVMs where the JIT left the default path's kernels slow");
    }

    /** The negative control: with hot calls inlined only up to 100 bytes of bytecode, the check sees bmul (152) left out. */
    @Test
    void theCheckFailsWhenTheProductsAreNotInlined(@TempDir Path dir) throws Exception {
        List<String> problems = problems(dir, "-XX:FreqInlineSize=100");
        assertTrue(problems.stream().anyMatch(p -> p.contains("Ghash bmul not inlined")), String.join("\n", problems));
    }

    private static List<String> problems(Path dir, String... options) throws Exception {
        Path logFile = dir.resolve("compilation.xml");
        List<String> jvm = new ArrayList<>(List.of("-XX:+UnlockDiagnosticVMOptions", "-XX:+LogCompilation", "-XX:LogFile=" + logFile));
        jvm.addAll(List.of(options));
        // Core and its tests only: no vector jar, so the default path serves.
        String classPath = FreshJvm.location(Gcm.class) + File.pathSeparator + FreshJvm.location(BatchGcmProbe.class);
        List<String> out = FreshJvm.run(classPath, BatchGcmProbe.class, jvm, "40000", "3000");
        assertTrue(out.stream().anyMatch(l -> l.startsWith("done: bitsliced")), String.join("\n", out));
        return problems(Files.readString(logFile));
    }

    /** What is wrong with the C2 compilations of the default path's kernels in a compilation log. */
    static List<String> problems(String log) {
        List<String> problems = new ArrayList<>();
        boolean roundInUse = false;
        boolean loopCompiled = false;
        Matcher task = TASK.matcher(log);
        while (task.find()) {
            // C1 tasks carry a level attribute (1 to 3); C2's carry none. OSR compilations do not count.
            if (task.group(2) != null || task.group(5).contains("level=")) {
                continue;
            }
            String method = task.group(3);
            String id = method + " (C2 compilation " + task.group(1) + ")";
            String body = task.group(6);
            boolean done = body.contains("<task_done success='1'");
            boolean inUse = done && !Pattern.compile("<make_not_entrant [^>]*compile_id='" + task.group(1) + "'").matcher(log).find();
            if (method.equals(ROUND)) {
                roundInUse |= inUse;
                if (Integer.parseInt(task.group(4)) > MAX_BYTECODE) {
                    problems.add(id + " has grown to " + task.group(4) + " bytes of bytecode");
                }
            }
            Map<String, String> names = names(body);
            Matcher call = CALL.matcher(body);
            while (call.find()) {
                String callee = names.getOrDefault(call.group(1), "?");
                if (callee.equals(LOOP) && call.group(2).equals("success")) {
                    loopCompiled |= inUse;
                }
                if (PRODUCTS.contains(callee) && call.group(2).equals("fail")) {
                    problems.add(id + ": " + callee + " not inlined (" + call.group(3) + ")");
                }
            }
            loopCompiled |= method.equals(LOOP) && inUse;
        }
        if (!roundInUse) {
            problems.add(ROUND + ": no C2 compilation that stayed in use");
        }
        if (!loopCompiled) {
            problems.add(LOOP + ": no C2 compilation of it, or inlining it, that stayed in use");
        }
        return problems;
    }

    /** Method ids of one task's log to "holder name", as the task elements write them. */
    private static Map<String, String> names(String body) {
        Map<String, String> klasses = new HashMap<>();
        Matcher k = KLASS.matcher(body);
        while (k.find()) {
            klasses.put(k.group(1), k.group(2).replace('/', '.'));
        }
        Map<String, String> methods = new HashMap<>();
        Matcher m = METHOD.matcher(body);
        while (m.find()) {
            methods.put(m.group(1), klasses.getOrDefault(m.group(2), "?") + " " + m.group(3));
        }
        return methods;
    }
}
