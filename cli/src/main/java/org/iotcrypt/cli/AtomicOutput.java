package org.iotcrypt.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryIteratorException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.List;
import java.util.Set;
import org.iotcrypt.cli.api.CommandFailure;
import org.iotcrypt.cli.api.FileNames;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine;

/**
 * Writes an output file so that nobody ever sees half of it: the bytes go to a temporary file
 * in the target's own directory (the same file system, so the final rename is atomic), are
 * forced to disk, and only then take the target's name. A failure at any step leaves the target
 * as it was and removes the temporary file.
 *
 * <p>Without {@code force} an existing target is never replaced, checked atomically by linking
 * the finished file to the target name (which fails if the name is taken) rather than by a
 * look-then-move that another process could race. Secret outputs are created with mode 600
 * from the start, never widened and then narrowed.
 *
 * <p>A process killed outright (SIGKILL, a power cut) gets no chance to remove its temporary
 * file, which may hold part of a decrypted message. The temporary name carries the writer's
 * process id, {@code .<name>.<pid>.<random>.tmp}, and the next command that names the same
 * target removes the ones whose process is gone (a live writer's file is left alone), also when
 * it then refuses to replace the target: a kill between linking the finished file to the target
 * and removing the temporary name leaves both, two names of one complete file, and the hidden one
 * must not outlive the target.
 */
final class AtomicOutput {

    private static final FileAttribute<Set<PosixFilePermission>> OWNER_ONLY =
            PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------"));
    private static final SecureRandom NAMES = new SecureRandom();

    private AtomicOutput() {
    }

    /** Whether the output may hold a secret (a private key, a decrypted message). */
    enum Secrecy { PUBLIC, SECRET }

    /**
     * Refuses, before any work is done, an output that is one of the inputs or that exists
     * while {@code force} is off. The first is a usage error; the second a failure.
     *
     * @throws ParameterException when {@code target} names one of {@code inputs}
     * @throws CommandFailure when {@code target} exists and {@code force} is off
     */
    static void checkTarget(CommandLine cli, Path target, List<Path> inputs, boolean force) throws CommandFailure {
        for (Path input : inputs) {
            if (sameFile(target, input)) {
                throw new ParameterException(cli, "refusing to write the output onto the input "
                        + FileNames.quote(input.toString()) + ": name another file with --out");
            }
        }
        Path absolute = target.toAbsolutePath();
        try {
            removeAbandoned(absolute.getParent(), temporaryPrefix(absolute));
        } catch (IOException | DirectoryIteratorException unreadable) {
            // best effort: an unusable directory is reported by the write itself
        }
        if (!force && Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
            throw new CommandFailure(FileNames.quote(target.toString())
                    + ": file exists (use --force to replace it)");
        }
    }

    /**
     * Writes {@code data} to {@code target} atomically; see the class comment. Callers check the
     * target with {@link #checkTarget} first, which also removes abandoned temporary files.
     */
    static void write(Path target, byte[] data, Secrecy secrecy, boolean force) throws CommandFailure {
        try (Pending pending = begin(target, secrecy, force)) {
            pending.stream().write(data);
            pending.commit();
        } catch (IOException e) {
            throw failure(target, e);
        }
    }

    /**
     * Starts a streamed output: bytes written to {@link Pending#stream()} go to the temporary
     * file, which takes the target's name only at {@link Pending#commit()}. Closing a pending
     * output that was not committed removes the temporary file; so does the JVM's shutdown on
     * SIGINT or SIGTERM while it is open.
     */
    static Pending begin(Path target, Secrecy secrecy, boolean force) throws CommandFailure {
        Path absolute = target.toAbsolutePath();
        Path temp = absolute.resolveSibling(temporaryPrefix(absolute) + ProcessHandle.current().pid() + "."
                + HexFormat.of().formatHex(randomBytes()) + ".tmp");
        try {
            return new Pending(target, absolute, temp, createNew(temp, secrecy), force);
        } catch (IOException e) {
            throw failure(target, e);
        }
    }

    /** An output being written under its temporary name; see {@link #begin}. */
    static final class Pending implements AutoCloseable {

        private final Path target;
        private final Path absolute;
        private final Path temp;
        private final FileChannel channel;
        private final OutputStream stream;
        private final boolean force;
        private final Thread cleanup;
        private boolean finished;

