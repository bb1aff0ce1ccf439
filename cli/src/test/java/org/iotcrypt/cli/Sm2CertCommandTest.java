package org.iotcrypt.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SignatureException;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.util.List;
import org.bouncycastle.jce.provider.BouncyCastleProvider;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code sm2 req}, {@code sm2 cert} and {@code sm2 show}, judged by the peers: with
 * {@code --sign-id empty} the request passes {@code openssl req -verify} and the chain
 * {@code openssl verify}; with the default ID Bouncy Castle verifies every signature (and
 * {@code openssl verify} refuses, as it refuses standard-ID certificates from anyone).
 */
class Sm2CertCommandTest {

    @TempDir
    Path dir;

    @BeforeEach
    void keys() {
        Peers.assumeOpensslSm2();
        ok(CliRun.of("sm2", "keygen", "--private", path("root.key"), "--public", path("root.pub")));
        ok(CliRun.of("sm2", "keygen", "--private", path("leaf.key"), "--public", path("leaf.pub")));
    }

    /** Root (CA, pathlen 0) and a leaf from a request, signed under {@code id}. */
    private void chain(String id) {
        ok(CliRun.of("sm2", "cert", "--self-sign", "--key", path("root.key"), "--subject", "/C=CN/O=iotcrypt tests/CN=CLI Root",
                "--ca", "--path-len", "0", "--days", "30", "--sign-id", id, "--force", "-o", path("root.pem")));
        ok(CliRun.of("sm2", "req", "--key", path("leaf.key"), "--subject", "/O=iotcrypt tests/CN=device-17",
                "--san", "DNS:device-17.example", "--san", "IP:192.0.2.17", "--sign-id", id, "--force", "-o", path("leaf.csr")));
        ok(CliRun.of("sm2", "cert", "--csr", path("leaf.csr"), "--ca-key", path("root.key"), "--ca-cert", path("root.pem"),
                "--sign-id", id, "--force", "-o", path("leaf.pem")));
    }

    @Test
    void withTheEmptyIdOpensslAcceptsRequestAndChain() {
        chain("empty");
        assertEquals(0, openssl("req", "-in", path("leaf.csr"), "-verify", "-noout").exitCode());
        Peers.Output v = openssl("verify", "-CAfile", path("root.pem"), path("leaf.pem"));
        assertEquals(0, v.exitCode(), v.err());
        assertEquals(path("leaf.pem") + ": OK\n", v.out());
        Peers.Output text = openssl("x509", "-in", path("leaf.pem"), "-noout", "-text");
        assertTrue(text.out().contains("DNS:device-17.example, IP Address:192.0.2.17"), text.out());
        assertTrue(text.out().contains("Digital Signature, Key Encipherment"), text.out());
        Peers.Output root = openssl("x509", "-in", path("root.pem"), "-noout", "-text");
        assertTrue(root.out().contains("CA:TRUE, pathlen:0"), root.out());
        assertTrue(root.out().contains("Certificate Sign, CRL Sign"), root.out());
    }

    @Test
    void withTheDefaultIdBouncyCastleVerifiesAndOpensslDoesNot() throws Exception {
        chain("default");
        CertificateFactory bc = CertificateFactory.getInstance("X.509", new BouncyCastleProvider());
        X509Certificate root = (X509Certificate) bc.generateCertificate(new ByteArrayInputStream(Files.readAllBytes(dir.resolve("root.pem"))));
        X509Certificate leaf = (X509Certificate) bc.generateCertificate(new ByteArrayInputStream(Files.readAllBytes(dir.resolve("leaf.pem"))));
        root.verify(root.getPublicKey(), new BouncyCastleProvider());
        leaf.verify(root.getPublicKey(), new BouncyCastleProvider());
        assertEquals(List.of("DNS:device-17.example", "IP:192.0.2.17"), leaf.getSubjectAlternativeNames().stream()
                .map(n -> ((Integer) n.get(0) == 2 ? "DNS:" : "IP:") + n.get(1)).toList());
        assertEquals(0, root.getBasicConstraints());
        assertEquals(-1, leaf.getBasicConstraints());
        assertTrue(openssl("verify", "-CAfile", path("root.pem"), path("leaf.pem")).exitCode() != 0);
        // An empty-ID certificate is one Bouncy Castle refuses: the option makes a difference.
        chain("empty");
        X509Certificate emptyRoot = (X509Certificate) bc.generateCertificate(
                new ByteArrayInputStream(Files.readAllBytes(dir.resolve("root.pem"))));
        assertThrows(SignatureException.class, () -> emptyRoot.verify(emptyRoot.getPublicKey(), new BouncyCastleProvider()));
    }

