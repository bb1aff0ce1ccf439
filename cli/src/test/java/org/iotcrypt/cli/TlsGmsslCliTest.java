package org.iotcrypt.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.iotcrypt.tls.testing.Gmssl;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code iotcrypt tls client} and {@code tls server} against GmSSL 3.3's {@code tls13_server}
 * and {@code tls13_client}, both suites, with certificates and encrypted keys made by
 * {@code iotcrypt sm2} (GmSSL reads the keys and checks the chains). The iotcrypt client does not
 * present certificates to GmSSL's server: GmSSL then misreads the client's change_cipher_spec
 * (see org.iotcrypt.tls.GmsslInteropTest).
 */
class TlsGmsslCliTest {

    @TempDir
    static Path dir;

    @BeforeAll
    static void pki() throws Exception {
        Gmssl.binary();
        TlsCommandTest.pki(dir);
    }

    private static String path(String name) {
        return dir.resolve(name).toString();
    }

    @ParameterizedTest
    @CsvSource({"TLS_SM4_GCM_SM3", "TLS_SM4_CCM_SM3"})
    void iotcryptClientToGmsslServer(String suite) throws Exception {
        try (Gmssl.Server server = Gmssl.server(dir, "-cert", path("server.pem"), "-key", path("server.key"),
                "-pass", "P@ssw0rd", "-cipher_suite", suite)) {
            CliRun c = CliRun.withStdin("hello gmssl\n".getBytes(StandardCharsets.US_ASCII), "tls", "client",
                    "127.0.0.1:" + server.port, "--ca", path("ca.pem"), "--server-name", "localhost", "--suite", suite,
                    "--linger", "0.5");
            assertEquals(0, c.exitCode(), c.err() + "\n" + server.log());
            assertEquals("hello gmssl\n", new String(c.binary(), StandardCharsets.US_ASCII), server.log());
            assertTrue(c.err().contains(": " + suite + ", server CN=localhost,O=iotcrypt tests"), c.err());
        }
    }

    @ParameterizedTest
    @CsvSource({"TLS_SM4_GCM_SM3, false", "TLS_SM4_CCM_SM3, false", "TLS_SM4_GCM_SM3, true", "TLS_SM4_CCM_SM3, true"})
    void gmsslClientToIotcryptServer(String suite, boolean mutual) throws Exception {
        List<String> options = new ArrayList<>(List.of("--echo", "--once", "--suite", suite));
        if (mutual) {
            options.addAll(List.of("--client-ca", path("ca.pem"), "--require-client-cert"));
        }
        TlsCommandTest.Server server = new TlsCommandTest.Server(options.toArray(new String[0]));
        Path in = Files.writeString(dir.resolve("in-" + suite + mutual), "reading 42\n");
        List<String> args = new ArrayList<>(List.of("tls13_client", "-host", "127.0.0.1", "-port",
                Integer.toString(server.port), "-server_name", "localhost", "-cacert", path("ca.pem"),
                "-cipher_suite", suite, "-supported_group", "sm2p256v1", "-sig_alg", "sm2sig_sm3", "-in", in.toString()));
        if (mutual) {
            args.addAll(List.of("-cert", path("client.pem"), "-key", path("client.key"), "-pass", "P@ssw0rd"));
        }
        Gmssl.Result r = Gmssl.run(dir, null, args.toArray(new String[0]));
        assertTrue(r.output.contains("reading 42"), r + "\n" + server.errText());
        assertEquals(0, server.exitCode(), server.errText());
        assertTrue(server.errText().contains(suite + ", client " + (mutual ? "CN=meter-12,O=iotcrypt tests" : "(no certificate)")),
                server.errText());
    }
}
