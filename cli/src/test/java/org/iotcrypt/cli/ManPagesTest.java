package org.iotcrypt.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The man pages in {@code docs/man/} are what {@link ManPages} makes of the CLI's model today, one
 * per command, and {@code man} renders each without a warning. After a change to a command, write
 * them again with
 * {@code ./mvnw -pl cli test -Dtest=ManPagesTest -Diotcrypt.man.write=true}.
 */
class ManPagesTest {

    private static final Path DIR = Path.of("..", "docs", "man");

    @Test
    void theCommittedPagesAreCurrent() throws IOException {
        Map<String, String> pages = ManPages.render(Main.commandLine(new Main(null, null)));
        if (Boolean.getBoolean("iotcrypt.man.write")) {
            Files.createDirectories(DIR);
            try (Stream<Path> old = Files.list(DIR)) {
                for (Path p : old.filter(p -> p.toString().endsWith(".1")).toList()) {
                    Files.delete(p);
                }
            }
            for (Map.Entry<String, String> page : pages.entrySet()) {
                Files.writeString(DIR.resolve(page.getKey()), page.getValue(), StandardCharsets.UTF_8);
            }
        }
        Set<String> committed;
        try (Stream<Path> files = Files.list(DIR)) {
            committed = files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".1"))
                    .collect(Collectors.toCollection(TreeSet::new));
        }
        assertEquals(new TreeSet<>(pages.keySet()), committed, "one page per command (write them again: see the class comment)");
        for (Map.Entry<String, String> page : pages.entrySet()) {
            assertEquals(page.getValue(), Files.readString(DIR.resolve(page.getKey())),
                    page.getKey() + " is out of date (write them again: see the class comment)");
        }
        assertTrue(pages.containsKey("iotcrypt-sm2-sign.1") && pages.containsKey("iotcrypt-hw-explore.1"), pages.keySet().toString());
    }

    @Test
    void manRendersEveryPageWithoutAWarning() throws IOException {
        for (String page : ManPages.render(Main.commandLine(new Main(null, null))).keySet()) {
            Peers.Output r = Peers.run(List.of("groff", "-man", "-Tutf8", "-ww", "-z", DIR.resolve(page).toString()), null, null);
            assertEquals(0, r.exitCode(), page + ": " + r.err());
            assertEquals("", r.err(), page);
        }
        Peers.Output text = Peers.run(List.of("groff", "-man", "-Tutf8", DIR.resolve("iotcrypt-seal.1").toString()), null, null);
        assertTrue(text.out().replaceAll(".\b", "").contains("--secret-file"), text.out());
    }
}
