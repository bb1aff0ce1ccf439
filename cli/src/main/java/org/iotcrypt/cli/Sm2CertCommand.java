package org.iotcrypt.cli;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.security.SignatureException;
import java.security.cert.CertificateEncodingException;
import java.security.cert.CertificateParsingException;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;
import java.util.concurrent.Callable;
import org.iotcrypt.cli.api.CommandFailure;
import org.iotcrypt.cli.api.FileNames;
import org.iotcrypt.cli.api.InputFiles;
import org.iotcrypt.pkix.CertificateBuilder;
import org.iotcrypt.pkix.Certificates;
import org.iotcrypt.pkix.CertificationRequest;
import org.iotcrypt.pkix.Sm2CertificateIdPolicy;
import org.iotcrypt.sm2.Sm2PrivateKey;
import org.iotcrypt.sm2.Sm2PublicKey;
import org.iotcrypt.sm2.format.Sm2KeyEncoding;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code iotcrypt sm2 cert}: an X.509 v3 certificate signed with SM3withSM2, self-signed or
 * issued from a request by a CA, with the extensions OpenSSL sets (basicConstraints, keyUsage,
 * subjectAltName, subject and authority key identifiers).
 */
@Command(name = "cert",
        description = {
            "Make an X.509 certificate signed with SM3withSM2.",
            "Make an X.509 certificate (PEM) signed with SM3withSM2: self-signed (--self-sign --key " +
                "--subject) or from a request by a CA (--csr --ca-key --ca-cert). A CA certificate (--ca) " +
                "gets basicConstraints critical CA:TRUE [pathlen] and keyUsage keyCertSign, cRLSign; " +
                "others CA:FALSE and keyUsage digitalSignature, keyEncipherment. With --sign-id empty " +
                "'openssl verify' accepts the certificate; with the default ID, Bouncy Castle does."
        },
        exitCodeList = {"0:the certificate was written",
            "1:a file could not be read or written, a key is bad, or the request's signature does not verify",
            "2:usage error"})
