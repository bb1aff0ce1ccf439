package org.iotcrypt.cli;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import javax.crypto.BadPaddingException;
import org.iotcrypt.cli.api.CommandFailure;
import org.iotcrypt.cli.api.FileNames;
import org.iotcrypt.sm2.Sm2Encryption;
import org.iotcrypt.sm2.Sm2PrivateKey;
import org.iotcrypt.sm2.format.Sm2CiphertextEncoding;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code iotcrypt sm2 decrypt}: SM2 decryption of a file (GB/T 32918.4). A ciphertext that was
 * altered or is malformed writes nothing: the output appears only once C3 has been checked.
 */
@Command(name = "decrypt",
        description = {
            "Decrypt an SM2 ciphertext (GB/T 32918.4).",
            "Decrypt an SM2 ciphertext FILE (GB/T 32918.4). Writes the message to --out (default: " +
                "FILE without .sm2), readable by its owner only. An altered or malformed ciphertext " +
                "writes nothing and exits 1. Reads what 'openssl pkeyutl -encrypt' writes."
        },
        exitCodeList = {"0:the message was written", "1:the ciphertext was altered or malformed, the key is wrong,"
            + " or a file could not be read or written", "2:usage error (including an output that would replace an input)"})
final class Sm2DecryptCommand implements Callable<Integer> {

    private static final String SUFFIX = ".sm2";

    @Spec
    private CommandSpec spec;

    @Option(names = {"-k", "--key"}, required = true, paramLabel = "FILE",
            description = "The private key: PEM or DER PKCS#8 or SEC1, or 32 raw bytes.")
    private Path key;

    @Mixin
    private Sm2PassphraseOption passphrase;

    @Option(names = {"-o", "--out"}, paramLabel = "FILE",
            description = "Where to write the message (- for standard output; default: FILE without .sm2, standard output when FILE is -).")
    private Path out;

    @Mixin
    private OutputOptions.Ciphertext layout;

    @Mixin
    private OutputOptions.Replace replace;

    @Parameters(paramLabel = "FILE", description = "The ciphertext, or - for standard input.")
    private Path file;

    @Override
    public Integer call() throws CommandFailure {
        CommandLine cli = spec.commandLine();
        StandardStreams.refuseElsewhere(spec, Set.of("FILE"), Set.of("--out"));
        Path target = out != null ? out : defaultOutput();
        StandardStreams.checkOutput(cli, target, List.of(file, key), replace.force, false);
        byte[] ciphertext = Sm2Inputs.readAll(cli, file);
        Sm2PrivateKey privateKey = Sm2KeyFiles.readPrivate(key, passphrase.read());
        byte[] message;
        try {
            message = Sm2Encryption.decrypt(privateKey, Sm2CiphertextEncoding.decode(ciphertext, layout.format));
        } catch (BadPaddingException e) {
            throw new CommandFailure(StandardStreams.name(file) + ": decryption failed: " + e.getMessage()
                    + " (altered or malformed ciphertext, wrong key, or wrong --format)", e);
        } finally {
            privateKey.destroy();
        }
        try {
            StandardStreams.write(cli, target, message, AtomicOutput.Secrecy.SECRET, replace.force);
        } finally {
            Arrays.fill(message, (byte) 0);
        }
        return 0;
    }

    private Path defaultOutput() {
        if (StandardStreams.isDash(file)) {
            return file;
        }
        String name = file.toString();
        if (!name.endsWith(SUFFIX) || name.length() == SUFFIX.length()) {
            throw new ParameterException(spec.commandLine(),
                    FileNames.quote(name) + " does not end in " + SUFFIX + ": name the output with --out");
        }
        return Path.of(name.substring(0, name.length() - SUFFIX.length()));
    }
}
