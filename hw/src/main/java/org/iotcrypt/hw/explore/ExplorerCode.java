package org.iotcrypt.hw.explore;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import org.iotcrypt.hw.eda.NextpnrIce40;

/**
 * A fingerprint of the explorer's own code, part of every cache key: the Yosys scripts, the
 * power model, the metric equations and the transcript checks all live in this module's classes,
 * and a cached row made by other code must not be served as if this code had made it. The
 * fingerprint is SHA-256 over the class files of the packages that make a row ({@link #OWN_CLASSES}:
 * the explorer, the tool drivers, the power model, the testbenches) by name and content (sorted by
 * name), so it is the same for a jar and for the folder it was built from, a rebuild that changes
 * no class (only jar timestamps) keeps the cache, and so does a change to any other class of the
 * jar the explorer runs from: the CLI's shaded jar holds core and the CLI as well, and a commit to
 * those used to discard every hardware result (issue 46). The hw module's report and command-line
 * packages draw from rows and never make one, so they are left out too. What a result takes from
 * core, the software's expected ciphertexts and tags, is in the testbench, which the cache key
 * hashes itself. Within those packages the classes that only move rows about ({@link #NOT_ROW}: the
 * explorer's loop, the cache, the results files, shards, locks, the row holder) and the stages
 * cached apart are left out as well, so that adding a stage or a results column does not discard
 * the rows either; a number's format, which does make a row, is in {@link ColumnFormat}.
 */
final class ExplorerCode {

    /** The packages whose classes make a result row, as jar entry names begin. */
    static final List<String> OWN_CLASSES = List.of(
            "org/iotcrypt/hw/explore/", "org/iotcrypt/hw/eda/", "org/iotcrypt/hw/power/",
            "org/iotcrypt/hw/ccm/", "org/iotcrypt/hw/present/");

    /**
     * The classes of the iCE40 stage, which is cached apart ({@link Ice40Stage}): its flow, the
     * tool drivers, and the stage itself. Left out of the main row's fingerprint, so that a change
     * to the FPGA flow does not discard the ASIC results, and the reverse.
     */
    static final List<String> ICE40_CLASSES = List.of(
            "org/iotcrypt/hw/fpga/", "org/iotcrypt/hw/eda/", className(Ice40Stage.class));

    /** The TVLA stage's own classes (it also takes the row's fingerprint: it simulates the row's netlist). */
    static final List<String> TVLA_CLASSES = List.of("org/iotcrypt/hw/tvla/", className(TvlaStage.class));

    /** The packet stage's own class (it also takes the row's fingerprint: it simulates the row's netlist). */
    static final List<String> PACKET_CLASSES = List.of(className(PacketStage.class));

    /**
     * Classes of the row's packages that make no row: the stages cached apart, the iCE40 tool driver,
     * and what only runs, stores, reads, merges and holds rows.
     */
    static final List<String> NOT_ROW = List.of(className(Ice40Stage.class), className(TvlaStage.class),
            className(PacketStage.class), className(NextpnrIce40.class), className(Explorer.class),
            className(ExplorerCode.class), className(ResultCache.class), className(ResultsCsv.class),
            className(ResultsMerge.class), className(Shard.class), className(UnitLock.class),
            className(AtomicFiles.class), className(DesignResult.class));

    private static String fingerprint;
    private static String ice40Fingerprint;
    private static String tvlaFingerprint;
    private static String packetFingerprint;

    private ExplorerCode() {
    }

    /** The fingerprint of the classes this class was loaded with (computed once). */
    static synchronized String fingerprint() {
        if (fingerprint == null) {
            fingerprint = fingerprint(location());
        }
        return fingerprint;
    }

    /** The fingerprint of the iCE40 stage's classes ({@link #ICE40_CLASSES}) this class was loaded with. */
    static synchronized String ice40Fingerprint() {
        if (ice40Fingerprint == null) {
            ice40Fingerprint = fingerprint(location(), name -> startsWithAny(name, ICE40_CLASSES));
        }
        return ice40Fingerprint;
    }

    /** The fingerprint of the TVLA stage's classes ({@link #TVLA_CLASSES}) this class was loaded with. */
    static synchronized String tvlaFingerprint() {
        if (tvlaFingerprint == null) {
            tvlaFingerprint = fingerprint(location(), name -> startsWithAny(name, TVLA_CLASSES));
        }
        return tvlaFingerprint;
    }

    /** The fingerprint of the packet stage's classes ({@link #PACKET_CLASSES}) this class was loaded with. */
    static synchronized String packetFingerprint() {
        if (packetFingerprint == null) {
            packetFingerprint = fingerprint(location(), name -> startsWithAny(name, PACKET_CLASSES));
        }
        return packetFingerprint;
    }

    /** A class's jar entry name without ".class", so that it also matches its nested classes. */
    private static String className(Class<?> c) {
        return c.getName().replace('.', '/');
    }

    private static Path location() {
        try {
            return Path.of(ExplorerCode.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException("the hw module's location is not a path", e);
        }
    }

    /** The main row's fingerprint of the class files under a classes folder or in a jar. */
    static String fingerprint(Path location) {
        return fingerprint(location, name -> startsWithAny(name, OWN_CLASSES) && !isNotRow(name));
    }

    /** Whether a class entry is one of {@link #NOT_ROW} or nested in one (not a class whose name only begins alike). */
    private static boolean isNotRow(String name) {
        return NOT_ROW.stream().anyMatch(c -> name.equals(c + ".class") || name.startsWith(c + "$"));
    }

    private static boolean startsWithAny(String name, List<String> prefixes) {
        return prefixes.stream().anyMatch(name::startsWith);
    }

    /** The fingerprint of the class files {@code chosen} (by jar entry name) under a folder or in a jar. */
    static String fingerprint(Path location, java.util.function.Predicate<String> chosen) {
        java.util.function.Predicate<String> isOwnClass = name -> name.endsWith(".class") && chosen.test(name);
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            if (Files.isDirectory(location)) {
                List<Path> classes;
                try (Stream<Path> walk = Files.walk(location)) {
                    classes = new ArrayList<>(walk.filter(p -> isOwnClass.test(name(location, p))).toList());
                }
                classes.sort(Comparator.comparing(p -> name(location, p)));
                for (Path c : classes) {
                    add(sha, name(location, c), Files.readAllBytes(c));
                }
            } else {
                try (JarFile jar = new JarFile(location.toFile())) {
                    List<JarEntry> classes = new ArrayList<>(jar.stream()
                            .filter(e -> isOwnClass.test(e.getName())).toList());
                    classes.sort(Comparator.comparing(JarEntry::getName));
                    for (JarEntry e : classes) {
                        try (InputStream in = jar.getInputStream(e)) {
                            add(sha, e.getName(), in.readAllBytes());
                        }
                    }
                }
            }
            return HexFormat.of().formatHex(sha.digest());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the hw module's classes at " + location, e);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 missing from the JDK", e);
        }
    }

    /** The class's name as a jar would hold it ({@code org/iotcrypt/...class}). */
    private static String name(Path root, Path file) {
        return root.relativize(file).toString().replace(file.getFileSystem().getSeparator(), "/");
    }

    private static void add(MessageDigest sha, String name, byte[] content) {
        // Name and length first, so no two different class sets hash the same byte stream.
        sha.update((name + "\n" + content.length + "\n").getBytes(StandardCharsets.UTF_8));
        sha.update(content);
    }
}
