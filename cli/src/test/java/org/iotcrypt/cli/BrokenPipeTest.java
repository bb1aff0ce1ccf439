package org.iotcrypt.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * When the reader of standard output goes away ({@code | head -c 10}), the CLI ends as
 * {@code cat} does: no message, exit status 141. Checked against cat itself in the same pipe.
 */
class BrokenPipeTest {

    @Test
    void endsQuietlyLikeCat(@TempDir Path dir) throws Exception {
        Path big = dir.resolve("big.bin");
        Files.write(big, new byte[4 << 20]);
        Files.writeString(dir.resolve("pass.txt"), "pipe test\n");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String cli = String.join(" ", List.of(quote(java), "-cp", quote(System.getProperty("java.class.path")),
                Main.class.getName()));
        for (String command : List.of("cat " + quote(big.toString()),
                cli + " seal --passphrase-file " + quote(dir.resolve("pass.txt").toString()) + " -o - " + quote(big.toString()),
                cli + " sm4 encrypt --passphrase-file " + quote(dir.resolve("pass.txt").toString()) + " " + quote(big.toString()))) {
            Path err = dir.resolve("err.txt");
            Peers.Output r = Peers.run(List.of("bash", "-c", command + " 2>" + quote(err.toString())
                    + " | head -c 10 >/dev/null; echo \"${PIPESTATUS[0]}\""), null, dir);
            assertEquals("141", r.out().strip(), command + "\n" + Files.readString(err));
            assertEquals("", Files.readString(err), command);
        }
    }

    private static String quote(String s) {
        return "'" + s.replace("'", "'\\''") + "'";
    }
}
