package org.iotcrypt.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import org.iotcrypt.cli.api.FileNames;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Names in diagnostics (cli-api's FileNames) are quoted exactly as coreutils quotes them (its messages are the peer). */
class FileNamesTest {

    @TempDir
    Path dir;

    @Test
    void quotesAsSha256sumDoesInItsErrorMessages() {
        Peers.assumeSha256sum();
        List<String> names = List.of("plain", "x y", "x!y", "x\"y", "x#y", "#x", "~x", "x~y", "x$y", "x%y",
                "x&y", "x'y", "x'y z", "x(y", "x*y", "x+y", "x:y", "x;y", "x<y", "x=y", "x?y", "x@y", "x[y",
                "x\\y", "x]y", "x^y", "x`y", "x{y", "x|y", "\u00e9t\u00e9", "x\ty", "x\ny", "a'b\nc", "x\u0001y");
        for (String name : names) {
            Path missing = dir.resolve(name);
            Peers.Output sha256sum = Peers.run(List.of("sha256sum", missing.toString()), null, null);
            String expected = sha256sum.err().replaceFirst("^sha256sum: ", "").replaceFirst(": No such file or directory\n$", "");
            assertEquals(expected, FileNames.quote(missing.toString()), name);
        }
    }
}
