package org.iotcrypt.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import org.iotcrypt.cli.api.CommandFailure;
import org.iotcrypt.cli.api.FileNames;
import org.iotcrypt.cli.api.InputFiles;
import org.iotcrypt.pkix.Pkcs12Store;
import picocli.CommandLine.Option;

/** Reading a PKCS#12 file with the passphrase of --passphrase-file, errors naming the file. */
final class Pkcs12Files {

    /** {@code --passphrase-file}: the PKCS#12 file's passphrase (export, import, show share it). */
    static final class Passphrase {
        @Option(names = "--passphrase-file", required = true, paramLabel = "FILE",
                description = "The PKCS#12 file's passphrase: the first line of FILE.")
        Path file;

        /** The passphrase's chars (a fresh array the caller wipes). */
        char[] read() throws CommandFailure {
            return passphrase(file);
        }
    }

    /** PKCS#12 files hold a key and a few certificates; this bounds what is read. */
    private static final long MAX_FILE = 1 << 20;

    private Pkcs12Files() {
    }

    /** The passphrase as the chars the PKCS#12 formats take (the passphrase file's first line, UTF-8). */
    static char[] passphrase(Path passphraseFile) throws CommandFailure {
        byte[] utf8 = PassphraseOption.firstLine(passphraseFile);
        try {
            return new String(utf8, java.nio.charset.StandardCharsets.UTF_8).toCharArray();
        } finally {
            Arrays.fill(utf8, (byte) 0);
        }
    }

    static Pkcs12Store read(Path file, char[] passphrase) throws CommandFailure {
        byte[] data = InputFiles.readAll(file, MAX_FILE, "too large for a PKCS#12 file");
        try {
            return Pkcs12Store.read(data, passphrase);
        } catch (IOException e) {
            throw new CommandFailure(FileNames.quote(file.toString()) + ": " + e.getMessage(), e);
        } finally {
            Arrays.fill(data, (byte) 0);
        }
    }
}
