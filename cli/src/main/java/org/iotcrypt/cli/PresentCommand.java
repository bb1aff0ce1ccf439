package org.iotcrypt.cli;

import java.security.GeneralSecurityException;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.util.Locale;
import javax.crypto.BadPaddingException;
import javax.crypto.Cipher;
import javax.crypto.IllegalBlockSizeException;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.iotcrypt.cli.api.CommandFailure;
import org.iotcrypt.internal.encoding.Hex;
import org.iotcrypt.provider.IotCryptProvider;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code iotcrypt present encrypt|decrypt}: PRESENT (CHES 2007) on hex input, hex output, for
 * people checking a device's PRESENT against a reference. Runs through the provider's
 * {@code Cipher PRESENT}, so the CLI exercises exactly what Java users get.
 */
@Command(name = "present",
        synopsisSubcommandLabel = "COMMAND",
        description = {
            "PRESENT-80 and PRESENT-128 (CHES 2007, ISO/IEC 29192-2) on hex strings.",
            "The key is 20 hex digits (PRESENT-80) or 32 (PRESENT-128); blocks are 8 bytes,",
            "big-endian as in the paper's test vectors. Example, the paper's first vector:",
            "  iotcrypt present encrypt --key 00000000000000000000 0000000000000000"
        },
        exitCodeList = {"0:success", "1:bad padding on decryption or another failure", "2:usage error"})
final class PresentCommand implements Runnable {

    @Spec
    private CommandSpec spec;

    /** Without a subcommand there is nothing to do: a usage error. */
    @Override
    public void run() {
        throw new ParameterException(spec.commandLine(), "missing COMMAND: one of encrypt, decrypt");
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

        @Option(names = {"-k", "--key"}, required = true, paramLabel = "HEX",
                description = "The key: 10 bytes (PRESENT-80) or 16 bytes (PRESENT-128), in hex.")
        private String key;

        @Option(names = {"-m", "--mode"}, paramLabel = "MODE", defaultValue = "ecb",
                description = "ecb, cbc or ctr (default: ${DEFAULT-VALUE}); ctr counts over the whole 8-byte block.")
        private String mode;

        @Option(names = "--iv", paramLabel = "HEX",
                description = "The IV (cbc) or initial counter block (ctr): 8 bytes in hex.")
        private String iv;

        @Option(names = "--padding", paramLabel = "PAD", defaultValue = "none",
                description = "none or pkcs5, for ecb and cbc (default: ${DEFAULT-VALUE}: whole blocks only).")
        private String padding;

        @Parameters(paramLabel = "HEX", description = "The input, in hex (white space ignored).")
        private String input;

        int run(int opmode) throws CommandFailure {
            String m = mode.toLowerCase(Locale.ROOT);
            if (!m.equals("ecb") && !m.equals("cbc") && !m.equals("ctr")) {
                throw usage("--mode must be ecb, cbc or ctr, got '" + mode + "'");
            }
            String pad = padding.toLowerCase(Locale.ROOT);
            if (!pad.equals("none") && !pad.equals("pkcs5")) {
                throw usage("--padding must be none or pkcs5, got '" + padding + "'");
            }
            if (pad.equals("pkcs5") && m.equals("ctr")) {
                throw usage("ctr takes no padding");
            }
            if (m.equals("ecb") == (iv != null)) {
                throw usage(m.equals("ecb") ? "ecb takes no --iv" : m + " needs --iv (8 bytes in hex)");
            }
            byte[] keyBytes = hex("--key", key);
            byte[] data = hex("HEX", input);
            try {
                Cipher cipher = Cipher.getInstance("PRESENT/" + m.toUpperCase(Locale.ROOT) + "/"
                        + (pad.equals("pkcs5") ? "PKCS5Padding" : "NoPadding"), new IotCryptProvider());
                SecretKeySpec secret = new SecretKeySpec(keyBytes, "PRESENT");
                if (iv == null) {
                    cipher.init(opmode, secret);
                } else {
                    cipher.init(opmode, secret, new IvParameterSpec(hex("--iv", iv)));
                }
                spec.commandLine().getOut().println(Hex.encode(cipher.doFinal(data)));
                return 0;
            } catch (InvalidKeyException | InvalidAlgorithmParameterException | IllegalBlockSizeException e) {
                throw usage(e.getMessage());
            } catch (BadPaddingException e) {
                throw new CommandFailure("decryption failed: " + e.getMessage() + " (wrong key, IV or padding?)", e);
            } catch (GeneralSecurityException e) {
                throw new CommandFailure("PRESENT failed: " + e.getMessage(), e);
            }
        }

        private byte[] hex(String what, String text) {
            try {
                return Hex.decode(text);
            } catch (IllegalArgumentException e) {
                throw usage(what + " is not hex: " + e.getMessage());
            }
        }

        private ParameterException usage(String message) {
            return new ParameterException(spec.commandLine(), message);
        }
    }
}
