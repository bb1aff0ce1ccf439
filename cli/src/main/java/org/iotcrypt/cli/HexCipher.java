package org.iotcrypt.cli;

import java.security.GeneralSecurityException;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.util.List;
import java.util.Locale;
import javax.crypto.AEADBadTagException;
import javax.crypto.BadPaddingException;
import javax.crypto.Cipher;
import javax.crypto.IllegalBlockSizeException;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.iotcrypt.cli.api.CommandFailure;
import org.iotcrypt.provider.IotCryptProvider;
import picocli.CommandLine;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;

/**
 * One block-cipher call on hex strings, for the {@code present} and {@code sm4} commands that
 * check a device against a reference: the option rules (which modes take an IV, padding, AAD)
 * and the provider's {@code Cipher}, so that the CLI exercises exactly what Java users get.
 */
final class HexCipher {

    /** The options every hex cipher command has: the padding and the input. */
    static final class Data {
        @Option(names = "--padding", paramLabel = "PAD", defaultValue = "none",
                description = "none or pkcs5, for ecb and cbc (default: ${DEFAULT-VALUE}: whole blocks only).")
        String padding;

        @Parameters(paramLabel = "INPUT", description = "The input in hex (white space ignored); with --passphrase-file, the input file (- for standard input).")
        String input;
    }

    private final CommandLine commandLine;
    private final String algorithm;
    private final List<String> modes;

    HexCipher(CommandLine commandLine, String algorithm, List<String> modes) {
        this.commandLine = commandLine;
        this.algorithm = algorithm;
        this.modes = modes;
    }

    /**
     * Runs the cipher and prints the result in hex.
     *
     * @param aad hex AAD for gcm and ccm, or null
     */
    int run(int opmode, String mode, Data options, String key, String iv, String aad) throws CommandFailure {
        String padding = options.padding;
        String input = options.input;
        String m = mode.toLowerCase(Locale.ROOT);
        if (!modes.contains(m)) {
            throw usage("--mode must be " + String.join(", ", modes.subList(0, modes.size() - 1)) + " or "
                    + modes.get(modes.size() - 1) + ", got '" + mode + "'");
        }
        boolean aead = m.equals("gcm") || m.equals("ccm");
        String pad = padding.toLowerCase(Locale.ROOT);
        if (!pad.equals("none") && !pad.equals("pkcs5")) {
            throw usage("--padding must be none or pkcs5, got '" + padding + "'");
        }
        if (pad.equals("pkcs5") && !m.equals("ecb") && !m.equals("cbc")) {
            throw usage(m + " takes no padding");
        }
        if (m.equals("ecb") == (iv != null)) {
            throw usage(m.equals("ecb") ? "ecb takes no --iv" : m + " needs --iv (" + (aead ? "the nonce" : "one block") + " in hex)");
        }
        if (aad != null && !aead) {
            throw usage("--aad is for gcm and ccm");
        }
        byte[] keyBytes = hex("--secret-hex", key);
        byte[] data = hex("INPUT", input);
        try {
            Cipher cipher = Cipher.getInstance(algorithm + "/" + m.toUpperCase(Locale.ROOT) + "/"
                    + (pad.equals("pkcs5") ? "PKCS5Padding" : "NoPadding"), new IotCryptProvider());
            SecretKeySpec secret = new SecretKeySpec(keyBytes, algorithm);
            if (iv == null) {
                cipher.init(opmode, secret);
            } else if (aead) {
                cipher.init(opmode, secret, new GCMParameterSpec(128, hex("--iv", iv)));
                if (aad != null) {
                    cipher.updateAAD(hex("--aad", aad));
                }
            } else {
                cipher.init(opmode, secret, new IvParameterSpec(hex("--iv", iv)));
            }
            commandLine.getOut().println(HexText.of(cipher.doFinal(data)));
            return 0;
        } catch (InvalidKeyException | InvalidAlgorithmParameterException | IllegalBlockSizeException e) {
            throw usage(e.getMessage());
        } catch (AEADBadTagException e) {
            throw new CommandFailure("the tag does not verify: wrong key, nonce or AAD, or altered data (nothing released)", e);
        } catch (BadPaddingException e) {
            throw new CommandFailure("decryption failed: " + e.getMessage() + " (wrong key, IV or padding?)", e);
        } catch (GeneralSecurityException e) {
            throw new CommandFailure(algorithm + " failed: " + e.getMessage(), e);
        }
    }

    private byte[] hex(String what, String text) {
        try {
            return HexText.parse(text);
        } catch (IllegalArgumentException e) {
            throw usage(what + " is not hex: " + e.getMessage());
        }
    }

    private ParameterException usage(String message) {
        return new ParameterException(commandLine, message);
    }
}
