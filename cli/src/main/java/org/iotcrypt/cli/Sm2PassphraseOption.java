package org.iotcrypt.cli;

import java.nio.file.Path;
import picocli.CommandLine.Option;

/**
 * {@link PassphraseOption} for the sm2 commands, which also take the spelling it had before issue
 * 44, {@code --passphrase-file} (hidden, kept for a release); elsewhere that name is the passphrase
 * of the data, so only these commands may keep it.
 */
final class Sm2PassphraseOption extends PassphraseOption {

    @Option(names = "--passphrase-file", hidden = true, paramLabel = "FILE")
    void setFileAsBefore(Path f) {
        file = f;
    }
}