final class Sm2CertCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(names = "--self-sign", description = "Make a self-signed certificate for --key and --subject.")
    private boolean selfSign;

    @Option(names = {"-k", "--key"}, paramLabel = "FILE", description = "With --self-sign: the SM2 private key.")
    private Path key;

    @Mixin
    private Sm2PassphraseOption passphrase;

    @Option(names = "--subject", paramLabel = "NAME", description = "With --self-sign: the subject, e.g. /O=Org/CN=Root CA.")
    private String subject;

    @Option(names = "--csr", paramLabel = "FILE", description = "The request to certify (its signature is checked).")
    private Path csr;

    @Option(names = "--ca-key", paramLabel = "FILE", description = "The issuing CA's private key.")
    private Path caKey;

    @Option(names = "--ca-cert", paramLabel = "FILE", description = "The issuing CA's certificate.")
    private Path caCert;

    @Option(names = "--days", paramLabel = "N", defaultValue = "365", description = "Days of validity from now (default 365).")
    private int days;

    @Option(names = "--ca", description = "The subject is a CA.")
    private boolean ca;

    @Option(names = "--path-len", paramLabel = "N", description = "With --ca: the pathLenConstraint.")
    private Integer pathLen;

    @Mixin
    private CertificateOptions options;

    @Option(names = {"-o", "--out"}, required = true, paramLabel = "FILE", description = "Where to write the certificate.")
    private Path out;

    @Mixin
    private OutputOptions.Replace replace;

    @Override
    public Integer call() throws CommandFailure {
        CommandLine cli = spec.commandLine();
        checkUsage(cli);
        StandardStreams.refuseElsewhere(spec, java.util.Set.of(), java.util.Set.of("--out"));
        List<Path> inputs = new ArrayList<>();
        for (Path p : new Path[] {key, csr, caKey, caCert}) {
            if (p != null) {
                inputs.add(p);
            }
        }
        StandardStreams.checkOutput(cli, out, inputs, replace.force, false);
        Date now = new Date();
        CertificateBuilder b = new CertificateBuilder()
                .serial(new BigInteger(1, randomSerial()))
                .validity(now, new Date(now.getTime() + days * 86_400_000L));
        if (ca) {
            b.basicConstraints(true, pathLen == null ? -1 : pathLen);
            b.keyUsage(5, 6);
        } else {
            // No basicConstraints on an end entity (RFC 5280 4.2.1.9 lets it be left out): its
            // DER for cA FALSE is an empty SEQUENCE, which GmSSL 3.3 refuses ("Invalid Entity
            // Certificate", x509_basic_constraints_from_der), and with it every TLS handshake.
            b.keyUsage(0, 2);
        }
        Sm2PrivateKey signer = Sm2KeyFiles.readPrivate(selfSign ? key : caKey, passphrase.read());
        try {
            Sm2PublicKey issuerKey = signer.publicKey();
            if (selfSign) {
                b.subject(CertificateOptions.subject(cli, subject)).subjectKey(issuerKey).authorityKey(issuerKey);
            } else {
                CertificationRequest request = readRequest();
                X509Certificate issuer = readCa(issuerKey);
                b.subject(request.subject()).issuer(issuer.getSubjectX500Principal()).subjectKey(request.publicKey())
                        .authorityKey(issuerKey);
                if (options.altNames.isEmpty()) {
                    b.subjectAltNames(request);
                }
            }
            if (!options.altNames.isEmpty()) {
                try {
                    b.subjectAltNames(options.altNames);
                } catch (IllegalArgumentException e) {
                    throw new ParameterException(cli, "--san: " + e.getMessage());
                }
            }
            X509Certificate cert = b.sign(signer, options.id(cli), new SecureRandom());
            StandardStreams.write(cli, out, Sm2KeyEncoding.pemBytes("CERTIFICATE", cert.getEncoded()),
                    AtomicOutput.Secrecy.PUBLIC, replace.force);
        } catch (CertificateEncodingException e) {
            throw new CommandFailure("cannot encode the certificate: " + e.getMessage(), e);
        } finally {
            signer.destroy();
        }
        return 0;
    }

    private void checkUsage(CommandLine cli) {
        if (selfSign == (csr != null)) {
            throw new ParameterException(cli, "give either --self-sign (with --key and --subject) or --csr (with --ca-key and --ca-cert)");
        }
        if (selfSign && (key == null || subject == null || caKey != null || caCert != null)) {
            throw new ParameterException(cli, "--self-sign takes --key and --subject, and no --ca-key or --ca-cert");
        }
        if (!selfSign && (caKey == null || caCert == null || key != null || subject != null)) {
            throw new ParameterException(cli, "--csr takes --ca-key and --ca-cert (the subject and key come from the request)");
        }
        if (pathLen != null && (!ca || pathLen < 0)) {
            throw new ParameterException(cli, "--path-len takes a number of 0 or more, with --ca");
        }
        if (days < 1 || days > 36_500) {
            throw new ParameterException(cli, "--days must be 1..36500");
        }
    }

    private CertificationRequest readRequest() throws CommandFailure {
        CertificationRequest request;
        try {
            request = CertificationRequest.parse(InputFiles.readAll(csr, 1 << 20, "too large for a request"));
        } catch (IOException e) {
            throw new CommandFailure(FileNames.quote(csr.toString()) + ": not a certification request: " + e.getMessage());
        }
        try {
            request.verify(Sm2CertificateIdPolicy.STANDARD_THEN_EMPTY);
        } catch (SignatureException e) {
            throw new CommandFailure(FileNames.quote(csr.toString()) + ": the request's signature does not verify"
                    + " under its key (standard or empty ID)");
        }
        return request;
    }

    private X509Certificate readCa(Sm2PublicKey caPublic) throws CommandFailure {
        X509Certificate issuer;
        try {
            issuer = Certificates.parse(InputFiles.readAll(caCert, 1 << 20, "too large for a certificate"));
        } catch (CertificateParsingException e) {
            throw new CommandFailure(FileNames.quote(caCert.toString()) + ": " + e.getMessage());
        }
        if (issuer.getBasicConstraints() < 0) {
            throw new CommandFailure(FileNames.quote(caCert.toString()) + ": not a CA certificate (basicConstraints cA is not set)");
        }
        if (!java.util.Arrays.equals(issuer.getPublicKey().getEncoded(),
                org.iotcrypt.sm2.format.Sm2KeyEncoding.encodeSpki(caPublic))) {
            throw new CommandFailure(FileNames.quote(caKey.toString()) + ": this key is not the one "
                    + FileNames.quote(caCert.toString()) + " certifies");
        }
        return issuer;
    }

    /** 16 random bytes, top bit clear: a positive serial as OpenSSL makes them (it uses 20). */
    private static byte[] randomSerial() {
        byte[] s = new byte[16];
        new SecureRandom().nextBytes(s);
        s[0] &= 0x7f;
        s[0] |= 0x01;
        return s;
    }
}
