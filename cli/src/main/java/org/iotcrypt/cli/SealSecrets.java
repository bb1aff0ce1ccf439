package org.iotcrypt.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.iotcrypt.cli.api.CommandFailure;
import org.iotcrypt.cli.api.FileNames;
import org.iotcrypt.cli.api.InputFiles;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine;

/** The symmetric secrets {@code seal} and {@code open} both take: a passphrase (file or environment) and a raw key file. */
final class SealSecrets {

    @Option(names = "--passphrase-file", paramLabel = "FILE",
            description = "A passphrase: the first line of FILE (as OpenSSL's -pass file: reads it).")
    Path passphraseFile;

    @Option(names = "--passphrase-env", paramLabel = "VAR",
            description = "A passphrase: the value of the environment variable VAR.")
    String passphraseEnv;

    @Option(names = "--secret-file", paramLabel = "FILE",
            description = "A raw key: FILE's 16 to 64 random bytes (make one with 'head -c 32 /dev/urandom > FILE').")
    Path keyFile;

    /** {@code --key-file}: the spelling before issue 44, hidden, kept for a release. */
    @Option(names = "--key-file", hidden = true, paramLabel = "FILE")
    void setKeyFileAsBefore(Path f) {
        keyFile = f;
    }

    /** Whether a passphrase was given by option (else the command may ask on the terminal). */
    boolean hasPassphrase() {
        return passphraseFile != null || passphraseEnv != null;
    }

    /**
     * The passphrase given by option, as UTF-8 bytes ({@link Passphrases}); null if none. For a
     * new file ({@code sealing}) a passphrase file must hold UTF-8 text too; to open one, its
     * bytes are taken as they are, so that a file sealed before that rule still opens.
     */
    byte[] passphrase(CommandLine cli, boolean sealing) throws CommandFailure {
        if (passphraseFile != null && passphraseEnv != null) {
            throw new ParameterException(cli, "--passphrase-file and --passphrase-env are alternatives: give one");
        }
        byte[] p = null;
        if (passphraseFile != null) {
            p = PassphraseOption.firstLine(passphraseFile);
            if (sealing) {
                Passphrases.requireText(p, FileNames.quote(passphraseFile.toString()));
            }
        } else if (passphraseEnv != null) {
            p = Passphrases.fromEnvironment(passphraseEnv);
            if (p == null) {
                throw new ParameterException(cli, "--passphrase-env: the environment variable " + passphraseEnv + " is not set");
            }
        }
        if (p != null && p.length == 0) {
            throw new CommandFailure((passphraseFile != null ? FileNames.quote(passphraseFile.toString())
                    : "$" + passphraseEnv) + ": the passphrase is empty");
        }
        return p;
    }

    /** The key file's bytes, or null if none was given. */
    byte[] keyFile() throws CommandFailure {
        if (keyFile == null) {
            return null;
        }
        byte[] key = InputFiles.readAll(keyFile, 64, "more than 64 bytes: not a key file (16 to 64 random bytes)");
        if (key.length < 16) {
            throw new CommandFailure(FileNames.quote(keyFile.toString()) + ": " + key.length
                    + " bytes: a key file holds 16 to 64 random bytes");
        }
        return key;
    }

    /**
     * A passphrase for {@code in} typed on the terminal (twice when {@code confirm}), as UTF-8
     * bytes; a usage error starting with {@code noneGiven} when there is no terminal to ask on.
     */
    static byte[] ask(CommandLine cli, Path in, boolean confirm, String noneGiven) throws CommandFailure {
        char[] typed;
        try {
            typed = Terminal.askPassphrase("Passphrase for " + StreamedRun.displayName(in), confirm);
        } catch (IOException e) {
            throw new CommandFailure(e.getMessage(), e);
        }
        if (typed == null) {
            throw new ParameterException(cli, noneGiven + ": give " + (confirm ? "--recipient" : "--key")
                    + ", --passphrase-file, --passphrase-env or --secret-file (no terminal to ask for a passphrase on)");
        }
        try {
            if (typed.length == 0) {
                throw new CommandFailure("the passphrase is empty");
            }
            return Passphrases.fromTyped(typed);
        } finally {
            Arrays.fill(typed, '\0');
        }
    }

    /** The files these options read, which an output must not replace. */
    List<Path> files() {
        List<Path> files = new ArrayList<>();
        if (passphraseFile != null) {
            files.add(passphraseFile);
        }
        if (keyFile != null) {
            files.add(keyFile);
        }
        return files;
    }
}
