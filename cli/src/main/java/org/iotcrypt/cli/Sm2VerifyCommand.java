package org.iotcrypt.cli;

import java.nio.file.Path;
import java.security.SignatureException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import org.iotcrypt.cli.api.CommandFailure;
import org.iotcrypt.cli.api.FileNames;
import org.iotcrypt.cli.api.InputFiles;
import org.iotcrypt.sm2.Sm2PublicKey;
import org.iotcrypt.sm2.Sm2SignatureStream;
import org.iotcrypt.sm2.Sm2UserId;
import org.iotcrypt.sm2.format.Sm2SignatureEncoding;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code iotcrypt sm2 verify}: checks a DER SM3withSM2 signature of a file. It tells a signature
 * that does not match (exit 1) from a signature file that is not a signature at all (exit 1 too,
 * with a different message), so that a user knows whether to suspect the data or the file.
 */
@Command(name = "verify",
        description = {
            "Verify an SM2 signature of a file (SM3withSM2).",
            "Verify an SM2 signature of FILE (SM3withSM2, GB/T 32918.2). The signature (--signature) is DER, as 'openssl " +
                "pkeyutl -sign -rawin -digest sm3' writes it (OpenSSL 3.0 signs under an empty ID unless " +
                "given distid: check those with --id ''). A signature that does not match and a file that " +
                "is no signature both exit 1, with different messages, and a signature that holds only " +
                "under the empty ID says so. With --trust, --signer is the signer's certificate and its chain " +
                "to a trusted root is validated first (exit 1 if it does not validate)."
        },
        exitCodeList = {"0:the signature is valid", "1:the signature is invalid or malformed, or a file could not be read",
            "2:usage error"})
final class Sm2VerifyCommand implements Callable<Integer> {

    /** A DER SM2 signature is at most 72 bytes; a larger file is no signature. */
    private static final long MAX_SIGNATURE_FILE = 1024;

    @ParentCommand
    private Sm2Command sm2;

    @Spec
    private CommandSpec spec;

    @Option(names = "--signer", paramLabel = "FILE",
            description = "The signer's public key: PEM or DER SubjectPublicKeyInfo, an X.509 certificate (PEM or DER; its key is used, the certificate is not checked), or a raw point (a private key file works too).")
    private Path key;

    /** {@code -k, --key}: the spelling before issue 44, hidden, kept for a release. */
    @Option(names = {"-k", "--key"}, hidden = true, paramLabel = "FILE")
    private void setKeyAsBefore(Path p) {
        key = p;
    }

    @Option(names = {"-s", "--signature"}, required = true, paramLabel = "FILE", description = "The DER signature.")
    private Path signatureFile;

    @Mixin
    private UserIdOptions id;

    @Option(names = "--json", description = "Print the verdict as one JSON object on standard output "
            + "(file, valid, message, chainValidated); the exit code is the same.")
    private boolean json;

    @Option(names = "--trust", paramLabel = "FILE",
            description = "Trusted root certificates (PEM or DER, one or many): --signer must then be the signer's certificate, and its chain is validated (RFC 5280) before the signature is checked.")
    private Path trust;

    @Option(names = "--chain", paramLabel = "FILE",
            description = "With --trust: the intermediate certificates between the signer and a root, in any order.")
    private Path chain;

    @Option(names = "--crl", paramLabel = "FILE",
            description = "With --trust: CRLs (PEM or DER); given any, every certificate of the chain must have a current CRL of its issuer and not be in it. Repeatable.")
    private java.util.List<Path> crls = new java.util.ArrayList<>();

    @Parameters(paramLabel = "FILE", description = "The signed file, or - for standard input.")
    private Path file;

    @Override
    public Integer call() throws CommandFailure {
        CommandLine cli = spec.commandLine();
        StandardStreams.refuseElsewhere(spec, Set.of("FILE"), Set.of());
        Sm2UserId userId = id.userId(cli);
        if (trust == null && (chain != null || !crls.isEmpty())) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(), "--chain and --crl go with --trust");
        }
        if (trust != null) {
            SignerChain.validate(key, chain, trust, crls);
        }
        Sm2PublicKey publicKey = Sm2KeyFiles.readPublic(key);
        byte[] der = InputFiles.readAll(signatureFile, MAX_SIGNATURE_FILE, "not a DER SM2 signature (too large)");
        byte[] signature;
        try {
            signature = Sm2SignatureEncoding.fromDer(der);
        } catch (SignatureException e) {
            throw new CommandFailure(FileNames.quote(signatureFile.toString())
                    + ": not a DER SM2 signature (" + e.getMessage() + ")", e);
        }
        if (!Sm2Inputs.feed(cli, Sm2SignatureStream.verifier(publicKey, userId), file).verify(signature)) {
            String why = "signature INVALID (wrong key, wrong user ID, or the file or the signature was changed)"
                    + emptyIdHint(cli, publicKey, userId, signature);
            if (json) {
                cli.getOut().print(JsonText.of(result(false, why)) + "\n");
            } else {
                sm2.reporter().error(StandardStreams.name(file) + ": " + why, null);
            }
            return Main.FAILED;
        }
        cli.getOut().print(json ? JsonText.of(result(true, "signature OK")) + "\n" : StandardStreams.name(file) + ": signature OK\n");
        return 0;
    }

    /** What --json prints: the file, the verdict, why, and whether a chain was validated first. */
    private Map<String, Object> result(boolean valid, String message) {
        Map<String, Object> r = new LinkedHashMap<>();
        r.put("file", StandardStreams.name(file));
        r.put("valid", valid);
        r.put("message", message);
        r.put("chainValidated", trust != null);
        return r;
    }

    /**
     * When a signature fails under a non-empty ID, whether it holds under the empty ID that
     * OpenSSL 3.0's command line signs with by default ({@code dgst -sign}, {@code pkeyutl
     * -sign}): the file is read again for it (standard input cannot be, so the hint is general).
     * Everything here is public: the key, the signature, the data.
     */
    private String emptyIdHint(CommandLine cli, Sm2PublicKey publicKey, Sm2UserId userId, byte[] signature)
            throws CommandFailure {
        if (userId.length() == 0) {
            return "";
        }
        String advice = "OpenSSL 3.0's 'dgst -sign' and 'pkeyutl -sign' sign with an empty ID unless given -sigopt"
                + " distid:1234567812345678; --id '' checks such a signature";
        if (StandardStreams.isDash(file)) {
            return ". If OpenSSL 3.0 signed it: " + advice;
        }
        Sm2UserId empty = Sm2UserId.of(new byte[0]);
        if (Sm2Inputs.feed(cli, Sm2SignatureStream.verifier(publicKey, empty), file).verify(signature)) {
            return ". It is valid under the empty user ID instead: " + advice;
        }
        return "";
    }
}
