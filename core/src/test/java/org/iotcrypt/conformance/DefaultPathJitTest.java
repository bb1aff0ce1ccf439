package org.iotcrypt.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.iotcrypt.mode.Gcm;
import org.iotcrypt.testing.CompilationLog;
import org.iotcrypt.testing.FreshJvm;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The default path (JDK 17 without the vector module: the {@code long} engine and the scalar bulk
 * GHASH) is fast only if C2 compiles its kernels and inlines the GHASH products into the code that
 * runs them. C2 does not inline a callee it has already compiled into a big method: when the six
 * products of a block sat in a helper called per block, the helper was inlined in some fresh JVMs
 * and called per block in others, and batch GCM of 16 ran at 80,000 or 115,000 batches a second
 * by luck. This test reads the JIT's own account of a fresh JVM sealing batch GCM and long
 * messages ({@code -XX:+LogCompilation}: the structured log of each compilation, not timings)
 * and fails when a change brings that back: the SM4 round and the GHASH table kernel
 * ({@code ScalarBulkGhash.absorbPublic}) each need a C2 compilation that stays in use, the round
 * under the 8,000 bytes of bytecode beyond which HotSpot never compiles a method, and every C2
 * compilation that calls the carry-less product ({@code Ghash.bmul}: a long message's blocks
 * that carry the running value) must have inlined it. It runs three fresh JVMs, since the
 * failure it guards against came in some JVMs only. The vector engine's kernels have the same
 * kind of check in the vector module (JitCompilationTest).
 */
class DefaultPathJitTest {

    /** The SM4 round, as the log names methods. */
    private static final String ROUND = "org.iotcrypt.sm4.Sm4BitslicedRounds round";

    /** The GHASH products (holder and name), which must be inlined wherever C2 compiles a call to them. */
    private static final Set<String> PRODUCTS = Set.of("org.iotcrypt.internal.mode.Ghash bmul");

    /** The GHASH table kernel, which needs a C2 compilation (its own or inlined) that stays in use. */
    private static final String LOOP = "org.iotcrypt.internal.mode.ScalarBulkGhash absorbPublic";

    /** Well under HotSpot's HugeMethodLimit of 8,000 bytes. */
    private static final int MAX_BYTECODE = 4_000;

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

    /**
     * The negative control: with hot calls inlined only up to 100 bytes of bytecode, the check sees
     * bmul (152) left out; with the table kernel excluded from compilation, it sees that too.
     */
    @Test
    void theCheckFailsWhenTheProductsAreNotInlinedOrTheKernelNotCompiled(@TempDir Path dir) throws Exception {
        List<String> problems = problems(dir, "-XX:FreqInlineSize=100",
                "-XX:CompileCommand=quiet", "-XX:CompileCommand=exclude,org.iotcrypt.internal.mode.ScalarBulkGhash::absorbPublic");
        assertTrue(problems.stream().anyMatch(p -> p.contains("Ghash bmul not inlined")), String.join("\n", problems));
        assertTrue(problems.stream().anyMatch(p -> p.startsWith(LOOP + ": no C2 compilation")), String.join("\n", problems));
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
        for (CompilationLog.Task task : CompilationLog.tasks(log)) {
            if (!task.c2()) {
                continue;
            }
            String id = task.method() + " (C2 compilation " + task.compileId() + ")";
            if (task.method().equals(ROUND)) {
                roundInUse |= task.inUse();
                if (task.bytes() > MAX_BYTECODE) {
                    problems.add(id + " has grown to " + task.bytes() + " bytes of bytecode");
                }
            }
            for (CompilationLog.Call call : task.calls()) {
                if (call.callee().equals(LOOP) && call.inlined()) {
                    loopCompiled |= task.inUse();
                }
                if (PRODUCTS.contains(call.callee()) && !call.inlined()) {
                    problems.add(id + ": " + call.callee() + " not inlined (" + call.reason() + ")");
                }
            }
            loopCompiled |= task.method().equals(LOOP) && task.inUse();
        }
        if (!roundInUse) {
            problems.add(ROUND + ": no C2 compilation that stayed in use");
        }
        if (!loopCompiled) {
            problems.add(LOOP + ": no C2 compilation of it, or inlining it, that stayed in use");
        }
        return problems;
    }
}