    @Test
    void theRequestsSignatureIsCheckedAndUsageErrorsAreUsageErrors() throws Exception {
        chain("empty");
        byte[] csr = Files.readAllBytes(dir.resolve("leaf.csr"));
        // A request whose signature does not hold: another key's request with this one's subject is not possible
        // to forge here, so alter the DER's subject text instead.
        Path der = dir.resolve("leaf.csr.der");
        assertEquals(0, openssl("req", "-in", path("leaf.csr"), "-outform", "DER", "-out", der.toString()).exitCode());
        byte[] bytes = Files.readAllBytes(der);
        int at = new String(bytes, java.nio.charset.StandardCharsets.ISO_8859_1).indexOf("device-17");
        bytes[at] = 'D';
        Files.write(der, bytes);
        CliRun bad = CliRun.of("sm2", "cert", "--csr", der.toString(), "--ca-key", path("root.key"), "--ca-cert",
                path("root.pem"), "-o", path("bad.pem"));
        assertEquals(1, bad.exitCode(), bad.err());
        assertTrue(bad.err().contains("the request's signature does not verify"), bad.err());
        assertTrue(!Files.exists(dir.resolve("bad.pem")));
        assertTrue(csr.length > 0);

        assertEquals(2, CliRun.of("sm2", "cert", "--self-sign", "--csr", path("leaf.csr"), "-o", path("x.pem")).exitCode());
        assertEquals(2, CliRun.of("sm2", "cert", "--self-sign", "--key", path("root.key"), "--subject", "CN=no slash",
                "-o", path("x.pem")).exitCode());
        assertEquals(2, CliRun.of("sm2", "cert", "--self-sign", "--key", path("root.key"), "--subject", "/CN=x",
                "--path-len", "1", "-o", path("x.pem")).exitCode());
        // The leaf key cannot issue: its certificate is no CA.
        CliRun notCa = CliRun.of("sm2", "cert", "--csr", path("leaf.csr"), "--ca-key", path("leaf.key"), "--ca-cert",
                path("leaf.pem"), "-o", path("y.pem"));
        assertEquals(1, notCa.exitCode());
        assertTrue(notCa.err().contains("not a CA certificate"), notCa.err());
        // Nor does a CA certificate go with another key.
        CliRun wrongKey = CliRun.of("sm2", "cert", "--csr", path("leaf.csr"), "--ca-key", path("leaf.key"), "--ca-cert",
                path("root.pem"), "-o", path("y.pem"));
        assertEquals(1, wrongKey.exitCode());
        assertTrue(wrongKey.err().contains("is not the one"), wrongKey.err());
    }

    @Test
    void showPrintsEachKindInShortForm() {
        chain("default");
        CliRun cert = CliRun.of("sm2", "show", path("leaf.pem"));
        ok(cert);
        assertTrue(cert.out().contains("subject:   O = iotcrypt tests, CN = device-17"), cert.out());
        assertTrue(cert.out().contains("issuer:    C = CN, O = iotcrypt tests, CN = CLI Root"), cert.out());
        assertTrue(cert.out().contains("signature: SM3withSM2"), cert.out());
        CliRun req = CliRun.of("sm2", "show", path("leaf.csr"));
        ok(req);
        assertTrue(req.out().startsWith("PKCS#10 certification request"), req.out());
        CliRun key = CliRun.of("sm2", "show", path("leaf.key"));
        ok(key);
        assertTrue(key.out().startsWith("SM2 private key (not shown)"), key.out());
        CliRun pub = CliRun.of("sm2", "show", path("leaf.pub"));
        ok(pub);
        assertTrue(key.out().contains(pub.out().substring(pub.out().indexOf("point:") + 12).strip()), pub.out());
    }

