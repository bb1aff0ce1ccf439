package org.iotcrypt.pkix;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.iotcrypt.testing.Openssl;

/**
 * Certificate chains made by the {@code openssl} command for the tests (never copied in): a root,
 * an intermediate with pathlen 0 and a leaf with alternative names, for SM2 signed both ways
 * OpenSSL 3.0 can (its default, the empty ID; and {@code -sigopt distid:1234567812345678}, the
 * GM/T 0015 ID), and for P-256 and RSA, whose certificates the JDK's own factory reads too.
 */
final class OpensslChains {

    /** How an SM2 chain's signatures were made. */
    enum Kind {
        /** SM2, OpenSSL 3.0's default: signed with an empty ID. */
        SM2_EMPTY_ID,
        /** SM2, signed with the standard ID 1234567812345678. */
        SM2_STANDARD_ID,
        /** ECDSA P-256 with SHA-256. */
        P256,
        /** RSA 2048 with SHA-256. */
        RSA
    }

    /** One chain's files. */
    record Chain(Kind kind, Path root, Path intermediate, Path leaf, Path rootKey, Path intermediateKey, Path leafKey) {
    }

    static final String EXTENSIONS = String.join("\n",
            "[int]",
            "basicConstraints=critical,CA:TRUE,pathlen:0",
            "keyUsage=critical,keyCertSign,cRLSign",
            "subjectKeyIdentifier=hash",
            "authorityKeyIdentifier=keyid",
            "[leaf]",
            "basicConstraints=CA:FALSE",
            "keyUsage=critical,digitalSignature,keyEncipherment",
            "extendedKeyUsage=serverAuth,clientAuth",
            "subjectAltName=DNS:device.example,DNS:*.devices.example,IP:192.0.2.7,IP:2001:db8::7,"
                    + "email:ops@example.com,URI:urn:dev:1,RID:1.2.3.4,dirName:dir",
            "issuerAltName=DNS:ca.example",
            "subjectKeyIdentifier=hash",
            "authorityKeyIdentifier=keyid,issuer",
            "[dir]",
            "CN=Directory Name",
            "O=iotcrypt",
            "");

    private OpensslChains() {
    }

    static Chain make(Path dir, Kind kind) throws IOException {
        Path d = Files.createDirectories(dir.resolve(kind.name().toLowerCase()));
        Path ext = d.resolve("ext.cnf");
        Files.writeString(ext, EXTENSIONS);
        Path rootKey = key(d, "root", kind);
        Path intKey = key(d, "int", kind);
        Path leafKey = key(d, "leaf", kind);
        Path root = d.resolve("root.pem");
        List<String> req = new ArrayList<>(List.of("openssl", "req", "-new", "-x509", "-key", rootKey.toString(),
                "-subj", "/C=CN/O=iotcrypt tests/CN=" + kind + " Root", "-days", "3650", "-set_serial", "1",
                "-addext", "basicConstraints=critical,CA:TRUE", "-addext", "keyUsage=critical,keyCertSign,cRLSign",
                "-addext", "subjectKeyIdentifier=hash", "-out", root.toString()));
        req.addAll(signOptions(kind));
        Openssl.run(new byte[0], req);
        Path intermediate = issue(d, kind, "int", "/O=iotcrypt tests/CN=" + kind + " Intermediate", intKey, root, rootKey,
                "int", "2", ext);
        Path leaf = issue(d, kind, "leaf", "/CN=device.example/OU=Devices/O=iotcrypt tests", leafKey, intermediate,
                intKey, "leaf", "0x1234567890abcdef0123", ext);
        return new Chain(kind, root, intermediate, leaf, rootKey, intKey, leafKey);
    }

    static Path key(Path d, String name, Kind kind) throws IOException {
        Path key = d.resolve(name + ".key");
        List<String> gen = new ArrayList<>(List.of("openssl", "genpkey", "-out", key.toString()));
        switch (kind) {
            case P256:
                gen.addAll(List.of("-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:P-256"));
                break;
            case RSA:
                gen.addAll(List.of("-algorithm", "RSA", "-pkeyopt", "rsa_keygen_bits:2048"));
                break;
            default:
                gen.addAll(List.of("-algorithm", "SM2"));
        }
        Openssl.run(new byte[0], gen);
        return key;
    }

    /** A CSR for {@code key}, then a certificate for it from the CA, both signed per {@code kind}. */
    private static Path issue(Path d, Kind kind, String name, String subject, Path key, Path caCert, Path caKey,
            String section, String serial, Path ext) throws IOException {
        Path csr = d.resolve(name + ".csr");
        List<String> req = new ArrayList<>(List.of("openssl", "req", "-new", "-key", key.toString(), "-subj", subject,
                "-out", csr.toString()));
        req.addAll(signOptions(kind));
        Openssl.run(new byte[0], req);
        Path cert = d.resolve(name + ".pem");
        List<String> x509 = new ArrayList<>(List.of("openssl", "x509", "-req", "-in", csr.toString(),
                "-CA", caCert.toString(), "-CAkey", caKey.toString(), "-days", "1000", "-set_serial", serial,
                "-extfile", ext.toString(), "-extensions", section, "-out", cert.toString()));
        x509.addAll(signOptions(kind));
        if (kind == Kind.SM2_STANDARD_ID) {
            x509.addAll(List.of("-vfyopt", "distid:1234567812345678"));
        }
        Openssl.run(new byte[0], x509);
        return cert;
    }

    /**
     * One more certificate: a fresh key named {@code name} in {@code d}, certified by the CA with
     * the extensions in {@code extensions} (lines of an OpenSSL extension section).
     */
    static Path certificate(Path d, Kind kind, String name, String subject, Path key, Path caCert, Path caKey,
            String extensions) throws IOException {
        Path ext = d.resolve(name + ".cnf");
        Files.writeString(ext, "[x]\n" + extensions + "\n");
        Path cert = issue(d, kind, name, subject, key, caCert, caKey, "x", "0x" + Integer.toHexString(name.hashCode() & 0x7fffffff), ext);
        return cert;
    }

    /** A self-signed CA certificate with the given extensions (lines of an extension section). */
    static Path root(Path d, Kind kind, String name, String subject, Path key, String extensions) throws IOException {
        Path ext = d.resolve(name + ".cnf");
        Files.writeString(ext, "[req]\ndistinguished_name=dn\n[dn]\n[x]\n" + extensions + "\n");
        Path cert = d.resolve(name + ".pem");
        List<String> req = new ArrayList<>(List.of("openssl", "req", "-new", "-x509", "-key", key.toString(),
                "-subj", subject, "-days", "3650", "-config", ext.toString(), "-extensions", "x", "-out", cert.toString()));
        req.addAll(signOptions(kind));
        Openssl.run(new byte[0], req);
        return cert;
    }

    private static List<String> signOptions(Kind kind) {
        switch (kind) {
            case SM2_EMPTY_ID:
                return List.of("-sm3");
            case SM2_STANDARD_ID:
                return List.of("-sm3", "-sigopt", "distid:1234567812345678");
            default:
                return List.of("-sha256");
        }
    }
}
