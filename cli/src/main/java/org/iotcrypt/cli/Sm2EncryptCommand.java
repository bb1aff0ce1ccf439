package org.iotcrypt.cli;

import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import org.iotcrypt.cli.api.CommandFailure;
import org.iotcrypt.sm2.Sm2Encryption;
import org.iotcrypt.sm2.Sm2PublicKey;
import org.iotcrypt.sm2.format.Sm2CiphertextEncoding;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code iotcrypt sm2 encrypt}: SM2 public-key encryption of a file (GB/T 32918.4). */
@Command(name = "encrypt",
        description = {
            "Encrypt a small file to an SM2 public key (GB/T 32918.4).",
            "Encrypt FILE to an SM2 public key (GB/T 32918.4). Writes the ciphertext to --out " +
                "(default FILE.sm2); its default DER C1C3C2 form is what 'openssl pkeyutl -decrypt' " +
                "reads. SM2 encrypts a message held in memory: it is meant for small files such as " +
                "session keys."
        },
        exitCodeList = {"0:the ciphertext was written", "1:a file could not be read or written, or the key is bad",
            "2:usage error (including an output that would replace an input)"})
final class Sm2EncryptCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(names = {"-r", "--recipient"}, paramLabel = "FILE",
            description = "The recipient's public key: PEM or DER SubjectPublicKeyInfo, an X.509 certificate (PEM or DER; its key is used, the certificate is not checked), or a raw point.")
    private Path key;

    /** {@code -k, --key}: the spelling before issue 44, hidden, kept for a release. */
    @Option(names = {"-k", "--key"}, hidden = true, paramLabel = "FILE")
    private void setKeyAsBefore(Path p) {
        key = p;
    }

    @Option(names = {"-o", "--out"}, paramLabel = "FILE", description = "Where to write the ciphertext (- for standard output; default FILE.sm2).")
    private Path out;

    @Mixin
    private OutputOptions.Ciphertext layout;

    @Mixin
    private OutputOptions.Replace replace;

    @Parameters(paramLabel = "FILE", description = "The file to encrypt, or - for standard input.")
    private Path file;

    @Override
    public Integer call() throws CommandFailure {
        CommandLine cli = spec.commandLine();
        if (key == null) {
            throw new ParameterException(cli, "give the recipient's public key: --recipient FILE");
        }
        StandardStreams.refuseElsewhere(spec, Set.of("FILE"), Set.of("--out"));
        Path target = out != null ? out : StandardStreams.defaultOutput(file, Path.of(file + ".sm2"));
        StandardStreams.checkOutput(cli, target, List.of(file, key), replace.force, true);
        Sm2PublicKey publicKey = Sm2KeyFiles.readPublic(key);
        byte[] message = Sm2Inputs.readAll(cli, file);
        if (message.length == 0) {
            throw new CommandFailure(StandardStreams.name(file)
                    + ": is empty; SM2 encrypts messages of at least one byte (GB/T 32918.4)");
        }
        byte[] ciphertext = Sm2CiphertextEncoding.encode(
                Sm2Encryption.encrypt(publicKey, message, new SecureRandom()), layout.format);
        StandardStreams.write(cli, target, ciphertext, AtomicOutput.Secrecy.PUBLIC, replace.force);
        return 0;
    }
}
