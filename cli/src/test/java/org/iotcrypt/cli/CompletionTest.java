package org.iotcrypt.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code iotcrypt completion bash|zsh}: a script bash accepts, which completes commands and the
 * visible options of a subcommand (hidden old spellings not offered), run in a real bash.
 */
class CompletionTest {

    @Test
    void bashCompletesCommandsAndOptions(@TempDir Path dir) throws Exception {
        CliRun r = CliRun.of("completion", "bash");
        assertEquals(0, r.exitCode(), r.err());
        Path script = Files.writeString(dir.resolve("iotcrypt.bash"), r.out());
        assertEquals(0, Peers.run(List.of("bash", "-n", script.toString()), null, dir).exitCode(), "bash -n");
        assertEquals("[seal]", complete(script, "iotcrypt se"));
        assertEquals("[--key --key-passphrase-file]", complete(script, "iotcrypt sm2 sign --k"));
        assertEquals("[--secret-file]", complete(script, "iotcrypt seal --sec"));
        assertEquals(r.out(), CliRun.of("completion", "zsh").out(), "zsh runs the same script through bashcompinit");
    }

    @Test
    void otherShellsAreAUsageError() {
        CliRun r = CliRun.of("completion", "fish");
        assertEquals(2, r.exitCode());
        assertTrue(r.err().contains("SHELL must be bash or zsh, not 'fish'"), r.err());
    }

    /** What bash's completion function offers for the last word of {@code line}. */
    private static String complete(Path script, String line) {
        String words = String.join(" ", line.split(" "));
        String[] parts = line.split(" ");
        String call = "source '" + script + "'; COMP_WORDS=(" + words + "); COMP_CWORD=" + (parts.length - 1)
                + "; COMP_LINE='" + line + "'; COMP_POINT=" + line.length() + "; _complete_iotcrypt iotcrypt "
                + parts[parts.length - 1] + " " + parts[parts.length - 2] + " 2>/dev/null; echo \"[${COMPREPLY[*]}]\"";
        return Peers.run(List.of("bash", "-c", call), null, script.getParent()).out().strip();
    }
}
