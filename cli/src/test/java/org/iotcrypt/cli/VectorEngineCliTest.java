package org.iotcrypt.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The CLI carries the vector engine: in a JVM started as the launcher starts it with
 * {@code IOTCRYPT_VECTOR=1} ({@code --add-modules jdk.incubator.vector}), on the CLI's own class
 * path, {@code iotcrypt version} reports SM4 on the vector engine.
 */
class VectorEngineCliTest {

    @Test
    void withTheIncubatorModuleTheCliRunsTheVectorEngine() throws Exception {
        List<String> lines = version("--add-modules", "jdk.incubator.vector");
        assertTrue(lines.get(2).startsWith("SM4 engine: vector (Vector API, "), String.join("\n", lines));
        assertTrue(lines.get(2).contains("-bit), 128 blocks per batch; vector engine on: Vector API, 512-bit")
                || lines.get(2).contains("-bit), 64 blocks per batch; vector engine on: Vector API, 256-bit"), lines.get(2));
    }

    private static List<String> version(String... jvmOptions) throws IOException, InterruptedException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new java.util.ArrayList<>(List.of(java));
        command.addAll(List.of(jvmOptions));
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), Main.class.getName(), "version"));
        Process p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue(), out);
        return out.lines().toList();
    }
}
