package org.iotcrypt.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The independent sealed-file decoder, {@code docs/iotseal_open.py} (pyca/cryptography), run on CLI-made files. */
final class PythonDecoder {

    private static final Path DECODER = Path.of("..", "docs", "iotseal_open.py");

    private PythonDecoder() {
    }

    static void assumeAvailable() throws Exception {
        Process p = new ProcessBuilder("python3", "-c", "from cryptography.hazmat.primitives.ciphers import algorithms; algorithms.SM4")
                .redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assumeTrue(p.waitFor() == 0, "python3 with pyca/cryptography is needed: " + out);
    }

    /** The plaintext the decoder gets from {@code sealed} with {@code options} (it must succeed). */
    static byte[] open(List<String> options, Path sealed) throws Exception {
        List<String> command = new ArrayList<>(List.of("python3", DECODER.toString()));
        command.addAll(options);
        command.add(sealed.toString());
        Process p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.PIPE).start();
        byte[] out = p.getInputStream().readAllBytes();
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, p.waitFor(), err);
        return out;
    }
}
