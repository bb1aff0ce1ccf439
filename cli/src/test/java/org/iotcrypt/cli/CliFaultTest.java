package org.iotcrypt.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.iotcrypt.sm2.Sm2Curve;
import org.iotcrypt.sm2.Sm2Encryption;
import org.iotcrypt.sm2.Sm2KeyPair;
import org.iotcrypt.sm2.format.CiphertextFormat;
import org.iotcrypt.sm2.format.Sm2CiphertextEncoding;
import org.iotcrypt.sm2.format.Sm2KeyEncoding;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The CLI under faults (issue 12, point 15), each in a JVM of its own started as a user would
 * start it: SIGKILL while {@code sm2 encrypt}, {@code decrypt} and {@code sign} run leaves nothing
 * under the target name (or, when the kill came after the rename, the whole output); an output
 * directory the process cannot write, a full disk and a vanished input each give one line on
 * stderr and exit 1, and never leave a partial output (nor the temporary file) behind.
 *
 * <p>Read-only and full file systems are tmpfs mounts (this test runs as root on the project's
 * machines); where mounting is not allowed, the full disk is a file-size limit
 * ({@code ulimit -f}), which fails the write the same way, and the unwritable directory is a path
 * under a regular file.
 */
class CliFaultTest {

    private static final Random RANDOM = new Random(0xfa17);

    @Test
    void sigkillWhileWritingLeavesNothingUnderTheTargetName(@TempDir Path dir) throws Exception {
        Sm2KeyPair pair = Sm2KeyPair.generate(Sm2Curve.sm2p256v1(), new SecureRandom());
        Path priv = write(dir.resolve("k.pem"), Sm2KeyEncoding.pemBytes("PRIVATE KEY",
                Sm2KeyEncoding.encodePkcs8(pair.privateKey())));
        Path pub = write(dir.resolve("pub.pem"), Sm2KeyEncoding.pem("PUBLIC KEY",
                Sm2KeyEncoding.encodeSpki(pair.publicKey())).getBytes(StandardCharsets.US_ASCII));
        byte[] message = new byte[48 << 20];
        RANDOM.nextBytes(message);
        Path plain = write(dir.resolve("big.bin"), message);
        Path ciphertext = write(dir.resolve("big.sm2"), Sm2CiphertextEncoding.encode(
                Sm2Encryption.encrypt(pair.publicKey(), message, new SecureRandom()), CiphertextFormat.DER_C1C3C2));

        List<String[]> commands = List.of(
                new String[] {"sm2", "encrypt", "-k", pub.toString(), "-o", "%s", plain.toString()},
                new String[] {"sm2", "decrypt", "-k", priv.toString(), "-o", "%s", ciphertext.toString()},
                new String[] {"sm2", "sign", "-k", priv.toString(), "-o", "%s", plain.toString()});
        int killed = 0;
        int killedAfterRename = 0;
        for (String[] command : commands) {
            // how long the whole command takes here, then kills at points towards its end, where it writes
            Path full = dir.resolve(command[1] + "-full.out");
            long start = System.nanoTime();
            Child done = Child.run(args(command, full));
            long millis = (System.nanoTime() - start) / 1_000_000;
            assertEquals(0, done.exit(), done.stderr());
            for (double at : new double[] {0.3, 0.6, 0.8, 0.9, 0.95, 0.98, 1.0}) {
                Path target = dir.resolve(command[1] + "-" + at + ".out");
                Child child = Child.killedAfter(args(command, target), (long) (at * millis));
                if (child.exit() == 0 || Files.exists(target)) {
                    // finished before the kill, or killed after the rename (while the JVM shut down):
                    // the whole output (encryption and signing are randomized)
                    if (child.exit() != 0) {
                        killedAfterRename++;
                    }
                    if (command[1].equals("decrypt")) {
                        assertArrayEquals(Files.readAllBytes(full), Files.readAllBytes(target),
                                command[1] + " killed after " + (long) (at * millis) + " ms left a partial file");
                    } else {
                        assertTrue(Math.abs(Files.size(full) - Files.size(target)) <= 2, target + " is whole");
                    }
                } else {
                    killed++;
                }
            }
        }
        assertTrue(killed >= 6, "too few runs were killed before they ended: " + killed);
        // A SIGKILL gives no chance to clean up, so hidden temporary files may stay; the next command
        // naming the same target removes those of processes that are gone, also when it refuses to
        // replace a target that a run killed after linking it (before removing its temporary name) left.
        List<Path> left = temporaries(dir);
        for (Path temp : left) {
            String name = temp.getFileName().toString();
            String target = name.substring(1, name.indexOf(".out.") + 4);
            String[] command = commands.get(target.startsWith("encrypt") ? 0 : target.startsWith("decrypt") ? 1 : 2);
            boolean existed = Files.exists(dir.resolve(target));
            Child again = Child.run(args(command, dir.resolve(target)));
            if (existed) {
                assertEquals(1, again.exit(), again.stderr());
                assertTrue(again.stderr().contains("file exists"), again.stderr());
            } else {
                assertEquals(0, again.exit(), again.stderr());
            }
        }
        assertEquals(List.of(), temporaries(dir), "the next write removed the abandoned temporary files");
        System.out.println("SIGKILL: " + killed + " of 21 runs killed before the rename, none left a file under its"
                + " target name; " + killedAfterRename + " killed after it, each leaving the whole output; "
                + left.size() + " hidden temporary files, all removed by the next write");
    }

