package org.iotcrypt.cli.api;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Inputs read whole: small files (keys, result tables), refused above a bound before any byte is read. */
public final class InputFiles {

    private InputFiles() {
    }

    /**
     * The whole content of {@code file}, refused with {@code tooLarge} above {@code maxBytes}.
     *
     * @throws CommandFailure "name: reason" for a file that is missing, unreadable or too large
     */
    public static byte[] readAll(Path file, long maxBytes, String tooLarge) throws CommandFailure {
        try {
            if (Files.size(file) > maxBytes) {
                throw new CommandFailure(FileNames.quote(file.toString()) + ": " + tooLarge);
            }
            return Files.readAllBytes(file);
        } catch (IOException e) {
            throw FileNames.failure(file, e);
        }
    }
}
