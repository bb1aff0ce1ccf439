package org.iotcrypt.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReference;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The CLI as named modules (issue 44, point 7): {@code java -p ... -m org.iotcrypt.cli/...} runs
 * it, so the compiler's and the runtime's module boundary hold for the project itself: the CLI
 * and the explorer reach core through its exported API only, {@code hw} arrives as a service,
 * the known answers load from inside their module.
 */
class ModulePathCliTest {

    /** The module-path entries: where each module's classes were loaded from in this test JVM. */
    private static String modulePath() {
        return Stream.of(Main.class, org.iotcrypt.sm3.Sm3.class, org.iotcrypt.cli.api.SubcommandProvider.class,
                        org.iotcrypt.vectors.VectorFile.class, org.iotcrypt.hw.cli.HwSubcommandProvider.class,
                        org.iotcrypt.tls.SmTls.class, org.bouncycastle.jsse.provider.BouncyCastleJsseProvider.class,
                        org.bouncycastle.jce.provider.BouncyCastleProvider.class, org.bouncycastle.asn1.cmc.CMCObjectIdentifiers.class,
                        picocli.CommandLine.class)
                .map(ModulePathCliTest::location).distinct().collect(Collectors.joining(File.pathSeparator));
    }

    private static String location(Class<?> c) {
        try {
            return Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Peers.Output cli(Path dir, String... args) {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-p", modulePath(), "-m", "org.iotcrypt.cli/" + Main.class.getName()));
        command.addAll(List.of(args));
        return Peers.run(command, null, dir);
    }

    /** The project's modules are named by their own descriptors, not made automatic from jar names. */
    @Test
    void everyProjectModuleHasItsDescriptor() {
        Set<String> named = Stream.of(modulePath().split(File.pathSeparator)).map(Path::of)
                .flatMap(p -> ModuleFinder.of(p).findAll().stream()).map(ModuleReference::descriptor)
                .filter(d -> !d.isAutomatic()).map(ModuleDescriptor::name).collect(Collectors.toSet());
        assertTrue(named.containsAll(Set.of("org.iotcrypt", "org.iotcrypt.cli", "org.iotcrypt.cli.api", "org.iotcrypt.hw",
                "org.iotcrypt.vectors", "org.iotcrypt.tls")), named.toString());
    }

    @Test
    void theCliRunsFromTheModulePath(@TempDir Path dir) throws Exception {
        Peers.Output version = cli(dir, "version");
        assertEquals(0, version.exitCode(), version.err());
        assertTrue(version.out().startsWith("iotcrypt " + VersionProvider.iotcryptVersion()), version.out());

        // GB/T 32905-2016, Appendix A.1: SM3("abc").
        Files.writeString(dir.resolve("abc.txt"), "abc", StandardCharsets.US_ASCII);
        Peers.Output hash = cli(dir, "hash", "abc.txt");
        assertEquals(0, hash.exitCode(), hash.err());
        assertTrue(hash.out().startsWith("66c7f0f462eeedd9d1f2d46bdc10e4e24167c4875cf2f7a2297da02b8f4ba8e0"), hash.out());

        // The known answers come from the vectors module's own files; picocli reaches the opened commands.
        Peers.Output demo = cli(dir, "demo");
        assertEquals(0, demo.exitCode(), demo.out() + demo.err());

        // hw is a service of the explorer's module.
        Peers.Output hw = cli(dir, "hw", "--help");
        assertEquals(0, hw.exitCode(), hw.err());
        assertTrue(hw.out().startsWith("Usage: iotcrypt hw"), hw.out());
    }
}
