package org.iotcrypt.modular;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.BiPredicate;
import java.util.stream.Stream;
import org.iotcrypt.provider.IotCryptProvider;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.commons.ClassRemapper;
import org.objectweb.asm.commons.Remapper;
import org.objectweb.asm.tree.ClassNode;

/**
 * The arrows of {@code ../shared/DESIGN.md} inside core, read from the compiled classes (every
 * class a class file names: imports, fully qualified names, signatures, annotations), so that
 * they hold by the build and not by review: {@code internal} is the ground floor and names no
 * public package; nothing outside {@code provider} names it; {@code mode} knows the
 * {@code BlockCipher} interface, not SM4.
 */
class LayeringTest {

    private static final String ROOT = "org.iotcrypt.";

    /** Every core package and the other core packages its classes name. */
    private static final Map<String, Set<String>> ARROWS = arrows();

    @Test
    void internalNamesNoPublicPackage() {
        assertEquals(Map.of(), violations((from, to) -> isInternal(from) && !isInternal(to)));
    }

    @Test
    void nothingNamesTheProvider() {
        assertEquals(Map.of(), violations((from, to) -> !from.startsWith(ROOT + "provider") && to.startsWith(ROOT + "provider")));
    }

    @Test
    void modesKnowTheBlockCipherInterfaceNotSm4() {
        assertEquals(Map.of(), violations((from, to) -> from.equals(ROOT + "mode") && to.equals(ROOT + "sm4")));
    }

    /** The reading itself sees arrows: these are known ones (a test that cannot fail proves nothing). */
    @Test
    void theReadingSeesKnownArrows() {
        assertTrue(ARROWS.get(ROOT + "jca").contains(ROOT + "sm2"), ARROWS.toString());
        assertTrue(ARROWS.get(ROOT + "sm2").contains(ROOT + "internal.multiply"), ARROWS.toString());
        assertTrue(ARROWS.get(ROOT + "provider").contains(ROOT + "jca"), ARROWS.toString());
        assertTrue(ARROWS.size() >= 20, ARROWS.keySet().toString());
    }

    private static boolean isInternal(String pkg) {
        return pkg.equals(ROOT + "internal") || pkg.startsWith(ROOT + "internal.");
    }

    private static Map<String, Set<String>> violations(BiPredicate<String, String> forbidden) {
        Map<String, Set<String>> found = new TreeMap<>();
        ARROWS.forEach((from, targets) -> targets.stream().filter(to -> forbidden.test(from, to))
                .forEach(to -> found.computeIfAbsent(from, k -> new TreeSet<>()).add(to)));
        return found;
    }

    private static Map<String, Set<String>> arrows() {
        Path classes;
        try {
            classes = Path.of(IotCryptProvider.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
        Map<String, Set<String>> arrows = new TreeMap<>();
        try (Stream<Path> files = Files.walk(classes)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".class") && !f.endsWith("module-info.class")).toList()) {
                String from = packageOf(classes.relativize(file).toString().replace(java.io.File.separatorChar, '/'));
                Set<String> to = arrows.computeIfAbsent(from, k -> new TreeSet<>());
                referencedPackages(file).stream().filter(p -> p.startsWith(ROOT) && !p.equals(from)).forEach(to::add);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return arrows;
    }

    private static List<String> referencedPackages(Path classFile) throws IOException {
        Set<String> packages = new TreeSet<>();
        Remapper recorder = new Remapper() {
            @Override
            public String map(String internalName) {
                packages.add(packageOf(internalName));
                return internalName;
            }
        };
        try (InputStream in = Files.newInputStream(classFile)) {
            // A ClassNode below the remapper, so that method bodies are visited (and remapped) too.
            new ClassReader(in).accept(new ClassRemapper(new ClassNode(), recorder), 0);
        }
        return List.copyOf(packages);
    }

    private static String packageOf(String internalName) {
        int slash = internalName.lastIndexOf('/');
        return slash < 0 ? "" : internalName.substring(0, slash).replace('/', '.');
    }
}