        private Pending(Path target, Path absolute, Path temp, FileChannel channel, boolean force) {
            this.target = target;
            this.absolute = absolute;
            this.temp = temp;
            this.channel = channel;
            this.stream = Channels.newOutputStream(channel);
            this.force = force;
            this.cleanup = new Thread(this::removeQuietly, "iotcrypt-remove-" + temp.getFileName());
            Runtime.getRuntime().addShutdownHook(cleanup);
        }

        /** @return where the bytes go until {@link #commit()} (not buffered: wrap it for small writes) */
        OutputStream stream() {
            return stream;
        }

        /** Forces the bytes to disk and gives them the target's name. */
        void commit() throws CommandFailure {
            try {
                stream.flush();
                channel.force(true);
                channel.close();
                install(temp, absolute, force);
            } catch (IOException e) {
                throw failure(target, e);
            } finally {
                close();
            }
        }

        /** Removes the temporary file (after a commit, its second name): the target, if installed, stays. */
        @Override
        public void close() {
            if (finished) {
                return;
            }
            finished = true;
            removeQuietly();
            try {
                Runtime.getRuntime().removeShutdownHook(cleanup);
            } catch (IllegalStateException shuttingDown) {
                // the hook runs or has run: it removes the same file
            }
        }

        private void removeQuietly() {
            try {
                channel.close();
                Files.deleteIfExists(temp);
            } catch (IOException e) {
                // best effort: the next command naming this target removes it (see checkTarget)
            }
        }
    }

    private static CommandFailure failure(Path target, IOException e) {
        if (e instanceof FileAlreadyExistsException) {
            return new CommandFailure(FileNames.quote(target.toString()) + ": file exists (use --force to replace it)", e);
        }
        if (e instanceof NoSuchFileException) {
            return new CommandFailure(FileNames.quote(target.toString()) + ": No such file or directory", e);
        }
        return new CommandFailure(FileNames.quote(target.toString()) + ": " + FileNames.reason(e), e);
    }

    /** {@code .<name>.}, the start of the target's temporary names. */
    private static String temporaryPrefix(Path absoluteTarget) {
        return "." + absoluteTarget.getFileName() + ".";
    }

    /** Deletes {@code <prefix><pid>.<hex>.tmp} files in {@code dir} whose process no longer runs. */
    private static void removeAbandoned(Path dir, String prefix) throws IOException {
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(dir,
                f -> f.getFileName().toString().startsWith(prefix) && f.getFileName().toString().endsWith(".tmp"))) {
            for (Path f : entries) {
                String[] middle = f.getFileName().toString().substring(prefix.length()).split("\\.");
                if (middle.length != 3 || !middle[0].chars().allMatch(Character::isDigit) || middle[0].length() > 18) {
                    continue;
                }
                long pid = Long.parseLong(middle[0]);
                if (ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false)) {
                    continue;
                }
                Files.deleteIfExists(f);
            }
        }
    }

    private static FileChannel createNew(Path temp, Secrecy secrecy) throws IOException {
        Set<StandardOpenOption> options = Set.of(StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
        if (secrecy == Secrecy.SECRET && posix(temp.getParent())) {
            return FileChannel.open(temp, options, OWNER_ONLY);
        }
        return FileChannel.open(temp, options);
    }

    private static void install(Path temp, Path target, boolean force) throws IOException {
        if (force) {
            try {
                Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
            }
            return;
        }
        try {
            Files.createLink(target, temp);
        } catch (UnsupportedOperationException e) {
            // No hard links here (e.g. some network file systems): the best remaining is look, then move.
            if (Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
                throw new FileAlreadyExistsException(target.toString());
            }
            Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE);
        }
    }

    private static boolean sameFile(Path a, Path b) {
        if (a.toAbsolutePath().normalize().equals(b.toAbsolutePath().normalize())) {
            return true;
        }
        try {
            return Files.exists(a) && Files.exists(b) && Files.isSameFile(a, b);
        } catch (IOException e) {
            return false;
        }
    }

    private static boolean posix(Path dir) throws IOException {
        return Files.getFileStore(dir).supportsFileAttributeView("posix");
    }

    private static byte[] randomBytes() {
        byte[] b = new byte[6];
        NAMES.nextBytes(b);
        return b;
    }
}
