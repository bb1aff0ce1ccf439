package org.iotcrypt.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code iotcrypt sm2}: the group of SM2 commands (GB/T 32918). Files are the interface: keys
 * in the PEM forms {@code openssl} writes and reads, DER signatures and DER ciphertexts, every
 * output written atomically and never onto an input.
 */
@Command(name = "sm2",
        synopsisSubcommandLabel = "COMMAND",
        description = {
            "Work with SM2 keys, signatures, encryption and certificates.",
            "SM2 (GB/T 32918) keys, signatures and encryption, interoperable with OpenSSL 3. Keys are " +
                "PEM PKCS#8 and X.509 SubjectPublicKeyInfo, as 'openssl genpkey -algorithm SM2' writes " +
                "them; DER, SEC1 and raw keys are read too. Outputs are written atomically, never onto an " +
                "input, and never replace a file without --force."
        },
        // the subcommands are Main's to add (only the one a run needs)
        exitCodeList = {"0:success", "1:a check failed (bad signature, failed decryption) or another failure",
            "2:usage error"})
final class Sm2Command implements Runnable {

    @ParentCommand
    private Main main;

    @Spec
    private CommandSpec spec;

    /** Without a subcommand there is nothing to do: a usage error. */
    @Override
    public void run() {
        throw Main.missingCommand(spec);
    }

    Reporter reporter() {
        return main.reporter();
    }
}