    private static List<Path> temporaries(Path dir) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(f -> f.getFileName().toString().endsWith(".tmp")).toList();
        }
    }

    /**
     * The window the SIGKILL runs hit only by chance, made on purpose: a run killed after linking
     * its finished file to the target and before removing the temporary name leaves both. The
     * next command naming the target refuses to replace it, and still removes the hidden name,
     * which would otherwise keep the file's content after the user deletes the target.
     */
    @Test
    void aRefusedWriteStillRemovesTheTemporaryNameOfADeadWriter(@TempDir Path dir) throws Exception {
        Path input = write(dir.resolve("m.bin"), new byte[100]);
        Path key = publicKey(dir);
        Path target = write(dir.resolve("m.sm2"), new byte[] {1, 2, 3});
        Process gone = new ProcessBuilder("true").start();
        gone.waitFor();
        Path abandoned = dir.resolve(".m.sm2." + gone.pid() + ".00112233aabb.tmp");
        Files.createLink(abandoned, target);
        Path live = write(dir.resolve(".m.sm2." + ProcessHandle.current().pid() + ".445566778899.tmp"), new byte[1]);

        Child child = Child.run(List.of("sm2", "encrypt", "-k", key.toString(), "-o", target.toString(),
                input.toString()));
        assertEquals(1, child.exit(), child.stderr());
        assertTrue(child.stderr().contains("file exists"), child.stderr());
        assertFalse(Files.exists(abandoned), "the dead writer's temporary name is removed");
        assertTrue(Files.exists(live), "a live writer's temporary file is left alone");
        assertArrayEquals(new byte[] {1, 2, 3}, Files.readAllBytes(target), "the target is untouched");
    }

    @Test
    void anUnwritableOutputDirectoryIsOneLineAndExit1(@TempDir Path dir) throws Exception {
        Path input = write(dir.resolve("m.bin"), new byte[100]);
        Path key = publicKey(dir);
        try (Mount readOnly = Mount.tmpfs(dir.resolve("ro"), "ro,size=1m")) {
            Path target = readOnly != null ? readOnly.dir().resolve("m.sm2")
                    : write(dir.resolve("a-file"), new byte[1]).resolve("sub").resolve("m.sm2");
            Child child = Child.run(List.of("sm2", "encrypt", "-k", key.toString(), "-o", target.toString(),
                    input.toString()));
            assertOneLineFailure(child, target);
            if (readOnly != null) {
                assertTrue(child.stderr().contains("Read-only file system"), child.stderr());
            }
        }
    }

    @Test
    void aFullDiskIsOneLineAndExit1AndLeavesNoPartialFile(@TempDir Path dir) throws Exception {
        byte[] message = new byte[3 << 20];
        RANDOM.nextBytes(message);
        Path input = write(dir.resolve("m.bin"), message);
        Path key = publicKey(dir);
        try (Mount small = Mount.tmpfs(dir.resolve("small"), "size=1m")) {
            Child child;
            Path target;
            if (small != null) {
                target = small.dir().resolve("m.sm2");
                child = Child.run(List.of("sm2", "encrypt", "-k", key.toString(), "-o", target.toString(),
                        input.toString()));
                assertTrue(child.stderr().contains("No space left on device"), child.stderr());
                try (Stream<Path> left = Files.list(small.dir())) {
                    assertEquals(0, left.count(), "the temporary file is removed too");
                }
            } else {
                target = dir.resolve("m.sm2");
                child = Child.runLimited(List.of("sm2", "encrypt", "-k", key.toString(), "-o", target.toString(),
                        input.toString()), 1024);
            }
            assertOneLineFailure(child, target);
        }
    }

    @Test
    void aVanishedInputIsOneLineAndExit1(@TempDir Path dir) throws Exception {
        Path key = publicKey(dir);
        Path gone = dir.resolve("gone.bin");
        Path target = dir.resolve("gone.sm2");
        Child encrypt = Child.run(List.of("sm2", "encrypt", "-k", key.toString(), "-o", target.toString(), gone.toString()));
        assertOneLineFailure(encrypt, target);
        assertTrue(encrypt.stderr().contains("gone.bin"), encrypt.stderr());
        Child sign = Child.run(List.of("sm2", "sign", "-k", dir.resolve("no-key.pem").toString(), "-o",
                dir.resolve("x.sig").toString(), key.toString()));
        assertOneLineFailure(sign, dir.resolve("x.sig"));
    }

    private static void assertOneLineFailure(Child child, Path target) {
        assertEquals(1, child.exit(), child.stderr());
        List<String> lines = child.stderr().lines().toList();
        assertEquals(1, lines.size(), "one line on stderr, got: " + child.stderr());
        assertTrue(lines.get(0).startsWith("iotcrypt: "), lines.get(0));
        assertFalse(child.stderr().contains("\tat "), "no stack trace");
        assertFalse(Files.exists(target), "no partial output at " + target);
    }

    private static Path publicKey(Path dir) throws IOException {
        Sm2KeyPair pair = Sm2KeyPair.generate(Sm2Curve.sm2p256v1(), new SecureRandom());
        return write(dir.resolve("pub.pem"), Sm2KeyEncoding.pem("PUBLIC KEY",
                Sm2KeyEncoding.encodeSpki(pair.publicKey())).getBytes(StandardCharsets.US_ASCII));
    }

    private static Path write(Path file, byte[] data) throws IOException {
        Files.write(file, data);
        return file;
    }

    private static List<String> args(String[] template, Path target) {
        List<String> out = new ArrayList<>();
        for (String a : template) {
            out.add(a.equals("%s") ? target.toString() : a);
        }
        return out;
    }

    /** The CLI in a JVM of its own, on this test's class path. */
    record Child(int exit, String stderr) {

        static Child run(List<String> args) throws Exception {
            return start(command(args), -1);
        }

        /** Killed with SIGKILL after {@code millis} (or its exit code if it ended before). */
        static Child killedAfter(List<String> args, long millis) throws Exception {
            return start(command(args), millis);
        }

        /** Under a file-size limit of {@code blocks} 512-byte blocks (bash's ulimit -f). */
        static Child runLimited(List<String> args, int blocks) throws Exception {
            List<String> java = command(args);
            StringBuilder line = new StringBuilder("ulimit -f " + blocks + "; exec");
            for (String a : java) {
                line.append(" '").append(a.replace("'", "'\\''")).append('\'');
            }
            return start(List.of("bash", "-c", line.toString()), -1);
        }

        private static List<String> command(List<String> args) {
            List<String> c = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-cp", System.getProperty("java.class.path"), "org.iotcrypt.cli.Main"));
            c.addAll(args);
            return c;
        }

        private static Child start(List<String> command, long killAfterMillis) throws Exception {
            File err = File.createTempFile("cli", ".err");
            try {
                Process p = new ProcessBuilder(command).redirectError(err)
                        .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
                if (killAfterMillis >= 0 && !p.waitFor(killAfterMillis, TimeUnit.MILLISECONDS)) {
                    p.destroyForcibly();
                }
                if (!p.waitFor(5, TimeUnit.MINUTES)) {
                    p.destroyForcibly();
                    throw new AssertionError("the CLI did not end: " + command);
                }
                return new Child(p.exitValue(), Files.readString(err.toPath()));
            } finally {
                Files.deleteIfExists(err.toPath());
            }
        }
    }

    /** A tmpfs mounted for the test, or null where this process may not mount. */
    record Mount(Path dir) implements AutoCloseable {

        static Mount tmpfs(Path dir, String options) throws Exception {
            Files.createDirectories(dir);
            Process p = new ProcessBuilder("mount", "-t", "tmpfs", "-o", options, "tmpfs", dir.toString())
                    .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            return p.waitFor(30, TimeUnit.SECONDS) && p.exitValue() == 0 ? new Mount(dir) : null;
        }

        @Override
        public void close() throws Exception {
            new ProcessBuilder("umount", dir.toString()).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start().waitFor(30, TimeUnit.SECONDS);
        }
    }
}
