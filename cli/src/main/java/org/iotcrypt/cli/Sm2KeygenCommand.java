package org.iotcrypt.cli;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.iotcrypt.cli.api.CommandFailure;
import org.iotcrypt.sm2.Sm2Curve;
import org.iotcrypt.sm2.Sm2KeyPair;
import org.iotcrypt.sm2.format.Sm2KeyEncoding;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code iotcrypt sm2 keygen}: a new SM2 key pair as PEM files byte-identical in form to what
 * OpenSSL 3 writes (PKCS#8 "PRIVATE KEY" or, with a passphrase, "ENCRYPTED PRIVATE KEY";
 * SubjectPublicKeyInfo "PUBLIC KEY"). The private key file is created readable by its owner
 * only (mode 600).
 */
@Command(name = "keygen",
        description = {
            "Generate an SM2 key pair as PEM files that openssl reads.",
            "Generate an SM2 key pair as PEM files that 'openssl pkey' reads. The private key is " +
                "PKCS#8, created with mode 600, and encrypted under the passphrase when --key-passphrase-file " +
                "is given; the public key is X.509 SubjectPublicKeyInfo. Existing files are not replaced " +
                "unless --force is given."
        },
        exitCodeList = {"0:the key files were written", "1:a file could not be written, or exists", "2:usage error"})
final class Sm2KeygenCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(names = "--private", required = true, paramLabel = "FILE", description = "Where to write the private key (- for standard output, as openssl genpkey).")
    private Path privateFile;

    @Option(names = "--public", paramLabel = "FILE", description = "Where to write the public key (optional; - for standard output).")
    private Path publicFile;

    @Option(names = {"-f", "--force"}, description = "Replace existing files.")
    private boolean force;

    @Mixin
    private Sm2PassphraseOption passphrase;

    @Mixin
    private ProtectionOption protection;

    @Override
    public Integer call() throws CommandFailure {
        CommandLine cli = spec.commandLine();
        StandardStreams.refuseElsewhere(spec, java.util.Set.of(), java.util.Set.of("--private", "--public"));
        List<Path> targets = new ArrayList<>(List.of(privateFile));
        if (publicFile != null) {
            if (privateFile.toAbsolutePath().normalize().equals(publicFile.toAbsolutePath().normalize())) {
                throw new ParameterException(cli, "--private and --public name the same file");
            }
            targets.add(publicFile);
        }
        for (Path target : targets) {
            StandardStreams.checkOutput(cli, target, List.of(), force, false);
        }
        byte[] pass = passphrase.read();
        SecureRandom random = new SecureRandom();
        Sm2KeyPair pair = Sm2KeyPair.generate(Sm2Curve.sm2p256v1(), random);
        try {
            Sm2KeyFiles.writePrivate(cli, privateFile, pair.privateKey(), pass, protection.scheme(), force);
        } finally {
            pair.privateKey().destroy();
        }
        if (publicFile != null) {
            String spki = Sm2KeyEncoding.pem("PUBLIC KEY", Sm2KeyEncoding.encodeSpki(pair.publicKey()));
            StandardStreams.write(cli, publicFile, spki.getBytes(StandardCharsets.US_ASCII), AtomicOutput.Secrecy.PUBLIC, force);
        }
        return 0;
    }
}
