package org.iotcrypt.modular;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.spi.ToolProvider;
import java.util.stream.Collectors;
import org.iotcrypt.provider.IotCryptProvider;
import org.iotcrypt.vectors.VectorFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Core as a named module (issue 13, point 1): its descriptor exports the API packages only and
 * offers the provider to {@code ServiceLoader}; a consumer module compiled here against core's
 * classes finds the provider through {@code ServiceLoader} on the module path and computes the
 * GB/T 32905 and RFC 8998 known answers with it; a consumer that imports an internal package
 * does not compile.
 */
class ModulePathTest {

    /** The supported API: what the module exports, no more. */
    private static final Set<String> API = Set.of(
            "org.iotcrypt.cipher", "org.iotcrypt.mode", "org.iotcrypt.pkix", "org.iotcrypt.present", "org.iotcrypt.provider", "org.iotcrypt.seal",
            "org.iotcrypt.simpira", "org.iotcrypt.sm2", "org.iotcrypt.sm2.format", "org.iotcrypt.sm3",
            "org.iotcrypt.sm4");

    private static final String CONSUMER_MODULE = "module consumer { requires org.iotcrypt; uses java.security.Provider; }";

    /** Finds "IotCrypt" among the ServiceLoader's providers, then hashes and seals its arguments. */
    private static final String CONSUMER_MAIN = String.join("\n",
            "package consumer;",
            "import java.security.MessageDigest;",
            "import java.security.Provider;",
            "import java.util.HexFormat;",
            "import java.util.ServiceLoader;",
            "import javax.crypto.Cipher;",
            "import javax.crypto.spec.GCMParameterSpec;",
            "import javax.crypto.spec.SecretKeySpec;",
            "public class Main {",
            "  public static void main(String[] a) throws Exception {",
            "    HexFormat hex = HexFormat.of();",
            "    Provider p = ServiceLoader.load(Provider.class).stream().map(ServiceLoader.Provider::get)",
            "        .filter(q -> q.getName().equals(\"IotCrypt\")).findFirst().orElseThrow();",
            "    System.out.println(p.getClass().getModule().getName());",
            "    System.out.println(hex.formatHex(MessageDigest.getInstance(\"SM3\", p).digest(hex.parseHex(a[0]))));",
            "    Cipher c = Cipher.getInstance(\"SM4/GCM/NoPadding\", p);",
            "    c.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(hex.parseHex(a[1]), \"SM4\"),",
            "        new GCMParameterSpec(128, hex.parseHex(a[2])));",
            "    c.updateAAD(hex.parseHex(a[3]));",
            "    System.out.println(hex.formatHex(c.doFinal(hex.parseHex(a[4]))));",
            "  }",
            "}");

    private static final String INTRUDER_MAIN = String.join("\n",
            "package consumer;",
            "public class Main {",
            "  public static void main(String[] a) { org.iotcrypt.internal.util.Bytes.checkBlocks(a.length, 1); }",
            "}");

    @Test
    void theDescriptorExportsTheApiOnlyAndProvidesTheProvider() throws Exception {
        ModuleDescriptor module = ModuleFinder.of(coreClasses()).find("org.iotcrypt").orElseThrow().descriptor();
        Set<String> exported = module.exports().stream().filter(e -> !e.isQualified())
                .map(ModuleDescriptor.Exports::source).collect(Collectors.toCollection(TreeSet::new));
        assertEquals(new TreeSet<>(API), exported);
        // One internal package goes to one module only: the vector engines' service interface.
        assertEquals(Set.of("org.iotcrypt.internal.engine -> [org.iotcrypt.vector]"), module.exports().stream()
                .filter(ModuleDescriptor.Exports::isQualified).map(e -> e.source() + " -> " + e.targets())
                .collect(Collectors.toSet()));
        assertEquals(Set.of("org.iotcrypt.internal.engine.VectorEngines"), module.uses());
        // Not exported: the ground floor, and the JCA key classes beside the provider.
        assertTrue(module.packages().stream().filter(p -> !API.contains(p))
                .allMatch(p -> p.startsWith("org.iotcrypt.internal.") || p.equals("org.iotcrypt.jca")), module.packages().toString());
        assertEquals(List.of(IotCryptProvider.class.getName()), module.provides().stream()
                .filter(p -> p.service().equals("java.security.Provider"))
                .flatMap(p -> p.providers().stream()).collect(Collectors.toList()));
        assertEquals(Set.of(), module.requires().stream().map(ModuleDescriptor.Requires::name)
                .filter(n -> !n.equals("java.base")).collect(Collectors.toSet()), "no dependencies");
    }

