package org.iotcrypt.vector;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Runs a main class of the test class path in a new JVM of the same JDK and returns what it printed. */
final class FreshJvm {

    private FreshJvm() {
    }

    /** The lines the program printed (stdout and stderr), less the JVM's incubator-module warning; it must exit 0. */
    static List<String> run(Class<?> main, List<String> jvmOptions, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        command.addAll(jvmOptions);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), main.getName()));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, p.waitFor(), String.join(" ", command) + "\n" + out);
        return out.lines().filter(l -> !l.startsWith("WARNING: Using incubator modules")).toList();
    }
}
