package org.iotcrypt.cli;

import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.iotcrypt.cli.api.CommandFailure;
import org.iotcrypt.seal.Recipient;
import org.iotcrypt.seal.SealedAead;
import org.iotcrypt.seal.SealingOutputStream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code iotcrypt seal}: encrypts and authenticates a file into the sealed-file format
 * ({@code docs/sealed-format.md}) for SM2 recipients, passphrases and key files, streaming
 * through {@link StreamedRun}.
 */
@Command(name = "seal",
        description = {
            "Encrypt and authenticate a file with SM4-GCM or SM4-CCM.",
            "Encrypt and authenticate IN (a file, or - for standard input) with SM4-GCM or SM4-CCM in " +
                "segments, for every recipient given: SM2 public keys (--recipient) and a raw key file, " +
                "or else a passphrase, which is a file's only recipient (as in age). With none of them, " +
                "asks for a passphrase on the terminal (twice). Writes the output (--out; default IN.sealed; standard " +
                "output when IN is -), which appears only once complete. 'iotcrypt open' reverses it; the " +
                "format is docs/sealed-format.md. For example:",
            "  iotcrypt seal --recipient ops.crt --secret-file fleet.key firmware.bin"
        },
        exitCodeList = {"0:the output was written", "1:a file could not be read or written, or a key is not usable",
            "2:usage error (including an output that would replace an input)"})
final class SealCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @ParentCommand
    private Main main;

    @Option(names = {"-r", "--recipient"}, paramLabel = "FILE",
            description = "An SM2 public key that may open the file: PEM or DER SubjectPublicKeyInfo, an X.509 certificate,"
                    + " raw 64 or 65 bytes, or a private key file (its public half). Repeat for more recipients.")
    private List<Path> recipients = new ArrayList<>();

    @Mixin
    private SealSecrets secrets;

    @Option(names = "--aead", paramLabel = "AEAD", defaultValue = "gcm",
            description = "gcm or ccm: SM4-GCM or SM4-CCM, 16-byte tags (default: ${DEFAULT-VALUE}).")
    private String aead;

    @Option(names = "--segment-size", paramLabel = "N", defaultValue = "64K", converter = ByteSize.class,
            description = "Plaintext bytes per segment, 1K to 8M (default: ${DEFAULT-VALUE}); K and M are powers of 1024.")
    private int segmentSize;

    @Option(names = {"-o", "--out"}, paramLabel = "FILE", description = "Where to write (- for standard output; default: IN.sealed).")
    private Path out;

    @Mixin
    private OutputOptions.Replace replace;

    @Mixin
    private OutputOptions.Progress progress;

    @Mixin
    private OutputOptions.Threads threads;

    @Parameters(paramLabel = "IN", description = "The file to seal, or - for standard input.")
    private Path in;

    @Override
    public Integer call() throws CommandFailure {
        SealedAead kind = switch (aead.toLowerCase(Locale.ROOT)) {
            case "gcm" -> SealedAead.GCM;
            case "ccm" -> SealedAead.CCM;
            default -> throw new ParameterException(spec.commandLine(), "--aead must be gcm or ccm, not '" + aead + "'");
        };
        if (segmentSize < 1024 || segmentSize > 8 * 1024 * 1024) {
            throw new ParameterException(spec.commandLine(), "--segment-size must be 1K to 8M, not " + segmentSize + " bytes");
        }
        Path target = out != null ? out : StandardStreams.isDash(in) ? in : Path.of(in + ".sealed");
        StandardStreams.refuseTerminal(spec.commandLine(), target, "a sealed file");
        if (secrets.hasPassphrase() && (!recipients.isEmpty() || secrets.keyFile != null)) {
            throw new ParameterException(spec.commandLine(), "a passphrase is a sealed file's only recipient (a reader"
                    + " tries a passphrase on no other file): seal for --recipient and --secret-file, or for the passphrase alone");
        }
        StreamedRun streams = new StreamedRun(main, spec.commandLine(), in, target);
        List<Path> inputs = new ArrayList<>(recipients);
        inputs.addAll(secrets.files());
        streams.checkOutput(inputs, replace.force);
        streams.checkInput();
        List<Recipient> to = recipients();
        streams.run((source, sink) -> {
            try (SealingOutputStream sealing = new SealingOutputStream(sink, to, kind, segmentSize, new SecureRandom(),
                    threads.count(spec.commandLine()))) {
                source.transferTo(sealing);
            }
        }, AtomicOutput.Secrecy.PUBLIC, replace.force, progress.progress, progress.quiet);
        return 0;
    }

    /** Everyone the options name; a passphrase asked on the terminal when they name no one. */
    private List<Recipient> recipients() throws CommandFailure {
        List<Recipient> to = new ArrayList<>();
        for (Path r : recipients) {
            to.add(Recipient.sm2(Sm2KeyFiles.readPublic(r)));
        }
        byte[] passphrase = secrets.passphrase(spec.commandLine(), true);
        if (passphrase != null) {
            to.add(Recipient.passphrase(passphrase));
            Arrays.fill(passphrase, (byte) 0);
        }
        byte[] key = secrets.keyFile();
        if (key != null) {
            to.add(Recipient.keyFile(key));
            Arrays.fill(key, (byte) 0);
        }
        if (to.isEmpty()) {
            byte[] typed = SealSecrets.ask(spec.commandLine(), in, true, "no recipient");
            try {
                to.add(Recipient.passphrase(typed));
            } finally {
                Arrays.fill(typed, (byte) 0);
            }
        }
        if (to.size() > 255) {
            throw new ParameterException(spec.commandLine(), "a sealed file has at most 255 recipients, not " + to.size());
        }
        return to;
    }

}
