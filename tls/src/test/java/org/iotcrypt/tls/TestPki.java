package org.iotcrypt.tls;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.security.cert.X509Certificate;
import java.util.Date;
import java.util.List;
import javax.security.auth.x500.X500Principal;
import org.iotcrypt.pkix.CertificateBuilder;
import org.iotcrypt.pkix.EncryptedPrivateKeys;
import org.iotcrypt.pkix.PasswordProtection;
import org.iotcrypt.sm2.Sm2Curve;
import org.iotcrypt.sm2.Sm2KeyPair;
import org.iotcrypt.sm2.Sm2UserId;
import org.iotcrypt.sm2.format.Sm2KeyEncoding;

/**
 * A CA, a server and a client, made with iotcrypt's certificate builder (what {@code iotcrypt sm2
 * cert} runs) and written as PEM files: {@code ca.pem}, {@code server.key}/{@code server.pem}
 * (chain: leaf, CA), {@code client.key}/{@code client.pem}. The server names localhost and
 * 127.0.0.1. Certificates are signed under the given SM2 ID (the standard one, or OpenSSL 3.0's
 * empty one). Leaves carry no basicConstraints: GmSSL 3.3 refuses the empty SEQUENCE that
 * encodes cA FALSE (see Sm2CertCommand).
 */
public final class TestPki {

    /** The passphrase of the encrypted key files. */
    static final String PASS = "P@ssw0rd";

    public final Path dir;
    public final Path ca;
    public final Path serverKey;
    public final Path serverChain;
    public final Path clientKey;
    public final Path clientChain;

    private TestPki(Path dir) {
        this.dir = dir;
        ca = dir.resolve("ca.pem");
        serverKey = dir.resolve("server.key");
        serverChain = dir.resolve("server.pem");
        clientKey = dir.resolve("client.key");
        clientChain = dir.resolve("client.pem");
    }

    public static TestPki create(Path dir, Sm2UserId id) throws IOException {
        SecureRandom random = new SecureRandom();
        Sm2Curve curve = Sm2Curve.sm2p256v1();
        Date from = new Date(System.currentTimeMillis() - 86_400_000L);
        Date to = new Date(System.currentTimeMillis() + 30 * 86_400_000L);
        Sm2KeyPair caKey = Sm2KeyPair.generate(curve, random);
        X500Principal caName = new X500Principal("CN=iotcrypt test CA,O=iotcrypt");
        X509Certificate caCert = new CertificateBuilder().subject(caName).issuer(caName)
                .serial(serial(random)).validity(from, to).subjectKey(caKey.publicKey())
                .basicConstraints(true, -1).keyUsage(5, 6).sign(caKey.privateKey(), id, random);
        TestPki pki = new TestPki(dir);
        write(pki.ca, caCert);
        pki.leaf(caKey, caName, "CN=localhost,O=iotcrypt", List.of("DNS:localhost", "IP:127.0.0.1"),
                pki.serverKey, pki.serverChain, caCert, id, random, from, to, 2);
        pki.leaf(caKey, caName, "CN=device-7,O=iotcrypt", List.of("DNS:device-7.example"),
                pki.clientKey, pki.clientChain, caCert, id, random, from, to, 3);
        return pki;
    }

    private void leaf(Sm2KeyPair caKey, X500Principal caName, String subject, List<String> names, Path keyFile,
            Path chainFile, X509Certificate caCert, Sm2UserId id, SecureRandom random, Date from, Date to, int serial)
            throws IOException {
        Sm2KeyPair key = Sm2KeyPair.generate(Sm2Curve.sm2p256v1(), random);
        X509Certificate cert = new CertificateBuilder().subject(new X500Principal(subject)).issuer(caName)
                .serial(serial(random)).validity(from, to).subjectKey(key.publicKey())
                .authorityKey(caKey.publicKey()).keyUsage(0)
                .subjectAltNames(names).sign(caKey.privateKey(), id, random);
        Files.writeString(keyFile, Sm2KeyEncoding.pem("PRIVATE KEY", Sm2KeyEncoding.encodePkcs8(key.privateKey())));
        // GmSSL reads only encrypted keys (PBES2, PBKDF2-HMAC-SM3, SM4-CBC): the same key, encrypted.
        Files.writeString(encrypted(keyFile), Sm2KeyEncoding.pem("ENCRYPTED PRIVATE KEY", EncryptedPrivateKeys.encrypt(
                key.privateKey(), PASS.getBytes(StandardCharsets.UTF_8), PasswordProtection.SM4_CBC, random)));
        write(dir.resolve(keyFile.getFileName().toString().replace(".key", "-leaf.pem")), cert);
        write(chainFile, cert, caCert);
    }

    /**
     * 16 random bytes, positive: RFC 5280 section 4.1.2.2 asks serials to be unique, CA/Browser
     * rules ask 64 bits of randomness, and GmSSL refuses serials shorter than 4 bytes.
     */
    static BigInteger serial(SecureRandom random) {
        byte[] b = new byte[16];
        random.nextBytes(b);
        b[0] = (byte) (0x40 | (b[0] & 0x3f));
        return new BigInteger(1, b);
    }

    /** The encrypted twin of a key file, for GmSSL. */
    static Path encrypted(Path keyFile) {
        return keyFile.resolveSibling(keyFile.getFileName().toString().replace(".key", ".enc.key"));
    }

    static void write(Path file, X509Certificate... certs) throws IOException {
        StringBuilder pem = new StringBuilder();
        for (X509Certificate c : certs) {
            try {
                pem.append(Sm2KeyEncoding.pem("CERTIFICATE", c.getEncoded()));
            } catch (java.security.cert.CertificateEncodingException e) {
                throw new IOException(e);
            }
        }
        Files.write(file, pem.toString().getBytes(StandardCharsets.US_ASCII));
    }
}
