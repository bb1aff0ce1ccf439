package org.iotcrypt.sm4;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The S-box circuit has one source, tools/sm4-sbox/sm4-sbox-circuit.txt: the gates in
 * Sm4BitslicedRounds and in hw/rtl/sm4/sbox_cfa.v must be what tools/sm4-sbox/gen_circuit.py
 * writes from it, which it checks against GB/T 32907's table first ({@code --check} writes
 * nothing). The circuit's behaviour is Sm4SboxTest's and the SM4 known answers' business.
 */
class Sm4SboxCircuitTest {

    @Test
    void theJavaAndTheVerilogAreGeneratedFromTheGateList() throws Exception {
        Path script = Path.of("..", "tools", "sm4-sbox", "gen_circuit.py");
        Process p = new ProcessBuilder(List.of("python3", script.toString(), "--check")).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, p.waitFor(), out);
        assertEquals(137, Files.readAllLines(Path.of("..", "tools", "sm4-sbox", "sm4-sbox-circuit.txt")).stream()
                .filter(l -> l.matches("t\\d+ = [tx]\\d+ [&^] [tx]\\d+")).count(), "gates in the list");
    }
}
