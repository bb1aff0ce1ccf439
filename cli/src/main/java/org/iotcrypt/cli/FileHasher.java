package org.iotcrypt.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import org.iotcrypt.sm3.Sm3;

/**
 * SM3 of a named input, {@code -} meaning standard input, read in 64 KiB chunks so that a file of
 * any size is hashed in constant memory. One instance serves one command, serially.
 */
final class FileHasher {

    /** The name that stands for standard input, as in coreutils. */
    static final String STDIN = "-";

    static final int CHUNK = 64 * 1024;

    private final InputStream stdin;
    private final byte[] buffer = new byte[CHUNK];
    private final Sm3 sm3 = new Sm3();

    FileHasher(InputStream stdin) {
        this.stdin = stdin;
    }

    /** The SM3 digest of the file {@code name}, or of standard input for {@code -}. */
    byte[] digest(String name) throws IOException {
        if (name.equals(STDIN)) {
            // Standard input is not ours to close: a second "-" then reads an empty rest, as sha256sum does.
            return digest(stdin);
        }
        try (InputStream in = openFile(name)) {
            return digest(in);
        }
    }

    /** Opens a file by name; a name no file can have is reported as an {@link IOException} too. */
    static InputStream openFile(String name) throws IOException {
        try {
            return Files.newInputStream(Path.of(name));
        } catch (InvalidPathException e) {
            throw new IOException("Invalid file name: " + e.getReason(), e);
        }
    }

    private byte[] digest(InputStream in) throws IOException {
        sm3.reset();
        for (int n; (n = in.read(buffer)) != -1; ) {
            sm3.update(buffer, 0, n);
        }
        return sm3.digest();
    }

}
