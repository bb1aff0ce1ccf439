package org.iotcrypt.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.security.InvalidKeyException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;
import org.iotcrypt.sm4.Sm4;
import picocli.CommandLine.IVersionProvider;

/**
 * The version lines of {@code --version} and {@code iotcrypt version}: the build's version
 * (from {@code version.properties}, filled in by Maven), the Java runtime it runs on, and the SM4
 * engine this JVM runs (with why the vector engine is off, if it is: {@code IOTCRYPT_VECTOR=1}
 * turns it on in the launcher).
 */
final class VersionProvider implements IVersionProvider {

    private static final String RESOURCE = "version.properties";

    /** The facts the version lines say, as fields (for {@code version --json} too). */
    static Map<String, Object> fields() {
        Map<String, Object> f = new LinkedHashMap<>();
        f.put("iotcrypt", iotcryptVersion());
        f.put("java", System.getProperty("java.version"));
        f.put("javaVendor", System.getProperty("java.vendor"));
        f.put("javaVm", System.getProperty("java.vm.name") + " " + System.getProperty("java.vm.version"));
        f.put("os", System.getProperty("os.name") + " " + System.getProperty("os.arch"));
        f.put("sm4Engine", sm4Engine());
        f.put("vectorEngine", forCliUsers(Sm4.vectorEngineStatus()));
        return f;
    }

    /** The three lines of {@link #fields}. */
    @Override
    public String[] getVersion() {
        Map<String, Object> f = fields();
        return new String[] {
            "iotcrypt " + f.get("iotcrypt"),
            "Java " + f.get("java") + " (" + f.get("javaVendor") + ", " + f.get("javaVm") + ") on " + f.get("os"),
            "SM4 engine: " + f.get("sm4Engine") + "; vector engine " + f.get("vectorEngine")
        };
    }

    /**
     * The library's status says what a Java program adds ({@code --add-modules ...}); a CLI user
     * sets {@code IOTCRYPT_VECTOR=1}, and the launcher adds the module.
     */
    static String forCliUsers(String status) {
        return status.replace("(start it with --add-modules jdk.incubator.vector)",
                "(run iotcrypt with IOTCRYPT_VECTOR=1 to add it)");
    }

    /** The engine a key would run on in this JVM. */
    private static String sm4Engine() {
        try {
            return new Sm4(new byte[16]).implementation();
        } catch (InvalidKeyException e) {
            throw new IllegalStateException("a 16-byte SM4 key was refused", e);
        }
    }

    static String iotcryptVersion() {
        try (InputStream in = VersionProvider.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is missing from the CLI's classpath");
            }
            Properties p = new Properties();
            p.load(in);
            return p.getProperty("version");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
