package org.iotcrypt.tls;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.PrintStream;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.spi.ToolProvider;
import java.util.stream.Collectors;
import org.iotcrypt.sm2.Sm2UserId;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code org.iotcrypt.tls} as a named module: it exports {@code org.iotcrypt.tls} only; a consumer
 * module on the module path (with core and Bouncy Castle's three modules) builds a server and a
 * client context and completes a TLS_SM4_CCM_SM3 handshake over a socket; a consumer that
 * imports an internal package does not compile.
 */
class TlsModulePathTest {

    private static final String MODULE = "module consumer { requires org.iotcrypt.tls; }";

    private static final String MAIN = String.join("\n",
            "package consumer;",
            "import java.nio.file.Path;",
            "import javax.net.ssl.*;",
            "import org.iotcrypt.tls.*;",
            "public class Main {",
            "  public static void main(String[] a) throws Exception {",
            "    Path d = Path.of(a[0]);",
            "    SSLContext s = SmTls.server().keyAndChain(d.resolve(\"server.key\"), d.resolve(\"server.pem\"), null)",
            "        .suites(TlsSuite.TLS_SM4_CCM_SM3).build();",
            "    SSLContext c = SmTls.client().trust(d.resolve(\"ca.pem\")).build();",
            "    try (SSLServerSocket ss = (SSLServerSocket) s.getServerSocketFactory().createServerSocket(0)) {",
            "      Thread t = new Thread(() -> { try (SSLSocket x = (SSLSocket) ss.accept()) {",
            "        x.getOutputStream().write(x.getInputStream().read()); x.getOutputStream().flush();",
            "      } catch (Exception e) { e.printStackTrace(); } });",
            "      t.start();",
            "      try (SSLSocket x = (SSLSocket) c.getSocketFactory().createSocket(\"localhost\", ss.getLocalPort())) {",
            "        x.getOutputStream().write(42); x.getOutputStream().flush();",
            "        System.out.println(x.getInputStream().read() + \" \" + x.getSession().getCipherSuite()",
            "            + \" \" + SmTls.class.getModule().getName());",
            "      }",
            "      t.join();",
            "    }",
            "  }",
            "}");

    private static final String INTRUDER = String.join("\n",
            "package consumer;",
            "public class Main {",
            "  public static void main(String[] a) { System.out.println(org.iotcrypt.tls.internal.jsse.ContextAssembly.class); }",
            "}");

    @Test
    void theDescriptorExportsTheApiOnly() throws Exception {
        ModuleDescriptor module = ModuleFinder.of(location(SmTls.class)).find("org.iotcrypt.tls").orElseThrow().descriptor();
        assertEquals(Set.of("org.iotcrypt.tls"), module.exports().stream().map(ModuleDescriptor.Exports::source)
                .collect(Collectors.toSet()));
        assertTrue(module.packages().stream().filter(p -> !p.equals("org.iotcrypt.tls"))
                .allMatch(p -> p.startsWith("org.iotcrypt.tls.internal.")), module.packages().toString());
    }

    @Test
    void aModulePathConsumerHandshakes(@TempDir Path dir) throws Exception {
        TestPki pki = TestPki.create(Files.createDirectories(dir.resolve("pki")), Sm2UserId.DEFAULT);
        ByteArrayOutputStream diagnostics = new ByteArrayOutputStream();
        Path classes = compile(dir, MAIN, diagnostics);
        assertEquals(0, classes == null ? 1 : 0, diagnostics.toString(StandardCharsets.UTF_8));
        Process java = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "--module-path", modulePath() + File.pathSeparator + classes, "-m", "consumer/consumer.Main",
                pki.dir.toString()).redirectErrorStream(true).start();
        String out = new String(java.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(java.waitFor(60, TimeUnit.SECONDS));
        assertEquals(0, java.exitValue(), out);
        assertTrue(out.lines().anyMatch(l -> l.equals("42 TLS_SM4_CCM_SM3 org.iotcrypt.tls")), out);
    }

    @Test
    void anInternalPackageIsNotVisible(@TempDir Path dir) throws Exception {
        ByteArrayOutputStream diagnostics = new ByteArrayOutputStream();
        assertEquals(null, compile(dir, INTRUDER, diagnostics));
        String text = diagnostics.toString(StandardCharsets.UTF_8);
        assertTrue(text.contains("org.iotcrypt.tls.internal.jsse") && text.contains("not visible"), text);
    }

    /** Compiles the consumer; its class folder, or null if javac refused it. */
    private static Path compile(Path dir, String main, ByteArrayOutputStream diagnostics) throws Exception {
        Path src = dir.resolve("src");
        Files.createDirectories(src.resolve("consumer"));
        Files.writeString(src.resolve("module-info.java"), MODULE);
        Files.writeString(src.resolve("consumer/Main.java"), main);
        Path out = dir.resolve("classes");
        PrintStream messages = new PrintStream(diagnostics, true, StandardCharsets.UTF_8);
        int rc = ToolProvider.findFirst("javac").orElseThrow().run(messages, messages, "--release", "17",
                "--module-path", modulePath(), "-d", out.toString(),
                src.resolve("module-info.java").toString(), src.resolve("consumer/Main.java").toString());
        return rc == 0 ? out : null;
    }

    /** This module's classes, core's, and Bouncy Castle's three jars, as the tests see them. */
    private static String modulePath() throws Exception {
        List<Class<?>> from = List.of(SmTls.class, org.iotcrypt.provider.IotCryptProvider.class,
                org.bouncycastle.jsse.provider.BouncyCastleJsseProvider.class,
                org.bouncycastle.jce.provider.BouncyCastleProvider.class, org.bouncycastle.asn1.x509.Certificate.class);
        List<String> paths = new java.util.ArrayList<>();
        for (Class<?> c : from) {
            String p = location(c).toString();
            if (!paths.contains(p)) {
                paths.add(p);
            }
        }
        // bcutil holds org.bouncycastle.asn1.x509 only in some releases: add it when it is a jar of its own.
        for (String p : System.getProperty("java.class.path").split(File.pathSeparator)) {
            if (p.contains("bcutil-jdk18on") && !paths.contains(p)) {
                paths.add(p);
            }
        }
        assertNotEquals(0, paths.size());
        return String.join(File.pathSeparator, paths);
    }

    private static Path location(Class<?> c) throws Exception {
        return Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI());
    }
}
