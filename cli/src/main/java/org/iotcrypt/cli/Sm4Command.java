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
 * {@code iotcrypt sm4 encrypt|decrypt}: SM4 (GB/T 32907) in ECB, CBC, CTR, GCM or CCM on hex
 * strings, for people checking a device against a reference, through {@link HexCipher} and the
 * provider. Files are for sealed files ({@code org.iotcrypt.seal}), which authenticate them.
 */
@Command(name = "sm4",
        synopsisSubcommandLabel = "COMMAND",
        description = {
            "SM4 (GB/T 32907) on hex strings: ecb, cbc, ctr, and the AEADs gcm and ccm",
            "(16-byte tags appended to the ciphertext, RFC 8998). For example RFC 8998's",
            "SM4-GCM vector:",
            "  iotcrypt sm4 encrypt --mode gcm --key 0123456789ABCDEFFEDCBA9876543210 \\",
            "      --iv 00001234567800000000ABCD --aad FEEDFACEDEADBEEFFEEDFACEDEADBEEFABADDAD2 \\",
            "      AAAAAAAAAAAAAAAABBBBBBBBBBBBBBBB...",
            "ecb, cbc and ctr are not authenticated: prefer gcm or ccm."
        },
        exitCodeList = {"0:success", "1:a tag or the padding did not verify on decryption", "2:usage error"})
final class Sm4Command implements Runnable {

    @Spec
    private CommandSpec spec;

    @Override
    public void run() {
        throw new ParameterException(spec.commandLine(), "missing COMMAND: one of encrypt, decrypt");
    }

    @Command(name = "encrypt", description = "Encrypt HEX and print the ciphertext (and tag) in hex.")
    int encrypt(@Mixin Inputs inputs) throws CommandFailure {
        return inputs.run(Cipher.ENCRYPT_MODE);
    }

    @Command(name = "decrypt", description = "Decrypt HEX (ciphertext and tag for gcm, ccm) and print the plaintext in hex; nothing is printed if the tag does not verify.")
    int decrypt(@Mixin Inputs inputs) throws CommandFailure {
        return inputs.run(Cipher.DECRYPT_MODE);
    }

    /** The options both directions share. */
    static final class Inputs {

        @Spec(Spec.Target.MIXEE)
        private CommandSpec spec;

        @Option(names = {"-k", "--key"}, required = true, paramLabel = "HEX", description = "The key: 16 bytes in hex.")
        private String key;

        @Option(names = {"-m", "--mode"}, paramLabel = "MODE", defaultValue = "ecb",
                description = "ecb, cbc, ctr, gcm or ccm (default: ${DEFAULT-VALUE}); ctr counts over the whole 16-byte block.")
        private String mode;

        @Option(names = "--iv", paramLabel = "HEX",
                description = "cbc: the IV; ctr: the initial counter block (16 bytes); gcm: the IV (12 bytes usual); ccm: the nonce (7 to 13 bytes).")
        private String iv;

        @Option(names = "--aad", paramLabel = "HEX", description = "gcm, ccm: the additional authenticated data.")
        private String aad;

        @Mixin
        private HexCipher.Data data;

        int run(int opmode) throws CommandFailure {
            return new HexCipher(spec.commandLine(), "SM4", List.of("ecb", "cbc", "ctr", "gcm", "ccm"))
                    .run(opmode, mode, data, key, iv, aad);
        }
    }
}
