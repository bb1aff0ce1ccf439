package org.iotcrypt.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.iotcrypt.internal.util.Acceleration;
import org.iotcrypt.sm4.Sm4;
import org.junit.jupiter.api.Test;

/**
 * The dispatchers pick the accelerated implementations by default, and the one kill switch,
 * {@code -Diotcrypt.plain=true}, makes every one of them pick its plain twin: checked in fresh
 * JVMs, since the property is read once per JVM (ImplementationProbe prints the choices).
 */
class AccelerationTest {

    @Test
    void byDefaultEveryDispatcherPicksTheAcceleratedPath() throws Exception {
        assertEquals(List.of("SM4: bitsliced, 16 blocks per batch",
                "PRESENT: bitsliced, 64 blocks per batch (single-block below 6)",
                "sm2p256v1 field: Sm2PrimeField"), probe());
    }

    @Test
    void theKillSwitchForcesEveryPlainPath() throws Exception {
        assertEquals(List.of("SM4: plain, one block at a time", "PRESENT: plain, one block at a time",
                "sm2p256v1 field: MontgomeryField"), probe("-D" + Acceleration.PLAIN_PROPERTY + "=true"));
    }

    private static List<String> probe(String... jvmOptions) throws Exception {
        String classPath = location(Sm4.class) + File.pathSeparator + location(ImplementationProbe.class);
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        command.addAll(List.of(jvmOptions));
        command.addAll(List.of("-cp", classPath, ImplementationProbe.class.getName()));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, p.waitFor(), out);
        return out.lines().toList();
    }

    private static String location(Class<?> c) throws Exception {
        return Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
    }
}
