package org.iotcrypt.tls;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.iotcrypt.tls.testing.Gmssl;
import org.junit.jupiter.api.Assumptions;

/**
 * A CA and a server certificate (localhost, 127.0.0.1) made by a peer's own tools, written as
 * {@code ca.pem}, {@code server.key} (plain or encrypted, see {@link #passphrase}) and
 * {@code server.pem} (leaf, then CA): by the {@code openssl} command under the standard SM2 ID
 * ({@code -sigopt distid:1234567812345678}) or OpenSSL 3.0's default empty ID, or by GmSSL's
 * {@code certgen}, {@code reqgen} and {@code reqsign} (standard ID; keys always encrypted).
 */
final class PeerPki {

    final Path ca;
    final Path serverKey;
    final Path serverChain;
    /** The key's passphrase, or null for a plain key. */
    final byte[] passphrase;

    private PeerPki(Path dir, byte[] passphrase) {
        this(dir.resolve("ca.pem"), dir.resolve("server.key"), dir.resolve("server.pem"), passphrase);
    }

    private PeerPki(Path ca, Path serverKey, Path serverChain, byte[] passphrase) {
        this.ca = ca;
        this.serverKey = serverKey;
        this.serverChain = serverChain;
        this.passphrase = passphrase;
    }

    /** Files made elsewhere (by {@link TestPki}), plain key. */
    static PeerPki of(Path ca, Path serverKey, Path serverChain) {
        return new PeerPki(ca, serverKey, serverChain, null);
    }

    static PeerPki openssl(Path dir, boolean standardId) throws Exception {
        Files.createDirectories(dir);
        List<String> id = standardId ? List.of("-sigopt", "distid:1234567812345678") : List.of();
        List<String> vfy = standardId ? List.of("-vfyopt", "distid:1234567812345678") : List.of();
        run(dir, "openssl", "genpkey", "-algorithm", "SM2", "-out", "ca.key");
        run(dir, concat(List.of("openssl", "req", "-x509", "-new", "-key", "ca.key", "-sm3"), id,
                List.of("-subj", "/O=openssl/CN=OpenSSL SM2 Root", "-days", "30",
                        "-addext", "basicConstraints=critical,CA:TRUE", "-addext", "keyUsage=critical,keyCertSign,cRLSign",
                        "-out", "ca.pem")));
        run(dir, "openssl", "genpkey", "-algorithm", "SM2", "-out", "server.key");
        run(dir, concat(List.of("openssl", "req", "-new", "-key", "server.key", "-sm3"), id,
                List.of("-subj", "/O=openssl/CN=localhost", "-out", "server.csr")));
        Files.writeString(dir.resolve("ext.cnf"), "[leaf]\nsubjectAltName=DNS:localhost,IP:127.0.0.1\n"
                + "keyUsage=critical,digitalSignature\nextendedKeyUsage=serverAuth\n");
        run(dir, concat(List.of("openssl", "x509", "-req", "-in", "server.csr"), vfy,
                List.of("-CA", "ca.pem", "-CAkey", "ca.key", "-sm3"), id,
                List.of("-days", "30", "-extfile", "ext.cnf", "-extensions", "leaf", "-out", "server-leaf.pem")));
        Files.writeString(dir.resolve("server.pem"), Files.readString(dir.resolve("server-leaf.pem"))
                + Files.readString(dir.resolve("ca.pem")));
        return new PeerPki(dir, null);
    }

    static PeerPki gmssl(Path dir) throws Exception {
        Files.createDirectories(dir);
        String g = Gmssl.binary().toString();
        String pass = TestPki.PASS;
        run(dir, g, "sm2keygen", "-pass", pass, "-out", "ca.key");
        run(dir, g, "certgen", "-O", "GmSSL", "-CN", "GmSSL SM2 Root", "-days", "30", "-key", "ca.key", "-pass", pass,
                "-out", "ca.pem", "-key_usage", "keyCertSign", "-key_usage", "cRLSign", "-ca");
        run(dir, g, "sm2keygen", "-pass", pass, "-out", "server.key");
        run(dir, g, "reqgen", "-O", "GmSSL", "-CN", "localhost", "-key", "server.key", "-pass", pass, "-out", "server.csr");
        run(dir, g, "reqsign", "-in", "server.csr", "-days", "30", "-key_usage", "digitalSignature",
                "-ext_key_usage", "serverAuth", "-subject_dns_name", "localhost", "-cacert", "ca.pem",
                "-key", "ca.key", "-pass", pass, "-out", "server-leaf.pem");
        Files.writeString(dir.resolve("server.pem"), Files.readString(dir.resolve("server-leaf.pem"))
                + Files.readString(dir.resolve("ca.pem")));
        return new PeerPki(dir, pass.getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }

    @SafeVarargs
    private static List<String> concat(List<String>... parts) {
        List<String> all = new ArrayList<>();
        for (List<String> p : parts) {
            all.addAll(p);
        }
        return all;
    }

    private static void run(Path dir, String... command) throws Exception {
        run(dir, List.of(command));
    }

    private static void run(Path dir, List<String> command) throws Exception {
        Process p;
        try {
            p = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true).start();
        } catch (IOException e) {
            Assumptions.assumeTrue(false, command.get(0) + " is not installed: " + e.getMessage());
            return;
        }
        String out = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0) {
            throw new IOException(String.join(" ", command) + " failed: " + out);
        }
    }
}
