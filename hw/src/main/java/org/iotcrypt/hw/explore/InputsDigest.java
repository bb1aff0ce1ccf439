package org.iotcrypt.hw.explore;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;

/**
 * The SHA-256 a stage's result is cached under: text (names, versions, fingerprints), then files
 * by name and content. One way to hash inputs for the row ({@link DesignRun}) and the stages cached
 * apart ({@link Ice40Stage}, {@link TvlaStage}).
 */
final class InputsDigest {

    private final MessageDigest sha;

    /** A digest starting with {@code header} (the stage's name and version, e.g. {@code iotcrypt hw ice40 1}). */
    InputsDigest(String header) {
        try {
            sha = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 missing from the JDK", e);
        }
        text(header);
    }

    /** Adds a line of text. */
    InputsDigest text(String line) {
        sha.update((line + "\n").getBytes(StandardCharsets.UTF_8));
        return this;
    }

    /** Adds each file's name and content. */
    InputsDigest files(List<Path> files) {
        try {
            for (Path f : files) {
                text(f.getFileName().toString());
                sha.update(Files.readAllBytes(f));
            }
            return this;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The digest, lower-case hex. */
    String hex() {
        return HexFormat.of().formatHex(sha.digest());
    }
}
