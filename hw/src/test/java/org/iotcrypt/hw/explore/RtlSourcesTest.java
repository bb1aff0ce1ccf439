package org.iotcrypt.hw.explore;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Where {@code hw explore} finds its RTL: from its own installation, whatever the working folder. */
class RtlSourcesTest {

    @Test
    void theInstallationsRtlIsFoundFromAnyFolder(@TempDir Path elsewhere) {
        RtlSources found = RtlSources.installed(elsewhere);
        assertTrue(Files.isRegularFile(found.root().resolve("sm4").resolve("core.v")), found.root().toString());
        // The same folder the checkout's own search finds (these tests run from hw/).
        assertEquals(RtlSources.locate(Path.of("")).root().toAbsolutePath().normalize(), found.root().toAbsolutePath().normalize());
    }

    @Test
    void aFolderWithoutRtlSaysWhatToDo(@TempDir Path elsewhere) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RtlSources.locate(elsewhere));
        assertTrue(e.getMessage().contains("pass --rtl"), e.getMessage());
    }
}
