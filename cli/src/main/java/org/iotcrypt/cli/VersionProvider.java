package org.iotcrypt.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;
import picocli.CommandLine.IVersionProvider;

/**
 * The version lines of {@code --version} and {@code iotcrypt version}: the build's version
 * (from {@code version.properties}, filled in by Maven) and the Java runtime it runs on.
 */
final class VersionProvider implements IVersionProvider {

    private static final String RESOURCE = "version.properties";

    @Override
    public String[] getVersion() {
        return new String[] {
            "iotcrypt " + iotcryptVersion(),
            "Java " + System.getProperty("java.version")
                    + " (" + System.getProperty("java.vendor") + ", "
                    + System.getProperty("java.vm.name") + " " + System.getProperty("java.vm.version") + ")"
                    + " on " + System.getProperty("os.name") + " " + System.getProperty("os.arch")
        };
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
