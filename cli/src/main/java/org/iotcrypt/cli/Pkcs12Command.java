package org.iotcrypt.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code iotcrypt pkcs12}: a key and its chain to and from PKCS#12 files, as {@code openssl pkcs12}
 * and Java key stores ({@code keytool}, the JCA's {@code KeyStore}) read and write them.
 */
@Command(name = "pkcs12",
        synopsisSubcommandLabel = "COMMAND",
        description = {
            "Move an SM2 key and its chain to and from PKCS#12 files.",
            "PKCS#12 files as 'openssl pkcs12' and Java key stores read and write them: export an SM2 key and "
                + "its certificate chain (PEM) into one, import one into PEM files, or show what one holds. The "
                + "file's passphrase is --passphrase-file (the key inside is under the same passphrase, as "
                + "OpenSSL does); a PEM key's own is --key-passphrase-file."
        },
        exitCodeList = {"0:success", "1:a file could not be read or written, or a wrong passphrase", "2:usage error"})
final class Pkcs12Command implements Runnable {

    @Spec
    private CommandSpec spec;

    @Override
    public void run() {
        throw Main.missingCommand(spec);
    }
}
