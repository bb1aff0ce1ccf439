package org.iotcrypt.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Runs a main class in a new JVM of the running JDK and returns what it printed: for what a JVM decides once (switches, the JIT). */
public final class FreshJvm {

    private FreshJvm() {
    }

    /**
     * The lines {@code main} printed (stdout and stderr) on {@code classPath}, less the JVM's
     * incubator-module warning (where the module is added, the JVM says so before anything
     * else); it must exit 0.
     */
    public static List<String> run(String classPath, Class<?> main, List<String> jvmOptions, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        command.addAll(jvmOptions);
        command.addAll(List.of("-cp", classPath, main.getName()));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, p.waitFor(), String.join(" ", command) + "\n" + out);
        return out.lines().filter(l -> !l.startsWith("WARNING: Using incubator modules")).toList();
    }

    /** Where {@code c} was loaded from (a jar or a classes folder), for a class path of exactly what a test wants. */
    public static String location(Class<?> c) throws Exception {
        return Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
    }
}
