package org.iotcrypt.tls;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.security.cert.X509Certificate;
import java.util.concurrent.CompletableFuture;
import java.util.function.UnaryOperator;
import javax.net.ssl.SSLPeerUnverifiedException;
import javax.net.ssl.SSLServerSocket;
import javax.net.ssl.SSLSocket;

/** The tests' server side: one connection, one line echoed, and what the server saw. */
final class Echo {

    private Echo() {
    }

    /**
     * Accepts one connection (given to {@code configure} first), echoes one line of at most 4 KiB,
     * and completes with the suite and the client's subject, or "none", or "failed: " and why.
     */
    static CompletableFuture<String> once(SSLServerSocket ss, UnaryOperator<SSLSocket> configure) {
        return CompletableFuture.supplyAsync(() -> {
            try (SSLSocket s = configure.apply((SSLSocket) ss.accept())) {
                InputStream in = s.getInputStream();
                java.io.ByteArrayOutputStream line = new java.io.ByteArrayOutputStream();
                int c;
                while ((c = in.read()) >= 0) {
                    line.write(c);
                    if (c == '\n' || line.size() > 4096) {
                        break;
                    }
                }
                OutputStream out = s.getOutputStream();
                out.write(line.toByteArray());
                out.flush();
                return s.getSession().getCipherSuite() + " " + peer(s);
            } catch (IOException e) {
                return "failed: " + TlsFailures.reason(e);
            }
        });
    }

    static CompletableFuture<String> once(SSLServerSocket ss) {
        return once(ss, s -> s);
    }

    private static String peer(SSLSocket s) {
        try {
            return ((X509Certificate) s.getSession().getPeerCertificates()[0]).getSubjectX500Principal().getName();
        } catch (SSLPeerUnverifiedException e) {
            return "none";
        }
    }
}