    @Test
    void verifyWithTrustValidatesTheSignersChainFirst() throws Exception {
        chain("empty");
        ok(CliRun.of("sm2", "keygen", "--private", path("int.key"), "--public", path("int.pub")));
        ok(CliRun.of("sm2", "keygen", "--private", path("dev.key"), "--public", path("dev.pub")));
        ok(CliRun.of("sm2", "cert", "--self-sign", "--key", path("root.key"), "--subject", "/CN=Deep Root", "--ca",
                "-o", path("deep-root.pem")));
        ok(CliRun.of("sm2", "req", "--key", path("int.key"), "--subject", "/CN=Deep Intermediate", "-o", path("int.csr")));
        ok(CliRun.of("sm2", "cert", "--csr", path("int.csr"), "--ca-key", path("root.key"), "--ca-cert", path("deep-root.pem"),
                "--ca", "-o", path("int.pem")));
        ok(CliRun.of("sm2", "req", "--key", path("dev.key"), "--subject", "/CN=device-18", "-o", path("dev.csr")));
        ok(CliRun.of("sm2", "cert", "--csr", path("dev.csr"), "--ca-key", path("int.key"), "--ca-cert", path("int.pem"),
                "-o", path("dev.pem")));
        Path message = Files.write(dir.resolve("fw.bin"), new byte[] {1, 2, 3, 4});
        ok(CliRun.of("sm2", "sign", "--key", path("dev.key"), "-o", path("fw.sig"), message.toString()));

        CliRun good = CliRun.of("sm2", "verify", "--key", path("dev.pem"), "--chain", path("int.pem"), "--trust",
                path("deep-root.pem"), "-s", path("fw.sig"), message.toString());
        ok(good);
        assertEquals(message + ": signature OK\n", good.out());
        // Without the intermediate, or against another root, the chain does not validate: exit 1, nothing verified.
        CliRun noChain = CliRun.of("sm2", "verify", "--key", path("dev.pem"), "--trust", path("deep-root.pem"),
                "-s", path("fw.sig"), message.toString());
        assertEquals(1, noChain.exitCode());
        assertTrue(noChain.err().contains("chain does not validate"), noChain.err());
        CliRun otherRoot = CliRun.of("sm2", "verify", "--key", path("dev.pem"), "--chain", path("int.pem"), "--trust",
                path("root.pem"), "-s", path("fw.sig"), message.toString());
        assertEquals(1, otherRoot.exitCode());
        assertEquals("", otherRoot.out());
        assertEquals(2, CliRun.of("sm2", "verify", "--key", path("dev.pem"), "--chain", path("int.pem"),
                "-s", path("fw.sig"), message.toString()).exitCode());

        // A CRL of the intermediate (made by openssl ca with our key) that revokes the device.
        Path ca = Files.createDirectories(dir.resolve("ca"));
        Files.writeString(ca.resolve("index.txt"), "");
        Files.writeString(ca.resolve("crlnumber"), "01\n");
        Files.writeString(ca.resolve("ca.cnf"), "[ca]\ndefault_ca=x\n[x]\ndatabase=" + ca.resolve("index.txt")
                + "\ncrlnumber=" + ca.resolve("crlnumber") + "\ndefault_md=sm3\ndefault_crl_days=30\n");
        assertEquals(0, openssl("ca", "-config", ca.resolve("ca.cnf").toString(), "-keyfile", path("int.key"), "-cert",
                path("int.pem"), "-revoke", path("dev.pem")).exitCode());
        assertEquals(0, openssl("ca", "-config", ca.resolve("ca.cnf").toString(), "-keyfile", path("int.key"), "-cert",
                path("int.pem"), "-gencrl", "-out", path("int.crl")).exitCode());
        ca = Files.createDirectories(dir.resolve("rootca"));
        Files.writeString(ca.resolve("index.txt"), "");
        Files.writeString(ca.resolve("crlnumber"), "01\n");
        Files.writeString(ca.resolve("ca.cnf"), "[ca]\ndefault_ca=x\n[x]\ndatabase=" + ca.resolve("index.txt")
                + "\ncrlnumber=" + ca.resolve("crlnumber") + "\ndefault_md=sm3\ndefault_crl_days=30\n");
        assertEquals(0, openssl("ca", "-config", ca.resolve("ca.cnf").toString(), "-keyfile", path("root.key"), "-cert",
                path("deep-root.pem"), "-gencrl", "-out", path("root.crl")).exitCode());
        CliRun revoked = CliRun.of("sm2", "verify", "--key", path("dev.pem"), "--chain", path("int.pem"), "--trust",
                path("deep-root.pem"), "--crl", path("int.crl"), "--crl", path("root.crl"), "-s", path("fw.sig"), message.toString());
        assertEquals(1, revoked.exitCode());
        assertTrue(revoked.err().contains("revoked"), revoked.err());
    }

    private Peers.Output openssl(String... args) {
        List<String> command = new java.util.ArrayList<>(List.of("openssl"));
        command.addAll(List.of(args));
        return Peers.run(command, null, dir);
    }

    private String path(String name) {
        return dir.resolve(name).toString();
    }

    private static void ok(CliRun r) {
        assertEquals(0, r.exitCode(), r.err());
        assertEquals("", r.err());
    }
}
