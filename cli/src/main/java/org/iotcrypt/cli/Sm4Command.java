package org.iotcrypt.cli;

import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import javax.crypto.Cipher;
import org.iotcrypt.cli.api.CommandFailure;
import org.iotcrypt.cli.api.FileNames;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import picocli.CommandLine;

/**
 * {@code iotcrypt sm4 encrypt|decrypt}: SM4 (GB/T 32907) in ECB, CBC, CTR, GCM or CCM on hex
 * strings, for people checking a device against a reference, through {@link HexCipher} and the
 * provider; and, with {@code --passphrase-file}, files in {@code openssl enc -pbkdf2 -md sm3}'s format
 * ({@link OpensslEncFile}), for the files people already have. New files are for {@code seal},
 * which authenticates them.
 */
@Command(name = "sm4",
        synopsisSubcommandLabel = "COMMAND",
        description = {
            "Encrypt or decrypt with SM4: hex strings, or files as openssl enc.",
            "SM4 (GB/T 32907) on hex strings: ecb, cbc, ctr, and the AEADs gcm and ccm (16-byte tags " +
                "appended to the ciphertext, RFC 8998). ecb, cbc and ctr are not authenticated: prefer " +
                "gcm or ccm. For example, GB/T 32907's example 1 (prints " +
                "681edf34d206965e86b3e94f536e4246):",
            "  k=0123456789abcdeffedcba9876543210; iotcrypt sm4 encrypt --secret-hex $k $k",
            "With --passphrase-file, encrypts or decrypts a file as 'openssl enc -sm4-cbc|-sm4-ctr -pbkdf2 " +
                "-iter N -md sm3 -pass file:FILE' does, both ways. Those files are NOT authenticated (a " +
                "changed file decrypts to changed data): for new files use 'iotcrypt seal'. For example:",
            "  iotcrypt sm4 decrypt --cipher sm4-cbc --passphrase-file pw.txt -o a.txt a.enc"
        },
        exitCodeList = {"0:success", "1:a tag or the padding did not verify on decryption", "2:usage error"})
final class Sm4Command implements Runnable {

    @Spec
    private CommandSpec spec;

    @Override
    public void run() {
        throw Main.missingCommand(spec);
    }

    @Command(name = "encrypt", description = {"Encrypt hex and print the ciphertext (and tag) in hex.",
        "Encrypts INPUT (hex) and prints the ciphertext, and for gcm and ccm the tag after it, in hex. With --passphrase-file, "
            + "encrypts the file INPUT as 'openssl enc -e' does (unauthenticated: prefer 'iotcrypt seal')."})
    int encrypt(@Mixin Inputs inputs) throws CommandFailure {
        return inputs.run(Cipher.ENCRYPT_MODE);
    }

    @Command(name = "decrypt", description = {"Decrypt hex and print the plaintext in hex.",
        "Decrypts INPUT (hex; for gcm and ccm the ciphertext and then the tag) and prints the plaintext in hex; nothing is "
            + "printed if the tag does not verify. With --passphrase-file, decrypts the file INPUT as 'openssl enc -d' does."})
    int decrypt(@Mixin Inputs inputs) throws CommandFailure {
        return inputs.run(Cipher.DECRYPT_MODE);
    }

    /** The options both directions share. */
    static final class Inputs {

        @Spec(Spec.Target.MIXEE)
        private CommandSpec spec;

        @Option(names = "--secret-hex", paramLabel = "HEX", description = "The key: 16 bytes in hex.")
        private String key;

        /** {@code -k, --key}: the spelling before issue 44, hidden, kept for a release. */
        @Option(names = {"-k", "--key"}, hidden = true, paramLabel = "HEX")
        void setKeyAsBefore(String hex) {
            key = hex;
        }

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

        @Mixin
        private FileForm file;