    @Test
    void aModulePathConsumerFindsTheProviderThroughServiceLoader(@TempDir Path dir) throws Exception {
        Path classes = compile(dir, CONSUMER_MAIN, new ByteArrayOutputStream());
        VectorFile.Vector sm3 = VectorFile.load("gbt32905-sm3.txt").get(0);
        VectorFile.Vector gcm = VectorFile.load("rfc8998-sm4-gcm.txt").get(0);
        String modulePath = coreClasses() + java.io.File.pathSeparator + classes;
        Process java = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "--module-path", modulePath, "-m", "consumer/consumer.Main",
                sm3.get("msg"), gcm.get("key"), gcm.get("iv"), gcm.get("aad"), gcm.get("pt"))
                .redirectErrorStream(true).start();
        String out = new String(java.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(java.waitFor(60, TimeUnit.SECONDS));
        assertEquals(0, java.exitValue(), out);
        List<String> lines = out.lines().collect(Collectors.toList());
        assertEquals("org.iotcrypt", lines.get(0), "the provider came from the named module");
        assertEquals(sm3.get("digest").toLowerCase(), lines.get(1));
        assertEquals((gcm.get("ct") + gcm.get("tag")).toLowerCase(), lines.get(2));
    }

    @Test
    void anInternalPackageIsNotVisibleToAConsumer(@TempDir Path dir) throws Exception {
        ByteArrayOutputStream diagnostics = new ByteArrayOutputStream();
        assertFalse(Files.exists(compileOrNull(dir, INTRUDER_MAIN, diagnostics)));
        String text = diagnostics.toString(StandardCharsets.UTF_8);
        assertTrue(text.contains("org.iotcrypt.internal.util") && text.contains("not visible"), text);
    }

    private static Path compile(Path dir, String main, ByteArrayOutputStream diagnostics) throws IOException {
        Path classes = compileOrNull(dir, main, diagnostics);
        assertTrue(Files.exists(classes), diagnostics.toString(StandardCharsets.UTF_8));
        return classes;
    }

    /** Compiles the consumer module; returns its class folder, which exists only on success. */
    private static Path compileOrNull(Path dir, String main, ByteArrayOutputStream diagnostics) throws IOException {
        Path src = dir.resolve("src");
        Files.createDirectories(src.resolve("consumer"));
        Files.writeString(src.resolve("module-info.java"), CONSUMER_MODULE);
        Files.writeString(src.resolve("consumer/Main.java"), main);
        Path out = dir.resolve("classes");
        ToolProvider javac = ToolProvider.findFirst("javac").orElseThrow();
        PrintStream messages = new PrintStream(diagnostics, true, StandardCharsets.UTF_8);
        int rc = javac.run(messages, messages, "--release", "17", "--module-path",
                coreClasses().toString(), "-d", dir.resolve("tmp").toString(),
                src.resolve("module-info.java").toString(), src.resolve("consumer/Main.java").toString());
        if (rc == 0) {
            Files.move(dir.resolve("tmp"), out);
        }
        return out;
    }

    /** Core's compiled classes (target/classes, with module-info.class), as the tests see them. */
    private static Path coreClasses() {
        try {
            return Path.of(IotCryptProvider.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
