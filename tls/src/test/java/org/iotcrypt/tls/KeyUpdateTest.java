package org.iotcrypt.tls;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.SSLSocket;
import org.iotcrypt.sm2.Sm2UserId;
import org.iotcrypt.tls.testing.Gmssl;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * KeyUpdate (RFC 8446 section 4.6.3) with GmSSL: {@code gmssl tls13_server -key_update_seq_num 1}
 * sends a KeyUpdate with update_requested after every record; our client takes each, answers
 * with its own (update_not_requested), and the echo continues under the new keys, for both
 * suites. Our own side starts a KeyUpdate when its write sequence number reaches 2^20 (Bouncy
 * Castle's RecordStream.needsKeyUpdate), far below SM4-GCM's and SM4-CCM's limits.
 */
class KeyUpdateTest {

    @Test
    void keysUpdateMidConnectionWithGmssl(@TempDir Path dir) throws Exception {
        TestPki pki = TestPki.create(dir, Sm2UserId.DEFAULT);
        for (TlsSuite suite : TlsSuite.values()) {
            try (Gmssl.Server server = Gmssl.server(dir, "-cert", pki.serverChain.toString(), "-key",
                    TestPki.encrypted(pki.serverKey).toString(), "-pass", TestPki.PASS, "-cipher_suite", suite.name(),
                    "-key_update_seq_num", "1", "-verbose")) {
                try (SSLSocket c = (SSLSocket) SmTls.client().trust(pki.ca).suites(suite).build().getSocketFactory()
                        .createSocket("localhost", server.port)) {
                    OutputStream out = c.getOutputStream();
                    InputStream in = c.getInputStream();
                    for (int i = 0; i < 5; i++) {
                        byte[] line = ("reading " + i + "\n").getBytes(StandardCharsets.US_ASCII);
                        out.write(line);
                        out.flush();
                        assertEquals(new String(line, StandardCharsets.US_ASCII),
                                new String(in.readNBytes(line.length), StandardCharsets.US_ASCII), server.log());
                    }
                }
                server.process.waitFor(10, TimeUnit.SECONDS);
                String log = server.log();
                int sent = log.split("send server \\{KeyUpdate\\}", -1).length - 1;
                int answered = log.split("request_update: 0", -1).length - 1;
                assertTrue(sent >= 3 && answered >= 3, "KeyUpdates sent " + sent + ", answered " + answered + "\n" + log);
            }
        }
    }
}
