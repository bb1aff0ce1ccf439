package org.iotcrypt.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import org.iotcrypt.cli.api.CommandFailure;
import org.iotcrypt.seal.Identity;
import org.iotcrypt.seal.OpeningInputStream;
import org.iotcrypt.sm2.Sm2PrivateKey;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code iotcrypt open}: verifies and decrypts a sealed file ({@code docs/sealed-format.md}).
 * Nothing unauthenticated leaves: a file output appears under its name only after the last
 * segment verified; to standard output each segment goes out only after its own tag verified.
 */
@Command(name = "open",
        description = {
            "Verify and decrypt the sealed file IN (or - for standard input) with an SM2",
            "private key (--key), a passphrase or a key file; with none of them, asks for the",
            "passphrase on the terminal. Writes OUT (default: IN without .sealed; standard",
            "output when IN is -), readable by its owner only, and only once every segment",
            "verified. To standard output, each segment is written once it verified; a failure",
            "then exits 1 naming the segment. Reordered, duplicated, truncated, cut, damaged or",
            "extended files, a changed header and a wrong key each get their own message."
        },
        exitCodeList = {"0:every segment verified and OUT was written",
            "1:the file did not verify (the message says how), the key or passphrase is wrong, or a file could not be read or written",
            "2:usage error (including an output that would replace an input)"})
final class OpenCommand implements Callable<Integer> {

    private static final String SUFFIX = ".sealed";

    @Spec
    private CommandSpec spec;

    @ParentCommand
    private Main main;

    @Option(names = {"-k", "--key"}, paramLabel = "KEY",
            description = "An SM2 private key: PEM or DER PKCS#8 (encrypted too) or SEC1, or 32 raw bytes. Repeat to try several.")
    private List<Path> keys = new ArrayList<>();

    @Option(names = "--key-passphrase-file", paramLabel = "FILE",
            description = "The passphrase of an encrypted --key (PKCS#8 PBES2): the file's first line.")
    private Path keyPassphrase;

    @Mixin
    private SealSecrets secrets;

    @Option(names = {"-o", "--out"}, paramLabel = "OUT",
            description = "Where to write (- for standard output; default: IN without .sealed).")
    private Path out;

    @Mixin
    private OutputOptions.Replace replace;

    @Mixin
    private OutputOptions.Progress progress;

    @Mixin
    private OutputOptions.Threads threads;

    @Parameters(paramLabel = "IN", description = "The sealed file, or - for standard input.")
    private Path in;

    @Override
    public Integer call() throws CommandFailure {
        Path target = out != null ? out : defaultOutput();
        StreamedRun streams = new StreamedRun(main, spec.commandLine(), in, target);
        List<Path> inputs = new ArrayList<>(keys);
        inputs.addAll(secrets.files());
        if (keyPassphrase != null) {
            inputs.add(keyPassphrase);
        }
        streams.checkOutput(inputs, replace.force);
        List<Sm2PrivateKey> privateKeys = new ArrayList<>();
        List<Identity> identities = new ArrayList<>();
        try {
            identities(privateKeys, identities);
            streams.run((source, sink) -> {
                try (OpeningInputStream opening = new OpeningInputStream(source, identities, threads.count(spec.commandLine()))) {
                    opening.transferTo(sink);
                }
            }, AtomicOutput.Secrecy.SECRET, replace.force, progress.progress, progress.quiet);
        } finally {
            identities.forEach(Identity::wipe);
            privateKeys.forEach(Sm2PrivateKey::destroy);
        }
        return 0;
    }

    private void identities(List<Sm2PrivateKey> privateKeys, List<Identity> identities) throws CommandFailure {
        for (Path k : keys) {
            byte[] pass = keyPassphrase == null ? null : PassphraseOption.firstLine(keyPassphrase);
            Sm2PrivateKey key = Sm2KeyFiles.readPrivate(k, pass, "--key-passphrase-file");
            privateKeys.add(key);
            identities.add(Identity.sm2(key));
        }
        byte[] passphrase = secrets.passphrase(spec.commandLine());
        if (passphrase != null) {
            identities.add(Identity.passphrase(passphrase));
            Arrays.fill(passphrase, (byte) 0);
        }
        byte[] key = secrets.keyFile();
        if (key != null) {
            identities.add(Identity.keyFile(key));
            Arrays.fill(key, (byte) 0);
        }
        if (identities.isEmpty()) {
            char[] typed = SealSecrets.ask(spec.commandLine(), in, false, "nothing to open with");
            identities.add(Identity.passphrase(typed));
            Arrays.fill(typed, '\0');
        }
    }

    private Path defaultOutput() {
        if (StreamedRun.isStandard(in)) {
            return in;
        }
        String name = in.toString();
        if (!name.endsWith(SUFFIX) || name.length() == SUFFIX.length() || name.endsWith("/" + SUFFIX)) {
            throw new ParameterException(spec.commandLine(),
                    "IN does not end in " + SUFFIX + ": name the output with --out");
        }
        return Path.of(name.substring(0, name.length() - SUFFIX.length()));
    }
}
