package org.iotcrypt.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.security.cert.CRLException;
import java.security.cert.CertificateParsingException;
import java.security.spec.InvalidKeySpecException;
import java.util.concurrent.Callable;
import org.iotcrypt.cli.api.CommandFailure;
import org.iotcrypt.cli.api.FileNames;
import org.iotcrypt.pkix.Certificates;
import org.iotcrypt.pkix.CertificationRequest;
import org.iotcrypt.sm2.Sm2PrivateKey;
import org.iotcrypt.sm2.format.Sm2KeyEncoding;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code iotcrypt sm2 show}: a certificate, CRL, certification request or key in short readable
 * form (like {@code openssl x509 -noout -text}, shorter). A private key shows its public key only.
 */
@Command(name = "show",
        description = {
            "Print a certificate, CRL, request or SM2 key in short form.",
            "Print a certificate, CRL, certification request or SM2 key (DER or PEM) in short form; a " +
                "private key shows only its public key."
        },
        exitCodeList = {"0:printed", "1:the file could not be read or is none of these", "2:usage error"})
final class Sm2ShowCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "FILE", description = "The file to show, or - for standard input.")
    private Path file;

    @Override
    public Integer call() throws CommandFailure {
        StandardStreams.refuseElsewhere(spec, java.util.Set.of("FILE"), java.util.Set.of());
        byte[] data = StandardStreams.readAll(spec.commandLine(), file, 1 << 20, "too large for a certificate or key");
        spec.commandLine().getOut().print(describe(data));
        spec.commandLine().getOut().flush();
        return 0;
    }

    private String describe(byte[] data) throws CommandFailure {
        try {
            return Certificates.parse(data).toString();
        } catch (CertificateParsingException notACertificate) {
            // try the next kind
        }
        try {
            return Certificates.parseCrl(data).toString() + "\n";
        } catch (CRLException notACrl) {
            // try the next kind
        }
        try {
            CertificationRequest r = CertificationRequest.parse(data);
            return "PKCS#10 certification request\n  subject:    " + r.subject().getName() + "\n  key:        SM2 "
                    + HexText.of(r.publicKey().encoded()) + "\n"
                    + (r.subjectAltNames() == null ? "" : "  alt names:  " + r.subjectAltNames() + "\n");
        } catch (IOException notARequest) {
            // try the next kind
        }
        try {
            return "SM2 public key\n  point:      " + HexText.of(Sm2KeyEncoding.decodePublic(data).encoded()) + "\n";
        } catch (InvalidKeySpecException notPublic) {
            // try the next kind
        }
        try {
            Sm2PrivateKey key = Sm2KeyEncoding.decodePrivate(data);
            try {
                return "SM2 private key (not shown)\n  public key: " + HexText.of(key.publicKey().encoded()) + "\n";
            } finally {
                key.destroy();
            }
        } catch (InvalidKeySpecException notPrivate) {
            throw new CommandFailure(FileNames.quote(file.toString())
                    + ": not a certificate, CRL, certification request or SM2 key");
        } finally {
            java.util.Arrays.fill(data, (byte) 0);
        }
    }
}
