package org.iotcrypt.cli;

import java.util.List;
import javax.crypto.Cipher;
import org.iotcrypt.cli.api.CommandFailure;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code iotcrypt present encrypt|decrypt}: PRESENT (CHES 2007) on hex input, hex output, for
 * people checking a device's PRESENT against a reference, through {@link HexCipher}.
 */
@Command(name = "present",
        synopsisSubcommandLabel = "COMMAND",
        description = {
            "Encrypt or decrypt hex blocks with PRESENT-80 or PRESENT-128.",
            "PRESENT-80 and PRESENT-128 (CHES 2007, ISO/IEC 29192-2) on hex strings. The key is 20 " +
                "hex digits (PRESENT-80) or 32 (PRESENT-128); blocks are 8 bytes, big-endian as in the " +
                "paper's test vectors. Example, the paper's first vector:",
            "  iotcrypt present encrypt --secret-hex 00000000000000000000 0000000000000000"
        },
        exitCodeList = {"0:success", "1:bad padding on decryption or another failure", "2:usage error"})
final class PresentCommand implements Runnable {

    @Spec
    private CommandSpec spec;

    /** Without a subcommand there is nothing to do: a usage error. */
    @Override
    public void run() {
        throw Main.missingCommand(spec);
    }

    @Command(name = "encrypt",
            description = "Encrypt HEX and print the ciphertext in hex.")
    int encrypt(@Mixin Inputs inputs) throws CommandFailure {
        return inputs.run(Cipher.ENCRYPT_MODE);
    }

    @Command(name = "decrypt",
            description = "Decrypt HEX and print the plaintext in hex.")
    int decrypt(@Mixin Inputs inputs) throws CommandFailure {
        return inputs.run(Cipher.DECRYPT_MODE);
    }

    /** The options both directions share, and the one cipher call. */
    static final class Inputs {

        @Spec(Spec.Target.MIXEE)
        private CommandSpec spec;

        @Option(names = "--secret-hex", paramLabel = "HEX",
                description = "The key: 10 bytes (PRESENT-80) or 16 bytes (PRESENT-128), in hex.")
        private String key;

        /** {@code -k, --key}: the spelling before issue 44, hidden, kept for a release. */
        @Option(names = {"-k", "--key"}, hidden = true, paramLabel = "HEX")
        void setKeyAsBefore(String hex) {
            key = hex;
        }

        @Option(names = {"-m", "--mode"}, paramLabel = "MODE", defaultValue = "ecb",
                description = "ecb, cbc or ctr (default: ${DEFAULT-VALUE}); ctr counts over the whole 8-byte block.")
        private String mode;

        @Option(names = "--iv", paramLabel = "HEX",
                description = "The IV (cbc) or initial counter block (ctr): 8 bytes in hex.")
        private String iv;

        @Mixin
        private HexCipher.Data data;

        int run(int opmode) throws CommandFailure {
            if (key == null) {
                throw new ParameterException(spec.commandLine(), "give the key: --secret-hex HEX");
            }
            return new HexCipher(spec.commandLine(), "PRESENT", List.of("ecb", "cbc", "ctr"))
                    .run(opmode, mode, data, key, iv, null);
        }
    }
}
