package org.iotcrypt.modular;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.spi.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The API documentation of the module builds with the JDK's javadoc and every group of its
 * checker on, without a warning: {@code -Xdoclint:all -Werror} over the module's sources (the
 * exported packages are what javadoc documents for a module), with the warning cap lifted so that
 * none hides behind javadoc's default limit of 100. The same command by hand: see the README's
 * "API documentation" line.
 */
class JavadocTest {

    @Test
    void theExportedApiDocumentsWithoutAWarning(@TempDir Path out) throws Exception {
        ToolProvider javadoc = ToolProvider.findFirst("javadoc").orElseThrow();
        Path sources = Path.of("src/main/java");
        assertTrue(Files.exists(sources.resolve("module-info.java")), "run from core/");
        StringWriter log = new StringWriter();
        PrintWriter writer = new PrintWriter(log);
        int status = javadoc.run(writer, writer, "-quiet", "-Xdoclint:all", "-Xmaxwarns", "100000", "-Werror",
                "-d", out.toString(), "--module-source-path", "org.iotcrypt=" + sources, "--module", "org.iotcrypt");
        writer.flush();
        assertEquals(0, status, log.toString());
        assertEquals("", log.toString().strip(), "javadoc printed warnings or errors");
        assertTrue(Files.exists(out.resolve("org.iotcrypt/org/iotcrypt/sm2/Sm2Curve.html")));
        assertTrue(Files.notExists(out.resolve("org.iotcrypt/org/iotcrypt/internal")), "internals are not documented");
    }
}