        int run(int opmode) throws CommandFailure {
            if (file.passFile != null) {
                if (key != null || iv != null || aad != null || !mode.equals("ecb")) {
                    throw new ParameterException(spec.commandLine(),
                            "--passphrase-file encrypts files as openssl enc does: --secret-hex, --mode, --iv and --aad are for hex data");
                }
                return file.run(spec.commandLine(), opmode, data.input);
            }
            if (file.cipher != null || file.iterations != null || file.out != null) {
                throw new ParameterException(spec.commandLine(), "--cipher, --iter and --out go with --passphrase-file");
            }
            if (key == null) {
                throw new ParameterException(spec.commandLine(),
                        "give --secret-hex HEX (for hex data) or --passphrase-file FILE (for files, as openssl enc)");
            }
            return new HexCipher(spec.commandLine(), "SM4", List.of("ecb", "cbc", "ctr", "gcm", "ccm"))
                    .run(opmode, mode, data, key, iv, aad);
        }
    }

    /** The options of the file form, {@code openssl enc}'s format ({@link OpensslEncFile}). */
    static final class FileForm {

        @Option(names = "--passphrase-file", paramLabel = "FILE",
                description = "Files as 'openssl enc -pbkdf2 -md sm3 -pass file:FILE': the passphrase is FILE's first line;"
                        + " the positional argument is then the input file (- for standard input).")
        Path passFile;

        /** {@code --pass-file}: the spelling before issue 44, hidden, kept for a release. */
        @Option(names = "--pass-file", hidden = true, paramLabel = "FILE")
        void setPassFileAsBefore(Path f) {
            passFile = f;
        }

        @Option(names = "--cipher", paramLabel = "CIPHER",
                description = "With --passphrase-file: sm4-cbc (default) or sm4-ctr, as openssl enc's -sm4-cbc and -sm4-ctr.")
        String cipher;

        @Option(names = "--iter", paramLabel = "N",
                description = "With --passphrase-file: PBKDF2 iterations, as openssl enc -iter (default: 10000, openssl's).")
        Integer iterations;

        @Option(names = {"-o", "--out"}, paramLabel = "FILE",
                description = "With --passphrase-file: the output file (default: standard output); written only once complete.")
        Path out;

        @Mixin
        private OutputOptions.Replace replace;

        int run(CommandLine cli, int opmode, String input) throws CommandFailure {
            OpensslEncFile.Mode m;
            String c = cipher == null ? "sm4-cbc" : cipher.toLowerCase(Locale.ROOT);
            switch (c) {
                case "sm4-cbc" -> m = OpensslEncFile.Mode.CBC;
                case "sm4-ctr" -> m = OpensslEncFile.Mode.CTR;
                default -> throw new ParameterException(cli, "--cipher must be sm4-cbc or sm4-ctr, not '" + cipher + "'");
            }
            int n = iterations == null ? OpensslEncFile.DEFAULT_ITERATIONS : iterations;
            if (n < 1) {
                throw new ParameterException(cli, "--iter must be at least 1");
            }
            Path in = Path.of(input);
            Path target = out == null ? Path.of("-") : out;
            Main main = (Main) cli.getParent().getParent().getCommand();
            boolean encrypting = opmode == Cipher.ENCRYPT_MODE;
            if (encrypting) {
                StandardStreams.refuseTerminal(cli, target, "ciphertext");
            }
            StreamedRun run = new StreamedRun(main, cli, in, target);
            run.checkOutput(List.of(passFile), replace.force);
            run.checkInput();
            byte[] passphrase = PassphraseOption.firstLine(passFile);
            String source = FileNames.quote(passFile.toString());
            if (passphrase.length == 0) {
                throw new CommandFailure(source + ": the passphrase is empty (openssl enc refuses one too)");
            }
            if (encrypting) {
                try {
                    Passphrases.requireText(passphrase, source);
                } catch (CommandFailure e) {
                    Arrays.fill(passphrase, (byte) 0);
                    throw e;
                }
            }
            OpensslEncFile format = new OpensslEncFile(m, passphrase, n);
            try {
                run.run((from, sink) -> {
                    if (encrypting) {
                        format.encrypt(from, sink, new SecureRandom());
                    } else {
                        format.decrypt(from, sink, run.inputName());
                    }
                }, encrypting ? AtomicOutput.Secrecy.PUBLIC : AtomicOutput.Secrecy.SECRET,
                        replace.force, false, false);
            } finally {
                format.wipe();
            }
            return 0;
        }
    }
}
