package org.iotcrypt.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.security.cert.CRLException;
import java.security.cert.CertificateEncodingException;
import java.security.cert.CertificateParsingException;
import java.security.cert.X509CRL;
import java.security.cert.X509Certificate;
import java.security.spec.InvalidKeySpecException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import org.iotcrypt.cli.api.CommandFailure;
import org.iotcrypt.cli.api.FileNames;
import org.iotcrypt.pkix.Certificates;
import org.iotcrypt.pkix.CertificationRequest;
import org.iotcrypt.sm2.Sm2PrivateKey;
import org.iotcrypt.sm2.format.Sm2KeyEncoding;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
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

    @Option(names = "--json", description = "Print one JSON object with the same fields instead.")
    private boolean json;

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
            try {
                X509Certificate cert = Certificates.parse(data);
                return json ? JsonText.of(CertificateText.fields(cert)) + "\n" : CertificateText.text(cert);
            } catch (CertificateParsingException notACertificate) {
                // try the next kind
            } catch (CertificateEncodingException e) {
                throw new CommandFailure(FileNames.quote(file.toString()) + ": " + e.getMessage(), e);
            }
            try {
                return show(crl(Certificates.parseCrl(data)));
            } catch (CRLException notACrl) {
                // try the next kind
            }
            try {
                CertificationRequest r = CertificationRequest.parse(data);
                Map<String, Object> f = new LinkedHashMap<>();
                f.put("type", "PKCS#10 certification request");
                f.put("subject", CertificateText.name(r.subject()));
                f.put("key", "SM2 " + HexText.of(r.publicKey().encoded()));
                if (r.subjectAltNames() != null) {
                    f.put("alt names", r.subjectAltNames().toString());
                }
                return show(f);
            } catch (IOException notARequest) {
                // try the next kind
            }
            try {
                return show(Map.of("type", "SM2 public key", "point", HexText.of(Sm2KeyEncoding.decodePublic(data).encoded())));
            } catch (InvalidKeySpecException notPublic) {
                // try the next kind
            }
            try {
                Sm2PrivateKey key = Sm2KeyEncoding.decodePrivate(data);
                try {
                    return show(Map.of("type", "SM2 private key (not shown)", "public key", HexText.of(key.publicKey().encoded())));
                } finally {
                    key.destroy();
                }
            } catch (InvalidKeySpecException notPrivate) {
                throw new CommandFailure(FileNames.quote(file.toString())
                        + ": not a certificate, CRL, certification request or SM2 key");
            }
        } finally {
            java.util.Arrays.fill(data, (byte) 0);
        }
    }

    private static Map<String, Object> crl(X509CRL crl) {
        Map<String, Object> f = new LinkedHashMap<>();
        f.put("type", "CRL");
        f.put("issuer", CertificateText.name(crl.getIssuerX500Principal()));
        f.put("this update", crl.getThisUpdate().toInstant().toString());
        f.put("next update", crl.getNextUpdate() == null ? "none" : crl.getNextUpdate().toInstant().toString());
        f.put("revoked", crl.getRevokedCertificates() == null ? 0 : crl.getRevokedCertificates().size());
        f.put("signature", crl.getSigAlgName());
        return f;
    }

    /** Fields as JSON, or as text: the type, then one indented "key: value" line per field. */
    private String show(Map<String, Object> fields) {
        if (json) {
            return JsonText.of(fields) + "\n";
        }
        StringBuilder b = new StringBuilder(String.valueOf(fields.get("type"))).append('\n');
        fields.forEach((k, v) -> {
            if (!k.equals("type")) {
                b.append("  ").append(String.format(java.util.Locale.ROOT, "%-12s", k + ":")).append(v).append('\n');
            }
        });
        return b.toString();
    }
}
