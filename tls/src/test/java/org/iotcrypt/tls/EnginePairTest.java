package org.iotcrypt.tls;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.ByteBuffer;
import java.nio.file.Path;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLEngine;
import org.iotcrypt.sm2.Sm2UserId;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The in-memory engine pair the benchmarks run: handshakes and 16 KiB records, both suites. */
class EnginePairTest {

    @Test
    void handshakeAndRecordsInMemory(@TempDir Path dir) throws Exception {
        TestPki pki = TestPki.create(dir, Sm2UserId.DEFAULT);
        for (TlsSuite suite : TlsSuite.values()) {
            SSLContext server = SmTls.server().keyAndChain(pki.serverKey, pki.serverChain, null).suites(suite).build();
            SSLContext client = SmTls.client().trust(pki.ca).suites(suite).build();
            SSLEngine c = client.createSSLEngine("localhost", 443);
            SSLEngine s = server.createSSLEngine();
            EnginePair pair = new EnginePair(c, s);
            pair.handshake();
            assertEquals(suite.name(), c.getSession().getCipherSuite());
            assertEquals(suite.name(), s.getSession().getCipherSuite());
            assertEquals(5 * 16384, pair.clientToServer(ByteBuffer.allocate(5 * 16384)));
        }
    }
}
