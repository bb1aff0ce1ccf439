package org.iotcrypt.cli;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.List;
import java.util.concurrent.Callable;
import org.iotcrypt.cli.api.CommandFailure;
import org.iotcrypt.pkix.CertificationRequest;
import org.iotcrypt.sm2.Sm2PrivateKey;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code iotcrypt sm2 req}: a PKCS#10 certification request for an SM2 key, as {@code openssl req -new} makes. */
@Command(name = "req",
        description = {
            "Make a certification request (PKCS#10) for an SM2 key.",
            "Make a certification request (PKCS#10, PEM) for an SM2 key, signed with it. With " +
                "--sign-id empty, 'openssl req -verify' accepts it; with the default ID, Bouncy Castle " +
                "does."
        },
        exitCodeList = {"0:the request was written", "1:a file could not be read or written, or the key is bad",
            "2:usage error"})
final class Sm2ReqCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(names = {"-k", "--key"}, required = true, paramLabel = "FILE", description = "The SM2 private key the request is for.")
    private Path key;

    @Mixin
    private Sm2PassphraseOption passphrase;

    @Option(names = "--subject", required = true, paramLabel = "NAME", description = "The subject, e.g. /C=CN/O=Org/CN=device-17.")
    private String subject;

    @Mixin
    private CertificateOptions options;

    @Option(names = {"-o", "--out"}, required = true, paramLabel = "FILE", description = "Where to write the request (- for standard output).")
    private Path out;

    @Mixin
    private OutputOptions.Replace replace;

    @Override
    public Integer call() throws CommandFailure {
        var cli = spec.commandLine();
        StandardStreams.refuseElsewhere(spec, java.util.Set.of(), java.util.Set.of("--out"));
        StandardStreams.checkOutput(cli, out, List.of(key), replace.force, false);
        Sm2PrivateKey privateKey = Sm2KeyFiles.readPrivate(key, passphrase.read());
        try {
            CertificationRequest csr;
            try {
                csr = CertificationRequest.create(CertificateOptions.subject(cli, subject), privateKey, options.altNames,
                        options.id(cli), new SecureRandom());
            } catch (IllegalArgumentException e) {
                throw new ParameterException(cli, e.getMessage());
            }
            StandardStreams.write(cli, out, csr.pem().getBytes(StandardCharsets.US_ASCII), AtomicOutput.Secrecy.PUBLIC,
                    replace.force);
        } finally {
            privateKey.destroy();
        }
        return 0;
    }
}
