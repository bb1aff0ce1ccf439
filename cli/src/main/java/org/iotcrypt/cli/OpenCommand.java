package org.iotcrypt.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import org.iotcrypt.cli.api.CommandFailure;
import org.iotcrypt.cli.api.FileNames;
import org.iotcrypt.seal.Identity;
import org.iotcrypt.seal.OpeningInputStream;
import org.iotcrypt.seal.SealedRecipients;
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
            "Verify and decrypt a sealed file.",
            "Verify and decrypt the sealed file IN (or - for standard input) with an SM2 private key " +
                "(--key), a passphrase or a key file; with none of them, asks for the passphrase on the " +
                "terminal when the file has one. Writes the output (--out; default: IN without .sealed; standard output " +
                "when IN is -), readable by its owner only, and only once every segment verified. To " +
                "standard output, each segment is written once it verified; a failure then exits 1 naming " +
                "the segment. Reordered, duplicated, truncated, cut, damaged or extended files, a changed " +
                "header and a wrong key each get their own message."
        },
        exitCodeList = {"0:every segment verified and the output was written",
            "1:the file did not verify (the message says how), the key or passphrase is wrong, or a file could not be read or written",
            "2:usage error (including an output that would replace an input)"})
final class OpenCommand implements Callable<Integer> {

    private static final String SUFFIX = ".sealed";

    @Spec
    private CommandSpec spec;

    @ParentCommand
    private Main main;

    @Option(names = {"-k", "--key"}, paramLabel = "FILE",
            description = "An SM2 private key: PEM or DER PKCS#8 (encrypted too) or SEC1, or 32 raw bytes. Repeat to try several.")
    private List<Path> keys = new ArrayList<>();

    @Option(names = "--key-passphrase-file", paramLabel = "FILE",
            description = "The passphrase of an encrypted --key (PKCS#8 PBES2): the file's first line.")
    private Path keyPassphrase;

    @Mixin
    private SealSecrets secrets;

    @Option(names = {"-o", "--out"}, paramLabel = "FILE",
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
        streams.checkInput();
        List<Sm2PrivateKey> privateKeys = new ArrayList<>();
        List<Identity> identities = new ArrayList<>();
        try {
            given(privateKeys, identities);
            streams.run((source, sink) -> {
                try (OpeningInputStream opening = new OpeningInputStream(source, recipients -> choose(recipients, identities),
                        threads.count(spec.commandLine()))) {
                    opening.transferTo(sink);
                } catch (Refused r) {
                    throw r.failure;
                }
            }, AtomicOutput.Secrecy.SECRET, replace.force, progress.progress, progress.quiet);
        } finally {
            identities.forEach(Identity::wipe);
            privateKeys.forEach(Sm2PrivateKey::destroy);
        }
        return 0;
    }

    /** The identities the options give, read before the file is. */
    private void given(List<Sm2PrivateKey> privateKeys, List<Identity> identities) throws CommandFailure {
        for (Path k : keys) {
            byte[] pass = keyPassphrase == null ? null : PassphraseOption.firstLine(keyPassphrase);
            Sm2PrivateKey key = Sm2KeyFiles.readPrivate(k, pass, "--key-passphrase-file");
            privateKeys.add(key);
            identities.add(Identity.sm2(key));
        }
        byte[] passphrase = secrets.passphrase(spec.commandLine(), false);
        if (passphrase != null) {
            identities.add(Identity.passphrase(passphrase));
            Arrays.fill(passphrase, (byte) 0);
        }
        byte[] key = secrets.keyFile();
        if (key != null) {
            identities.add(Identity.keyFile(key));
            Arrays.fill(key, (byte) 0);
        }
    }

    /**
     * The identities to try once the header is read: those given, or else a passphrase asked on
     * the terminal, and only when the file's one stanza is a passphrase stanza.
     */
    private List<Identity> choose(SealedRecipients recipients, List<Identity> identities) throws Refused {
        if (!identities.isEmpty()) {
            return identities;
        }
        if (!recipients.opensWithPassphrase()) {
            throw new ParameterException(spec.commandLine(), "nothing to open with: " + StreamedRun.displayName(in)
                    + " has " + recipients.describe() + " stanzas" + (recipients.passphrases() > 0
                    ? " (a passphrase opens only a file it alone protects)" : "") + ": give --key or --secret-file");
        }
        try {
            byte[] typed = SealSecrets.ask(spec.commandLine(), in, false, "nothing to open with");
            try {
                identities.add(Identity.passphrase(typed));
            } finally {
                Arrays.fill(typed, (byte) 0);
            }
            return identities;
        } catch (CommandFailure e) {
            throw new Refused(e);
        }
    }

    /** A failure of the terminal prompt, carried through the opening stream's constructor. */
    private static final class Refused extends java.io.IOException {
        private static final long serialVersionUID = 1L;
        private final transient CommandFailure failure;

        Refused(CommandFailure failure) {
            super(failure.getMessage());
            this.failure = failure;
        }
    }

    private Path defaultOutput() {
        if (StandardStreams.isDash(in)) {
            return in;
        }
        String name = in.toString();
        if (!name.endsWith(SUFFIX) || name.length() == SUFFIX.length() || name.endsWith("/" + SUFFIX)) {
            throw new ParameterException(spec.commandLine(),
                    FileNames.quote(name) + " does not end in " + SUFFIX + ": name the output with --out");
        }
        return Path.of(name.substring(0, name.length() - SUFFIX.length()));
    }
}
