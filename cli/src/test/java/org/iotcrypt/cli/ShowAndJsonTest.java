package org.iotcrypt.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code sm2 show} as an operator reads {@code openssl x509 -noout -text} (issue 44, point 3),
 * held to OpenSSL 3.0 on a certificate OpenSSL made: the subject and issuer as
 * {@code openssl x509 -subject} prints them, the serial's bytes, the SHA-256 and SM3 fingerprints
 * as {@code -fingerprint} prints them, the key usages in OpenSSL's words and DNS: names. And the
 * {@code --json} outputs ({@code sm2 show}, {@code sm2 verify}, {@code hash -c}, {@code version}),
 * read back with Python's json module, an independent parser.
 */
class ShowAndJsonTest {

    @TempDir
    static Path dir;
    private static Path cert;

    @BeforeAll
    static void opensslCertificate() {
        Peers.assumeOpensslSm2();
        Path key = dir.resolve("k.pem");
        cert = dir.resolve("c.pem");
        assertEquals(0, Peers.run(List.of("openssl", "genpkey", "-algorithm", "SM2", "-out", key.toString()), null, dir).exitCode());
        Peers.Output req = Peers.run(List.of("openssl", "req", "-x509", "-key", key.toString(), "-sm3", "-sigopt",
                "distid:1234567812345678", "-subj", "/C=CN/ST=Beijing/O=Example Co/OU=IoT/CN=device-17",
                "-addext", "subjectAltName=DNS:device-17.example,IP:10.0.0.1",
                "-addext", "keyUsage=critical,digitalSignature,keyEncipherment",
                "-addext", "extendedKeyUsage=serverAuth", "-days", "30", "-out", cert.toString()), null, dir);
        assertEquals(0, req.exitCode(), req.err());
    }

    private static String openssl(String... args) {
        List<String> command = new java.util.ArrayList<>(List.of("openssl", "x509", "-in", cert.toString(), "-noout"));
        command.addAll(List.of(args));
        Peers.Output o = Peers.run(command, null, dir);
        assertEquals(0, o.exitCode(), o.err());
        return o.out().strip();
    }

    /** The value after "key:" on the line of {@code text} that starts (after blanks) with {@code key:}. */
    private static String field(String text, String key) {
        return text.lines().map(String::strip).filter(l -> l.startsWith(key + ":")).findFirst()
                .map(l -> l.substring(key.length() + 1).strip()).orElse("(no " + key + ")");
    }

    @Test
    void showReadsAsOpensslSaysIt() {
        CliRun r = CliRun.of("sm2", "show", cert.toString());
        assertEquals(0, r.exitCode(), r.err());
        assertEquals(openssl("-subject").replaceFirst("^subject=", ""), field(r.out(), "subject"));
        assertEquals(openssl("-issuer").replaceFirst("^issuer=", ""), field(r.out(), "issuer"));
        assertEquals(openssl("-serial").replaceFirst("^serial=", "").toLowerCase(java.util.Locale.ROOT),
                field(r.out(), "serial").replace(":", ""));
        assertEquals(openssl("-fingerprint", "-sha256").replaceFirst("^sha256 Fingerprint=", ""), field(r.out(), "SHA-256"));
        assertEquals(openssl("-fingerprint", "-sm3").replaceFirst("^sm3 Fingerprint=", ""), field(r.out(), "SM3"));
        String text = openssl("-text");
        String keyUsage = text.substring(text.indexOf("X509v3 Key Usage: critical")).lines().skip(1).findFirst().orElseThrow().strip();
        assertEquals(keyUsage, field(r.out(), "keyUsage (critical)"));
        assertEquals("DNS:device-17.example, IP Address:10.0.0.1", field(r.out(), "subjectAltName"));
        assertEquals("TLS Web Server Authentication", field(r.out(), "extendedKeyUsage"));
    }

    /** Python reads the JSON; it prints the fields asked for, one per line. */
    private static List<String> python(String json, String... expressions) throws Exception {
        Path file = Files.writeString(dir.resolve("out.json"), json);
        String program = "import json,sys\nd=json.load(open(sys.argv[1]))\n"
                + String.join("\n", java.util.Arrays.stream(expressions).map(e -> "print(" + e + ")").toList());
        Peers.Output o = Peers.run(List.of("python3", "-c", program, file.toString()), null, dir);
        assertEquals(0, o.exitCode(), json + "\n" + o.err());
        return o.out().lines().toList();
    }

    @Test
    void showJsonHasTheSameFields() throws Exception {
        CliRun text = CliRun.of("sm2", "show", cert.toString());
        CliRun json = CliRun.of("sm2", "show", "--json", cert.toString());
        assertEquals(0, json.exitCode(), json.err());
        assertEquals(List.of("certificate", field(text.out(), "subject"), field(text.out(), "serial"),
                field(text.out(), "SM3"), "True", "keyUsage"),
                python(json.out(), "d['type']", "d['subject']", "d['serial']", "d['fingerprints']['SM3']",
                        "[e for e in d['extensions'] if e['name']=='keyUsage'][0]['critical']",
                        "[e for e in d['extensions'] if e['oid']=='2.5.29.15'][0]['name']"));
    }

    @Test
    void verifyHashAndVersionSpeakJson() throws Exception {
        Path file = Files.writeString(dir.resolve("m.txt"), "message");
        Path key = dir.resolve("ours.pem");
        Path pub = dir.resolve("ours.pub.pem");
        assertEquals(0, CliRun.of("sm2", "keygen", "--private", key.toString(), "--public", pub.toString()).exitCode());
        assertEquals(0, CliRun.of("sm2", "sign", "--key", key.toString(), file.toString()).exitCode());
        CliRun ok = CliRun.of("sm2", "verify", "--json", "--signer", pub.toString(), "--signature", file + ".sig", file.toString());
        assertEquals(0, ok.exitCode(), ok.err());
        assertEquals(List.of("True", file.toString()), python(ok.out(), "d['valid']", "d['file']"));
        Files.writeString(file, "changed");
        CliRun bad = CliRun.of("sm2", "verify", "--json", "--signer", pub.toString(), "--signature", file + ".sig", file.toString());
        assertEquals(1, bad.exitCode());
        assertEquals(List.of("False", "True"), python(bad.out(), "d['valid']", "'INVALID' in d['message']"));

        Path list = dir.resolve("SM3SUMS");
        Files.writeString(list, CliRun.of("hash", file.toString(), cert.toString()).out());
        Files.writeString(file, "changed again");
        CliRun checked = CliRun.of("hash", "-c", "--json", list.toString());
        assertEquals(1, checked.exitCode());
        assertEquals(List.of("False", "FAILED", "OK"),
                python(checked.out(), "d['ok']", "d['files'][0]['status']", "d['files'][1]['status']"));

        CliRun version = CliRun.of("version", "--json");
        assertEquals(0, version.exitCode(), version.err());
        assertEquals(List.of(VersionProvider.iotcryptVersion(), System.getProperty("java.version")),
                python(version.out(), "d['iotcrypt']", "d['java']"));
        assertTrue(python(version.out(), "d['vectorEngine']").get(0).contains("IOTCRYPT_VECTOR=1"), version.out());
    }
}
