package org.iotcrypt.cli;

import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import org.iotcrypt.cli.api.CommandFailure;
import org.iotcrypt.sm2.Sm2PrivateKey;
import org.iotcrypt.sm2.Sm2SignatureStream;
import org.iotcrypt.sm2.Sm2UserId;
import org.iotcrypt.sm2.format.Sm2SignatureEncoding;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code iotcrypt sm2 sign}: an SM3withSM2 signature of a file, DER-encoded as OpenSSL writes it
 * ({@code openssl pkeyutl -sign -rawin -digest sm3}). The file is streamed, so its size is not
 * limited by memory.
 */
@Command(name = "sign",
        description = {
            "Sign a file with an SM2 private key (SM3withSM2).",
            "Sign FILE with an SM2 private key (SM3withSM2, GB/T 32918.2). Writes the DER signature " +
                "to --out (default FILE.sig; standard output when FILE is -), in the form 'openssl " +
                "pkeyutl -sign -rawin -digest sm3' writes; FILE is streamed, so it may be of any size. " +
                "The default ID is GM/T 0009's; OpenSSL 3.0 verifies it with -pkeyopt " +
                "distid:1234567812345678 (its own default is empty)."
        },
        exitCodeList = {"0:the signature was written", "1:a file could not be read or written, or the key is bad",
            "2:usage error (including an output that would replace an input)"})
final class Sm2SignCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(names = {"-k", "--key"}, required = true, paramLabel = "FILE",
            description = "The private key: PEM or DER PKCS#8 or SEC1, or 32 raw bytes.")
    private Path key;

    @Mixin
    private Sm2PassphraseOption passphrase;

    @Mixin
    private UserIdOptions id;

    @Option(names = {"-o", "--out"}, paramLabel = "FILE", description = "Where to write the signature (- for standard output; default FILE.sig).")
    private Path out;

    @Mixin
    private OutputOptions.Replace replace;

    @Parameters(paramLabel = "FILE", description = "The file to sign, or - for standard input.")
    private Path file;

    @Override
    public Integer call() throws CommandFailure {
        CommandLine cli = spec.commandLine();
        StandardStreams.refuseElsewhere(spec, Set.of("FILE"), Set.of("--out"));
        Sm2UserId userId = id.userId(cli);
        Path target = out != null ? out : StandardStreams.defaultOutput(file, Path.of(file + ".sig"));
        StandardStreams.checkOutput(cli, target, List.of(file, key), replace.force, true);
        Sm2PrivateKey privateKey = Sm2KeyFiles.readPrivate(key, passphrase.read());
        try {
            byte[] signature = Sm2Inputs.feed(cli, Sm2SignatureStream.signer(privateKey, userId), file)
                    .sign(new SecureRandom());
            StandardStreams.write(cli, target, Sm2SignatureEncoding.toDer(signature), AtomicOutput.Secrecy.PUBLIC, replace.force);
        } finally {
            privateKey.destroy();
        }
        return 0;
    }
}
