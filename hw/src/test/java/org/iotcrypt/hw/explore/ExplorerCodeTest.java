package org.iotcrypt.hw.explore;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.jar.JarOutputStream;
import java.util.zip.ZipEntry;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The explorer's code fingerprint, which keeps a cache made by other code from being served. */
class ExplorerCodeTest {

    private static final Map<String, String> CLASSES = Map.of(
            "org/iotcrypt/hw/explore/A.class", "class A, version 1",
            "org/iotcrypt/hw/eda/y/B.class", "class B");

    @Test
    void aFolderAndAJarOfTheSameClassesAgreeWhateverTheTimestamps(@TempDir Path dir) throws IOException {
        Path folder = folder(dir.resolve("classes"), CLASSES);
        Files.writeString(folder.resolve("notes.txt"), "not a class: ignored");
        Path early = jar(dir.resolve("early.jar"), CLASSES, 0L);
        Path late = jar(dir.resolve("late.jar"), CLASSES, 1_800_000_000_000L);
        String f = ExplorerCode.fingerprint(folder);
        assertTrue(f.matches("[0-9a-f]{64}"), f);
        assertEquals(f, ExplorerCode.fingerprint(early));
        assertEquals(f, ExplorerCode.fingerprint(late));
    }

    @Test
    void aChangedOrRenamedClassChangesTheFingerprint(@TempDir Path dir) throws IOException {
        String f = ExplorerCode.fingerprint(folder(dir.resolve("same"), CLASSES));
        String changed = ExplorerCode.fingerprint(folder(dir.resolve("changed"), Map.of(
                "org/iotcrypt/hw/explore/A.class", "class A, version 2",
                "org/iotcrypt/hw/eda/y/B.class", "class B")));
        String renamed = ExplorerCode.fingerprint(folder(dir.resolve("renamed"), Map.of(
                "org/iotcrypt/hw/explore/A.class", "class A, version 1",
                "org/iotcrypt/hw/eda/y/C.class", "class B")));
        String moved = ExplorerCode.fingerprint(folder(dir.resolve("moved"), Map.of(
                "org/iotcrypt/hw/explore/A.class", "class A, version 1class B",
                "org/iotcrypt/hw/eda/y/B.class", "")));
        assertEquals(4, List.of(f, changed, renamed, moved).stream().distinct().count(),
                List.of(f, changed, renamed, moved).toString());
    }

    @Test
    void classesOutsideTheExplorerDoNotCount(@TempDir Path dir) throws IOException {
        String f = ExplorerCode.fingerprint(folder(dir.resolve("explorer"), CLASSES));
        Map<String, String> withCore = new java.util.HashMap<>(CLASSES);
        withCore.put("org/iotcrypt/sm4/Sm4.class", "core, any version");
        withCore.put("org/iotcrypt/cli/Main.class", "the CLI");
        // the hw module's own report and command line draw from rows and never make one
        withCore.put("org/iotcrypt/hw/report/Report.class", "the report, any version");
        withCore.put("org/iotcrypt/hw/cli/HwChooseCommand.class", "a new command");
        assertEquals(f, ExplorerCode.fingerprint(folder(dir.resolve("shaded"), withCore)));
        assertEquals(f, ExplorerCode.fingerprint(jar(dir.resolve("shaded.jar"), withCore, 0L)));
    }

