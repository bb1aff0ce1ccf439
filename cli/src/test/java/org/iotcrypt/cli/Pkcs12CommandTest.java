package org.iotcrypt.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code iotcrypt pkcs12 export|import|show} against {@code openssl pkcs12} (OpenSSL 3.0): what we
 * export, OpenSSL opens to the same key and certificate; what OpenSSL exports, we import to the
 * same key (compared through {@code openssl pkey -pubout}) and the same certificate bytes.
 */
class Pkcs12CommandTest {

    @TempDir
    Path dir;
    private Path key;
    private Path cert;
    private Path pass;

    @BeforeEach
    void opensslKeyAndCertificate() throws Exception {
        Peers.assumeOpensslSm2();
        key = dir.resolve("k.pem");
        cert = dir.resolve("c.pem");
        pass = Files.writeString(dir.resolve("pw.txt"), "p12 pässword\n");
        assertEquals(0, openssl("genpkey", "-algorithm", "SM2", "-out", key.toString()).exitCode());
        assertEquals(0, openssl("req", "-x509", "-key", key.toString(), "-sm3", "-sigopt", "distid:1234567812345678",
                "-subj", "/O=Example/CN=device-17", "-days", "30", "-out", cert.toString()).exitCode());
    }

    private Peers.Output openssl(String... args) {
        List<String> command = new java.util.ArrayList<>(List.of("openssl"));
        command.addAll(List.of(args));
        return Peers.run(command, null, dir);
    }

    private String publicKey(Path privateKey) {
        Peers.Output o = openssl("pkey", "-in", privateKey.toString(), "-pubout");
        assertEquals(0, o.exitCode(), o.err());
        return o.out();
    }

    private String certificateDer(Path pem) {
        Peers.Output o = openssl("x509", "-in", pem.toString(), "-noout", "-fingerprint", "-sha256");
        assertEquals(0, o.exitCode(), o.err());
        return o.out();
    }

    @Test
    void opensslOpensWhatWeExport() {
        Path p12 = dir.resolve("ours.p12");
        CliRun r = CliRun.of("pkcs12", "export", "--key", key.toString(), "--chain", cert.toString(), "--passphrase-file",
                pass.toString(), "-o", p12.toString());
        assertEquals(0, r.exitCode(), r.err());
        Peers.Output keyOut = openssl("pkcs12", "-in", p12.toString(), "-passin", "file:" + pass, "-nocerts", "-nodes",
                "-out", dir.resolve("o.key").toString());
        assertEquals(0, keyOut.exitCode(), keyOut.err());
        assertEquals(publicKey(key), publicKey(dir.resolve("o.key")));
        Peers.Output certOut = openssl("pkcs12", "-in", p12.toString(), "-passin", "file:" + pass, "-nokeys",
                "-out", dir.resolve("o.crt").toString());
        assertEquals(0, certOut.exitCode(), certOut.err());
        assertEquals(certificateDer(cert), certificateDer(dir.resolve("o.crt")));
    }

    @Test
    void weImportWhatOpensslExports() throws Exception {
        Path p12 = dir.resolve("theirs.p12");
        assertEquals(0, openssl("pkcs12", "-export", "-inkey", key.toString(), "-in", cert.toString(), "-passout",
                "file:" + pass, "-name", "device", "-out", p12.toString()).exitCode());
        CliRun show = CliRun.of("pkcs12", "show", "--passphrase-file", pass.toString(), p12.toString());
        assertEquals(0, show.exitCode(), show.err());
        assertTrue(show.out().contains("device: key") && show.out().contains("O = Example, CN = device-17"), show.out());

        Path keyOut = dir.resolve("imported.pem");
        Path chainOut = dir.resolve("chain.pem");
        CliRun imported = CliRun.of("pkcs12", "import", "--passphrase-file", pass.toString(), "--key-out", keyOut.toString(),
                "--chain-out", chainOut.toString(), p12.toString());
        assertEquals(0, imported.exitCode(), imported.err());
        assertEquals(publicKey(key), publicKey(keyOut));
        assertEquals(certificateDer(cert), certificateDer(chainOut));
        assertEquals(java.util.Set.of(java.nio.file.attribute.PosixFilePermission.OWNER_READ,
                java.nio.file.attribute.PosixFilePermission.OWNER_WRITE), Files.getPosixFilePermissions(keyOut), "mode 600");
    }

    @Test
    void aWrongPassphraseSaysSoAndWritesNothing() throws Exception {
        Path p12 = dir.resolve("ours.p12");
        assertEquals(0, CliRun.of("pkcs12", "export", "--key", key.toString(), "--chain", cert.toString(),
                "--passphrase-file", pass.toString(), "-o", p12.toString()).exitCode());
        Path wrong = Files.writeString(dir.resolve("wrong.txt"), "not it\n");
        Path keyOut = dir.resolve("never.pem");
        CliRun r = CliRun.of("pkcs12", "import", "--passphrase-file", wrong.toString(), "--key-out", keyOut.toString(),
                p12.toString());
        assertEquals(1, r.exitCode(), r.out());
        assertTrue(r.err().contains(p12.toString()), r.err());
        assertFalse(r.err().contains("not it") || r.err().contains("pässword"), "no passphrase in the message: " + r.err());
        assertFalse(Files.exists(keyOut));
    }

    @Test
    void theKeyMustBeTheCertificates() throws Exception {
        Path other = dir.resolve("other.pem");
        assertEquals(0, openssl("genpkey", "-algorithm", "SM2", "-out", other.toString()).exitCode());
        CliRun r = CliRun.of("pkcs12", "export", "--key", other.toString(), "--chain", cert.toString(),
                "--passphrase-file", pass.toString(), "-o", dir.resolve("x.p12").toString());
        assertEquals(1, r.exitCode());
        assertTrue(r.err().contains("not the key of the first certificate"), r.err());
        assertFalse(Files.exists(dir.resolve("x.p12")));
    }
}