    @Test
    void theIce40StageAndTheRowAreFingerprintedApart(@TempDir Path dir) throws IOException {
        String f = ExplorerCode.fingerprint(folder(dir.resolve("explorer"), CLASSES));
        Map<String, String> withFpga = new java.util.HashMap<>(CLASSES);
        withFpga.put("org/iotcrypt/hw/fpga/Ice40Flow.class", "the iCE40 flow, any version");
        withFpga.put("org/iotcrypt/hw/explore/Ice40Stage.class", "the stage, any version");
        withFpga.put("org/iotcrypt/hw/explore/Ice40Stage$1.class", "its inner class");
        // the row's fingerprint ignores the iCE40 stage's own classes...
        assertEquals(f, ExplorerCode.fingerprint(folder(dir.resolve("fpga"), withFpga)));
        // ...and the stage's fingerprint ignores the row's (explore's other classes, power, testbenches)
        // but takes the tool drivers both use
        java.util.function.Predicate<String> stage = n -> ExplorerCode.ICE40_CLASSES.stream().anyMatch(n::startsWith);
        String s = ExplorerCode.fingerprint(folder(dir.resolve("fpga2"), withFpga), stage);
        Map<String, String> rowChanged = new java.util.HashMap<>(withFpga);
        rowChanged.put("org/iotcrypt/hw/explore/A.class", "class A, version 2");
        assertEquals(s, ExplorerCode.fingerprint(folder(dir.resolve("fpga3"), rowChanged), stage));
        Map<String, String> driverChanged = new java.util.HashMap<>(withFpga);
        driverChanged.put("org/iotcrypt/hw/eda/y/B.class", "class B, version 2");
        assertNotEquals(s, ExplorerCode.fingerprint(folder(dir.resolve("fpga4"), driverChanged), stage));
    }

    /**
     * What only runs, stores, merges or holds rows (a new stage's columns in DesignResult, the
     * explorer's loop) leaves the rows' cache alone; how a row's numbers are written does not.
     */
    @Test
    void classesThatMakeNoRowDoNotCountButTheColumnFormatDoes(@TempDir Path dir) throws IOException {
        String f = ExplorerCode.fingerprint(folder(dir.resolve("explorer"), CLASSES));
        Map<String, String> plumbing = new java.util.HashMap<>(CLASSES);
        plumbing.put("org/iotcrypt/hw/explore/DesignResult.class", "rows with a new stage's columns");
        plumbing.put("org/iotcrypt/hw/explore/Explorer.class", "the loop");
        plumbing.put("org/iotcrypt/hw/explore/Explorer$Stages.class", "its stages");
        plumbing.put("org/iotcrypt/hw/explore/ResultsCsv.class", "the CSV");
        plumbing.put("org/iotcrypt/hw/explore/PacketStage.class", "the packet stage");
        plumbing.put("org/iotcrypt/hw/eda/NextpnrIce40.class", "the iCE40 tool");
        assertEquals(f, ExplorerCode.fingerprint(folder(dir.resolve("plumbing"), plumbing)));
        Map<String, String> format = new java.util.HashMap<>(CLASSES);
        format.put("org/iotcrypt/hw/explore/ColumnFormat.class", "another number format");
        assertNotEquals(f, ExplorerCode.fingerprint(folder(dir.resolve("format"), format)));
        // a class whose name only begins like one left out still counts
        Map<String, String> alike = new java.util.HashMap<>(CLASSES);
        alike.put("org/iotcrypt/hw/explore/ExplorerTiming.class", "a row's class");
        assertNotEquals(f, ExplorerCode.fingerprint(folder(dir.resolve("alike"), alike)));
    }

    @Test
    void theRunningExplorerHasOneStableFingerprint() throws Exception {
        String f = ExplorerCode.fingerprint();
        assertEquals(f, ExplorerCode.fingerprint());
        Path here = Path.of(ExplorerCode.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        assertEquals(f, ExplorerCode.fingerprint(here));
        assertNotEquals(ExplorerCode.fingerprint(Files.createTempDirectory("empty")), f);
    }

    private static Path folder(Path root, Map<String, String> classes) throws IOException {
        for (Map.Entry<String, String> c : classes.entrySet()) {
            Path file = root.resolve(c.getKey());
            Files.createDirectories(file.getParent());
            Files.writeString(file, c.getValue(), StandardCharsets.UTF_8);
        }
        return root;
    }

    private static Path jar(Path file, Map<String, String> classes, long time) throws IOException {
        try (OutputStream out = Files.newOutputStream(file); JarOutputStream jar = new JarOutputStream(out)) {
            // Entries in reverse order: the fingerprint sorts by name.
            for (String name : classes.keySet().stream().sorted(Comparator.reverseOrder()).toList()) {
                ZipEntry e = new ZipEntry(name);
                e.setLastModifiedTime(FileTime.fromMillis(time));
                jar.putNextEntry(e);
                jar.write(classes.get(name).getBytes(StandardCharsets.UTF_8));
                jar.closeEntry();
            }
        }
        return file;
    }
}
