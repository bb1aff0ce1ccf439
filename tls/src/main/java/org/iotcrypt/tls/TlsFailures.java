package org.iotcrypt.tls;

import java.io.EOFException;
import javax.net.ssl.SSLException;
import org.bouncycastle.tls.AlertDescription;
import org.bouncycastle.tls.TlsFatalAlert;
import org.bouncycastle.tls.TlsFatalAlertReceived;

/**
 * One line that says why a connection failed, for logs and for people: which alert, who sent
 * it, and the reason underneath. Bouncy Castle's engine throws its alerts as plain
 * {@link java.io.IOException}s ({@code TlsFatalAlert}, {@code TlsFatalAlertReceived}), not
 * {@link SSLException}s, with the useful text (a certificate that does not name the host, a
 * chain that does not validate) in the cause chain; this reads them.
 *
 * <pre>{@code
 * } catch (IOException e) {
 *     log.warn("tls: " + TlsFailures.reason(e));   // "sent alert certificate_unknown: the server's
 * }                                                //  certificate does not name the host x.example"
 * }</pre>
 */
public final class TlsFailures {

    /** Cause chains are followed this far (they are short; a cycle must not loop). */
    private static final int MAX_DEPTH = 16;

    private TlsFailures() {
    }

    /**
     * The alert's name, if the failure is a TLS alert sent or received, else null.
     *
     * @param failure what was thrown
     * @return the alert's name, such as {@code bad_certificate}, or null
     */
    public static String alert(Throwable failure) {
        Throwable t = failure;
        for (int i = 0; t != null && i < MAX_DEPTH; i++, t = t.getCause()) {
            if (t instanceof TlsFatalAlertReceived) {
                return AlertDescription.getName(((TlsFatalAlertReceived) t).getAlertDescription());
            }
            if (t instanceof TlsFatalAlert) {
                return AlertDescription.getName(((TlsFatalAlert) t).getAlertDescription());
            }
        }
        return null;
    }

    /**
     * Why the connection failed, in one line.
     *
     * @param failure what was thrown
     * @return for example {@code "received alert handshake_failure from the peer"}, or
     *     {@code "sent alert certificate_unknown: the server's certificate chain does not validate: ..."}
     */
    public static String reason(Throwable failure) {
        Throwable t = failure;
        for (int i = 0; t != null && i < MAX_DEPTH; i++, t = t.getCause()) {
            if (t instanceof TlsFatalAlertReceived) {
                return "received alert " + AlertDescription.getName(((TlsFatalAlertReceived) t).getAlertDescription())
                        + " from the peer";
            }
            if (t instanceof TlsFatalAlert) {
                String why = detail(t);
                return "sent alert " + AlertDescription.getName(((TlsFatalAlert) t).getAlertDescription())
                        + (why == null ? "" : ": " + why);
            }
            if (t instanceof EOFException) {
                return "the peer closed the connection without an alert";
            }
        }
        String m = failure.getMessage();
        return oneLine(m == null ? failure.getClass().getSimpleName() : m);
    }

    /**
     * The reason under an alert: the first certificate failure's message (ours name the host or
     * the chain's fault), else the deepest cause's message that is not the alert's own.
     */
    private static String detail(Throwable alert) {
        String deepest = null;
        Throwable t = alert.getCause();
        for (int i = 0; t != null && i < MAX_DEPTH; i++, t = t.getCause()) {
            String m = t.getMessage();
            if (m == null || m.isBlank() || t instanceof TlsFatalAlert) {
                continue;
            }
            if (t instanceof java.security.cert.CertificateException && !m.startsWith("java.security.cert.")) {
                return oneLine(m);
            }
            deepest = m;
        }
        String own = alert.getMessage();
        if (deepest == null && own != null && !own.isBlank() && !own.equals("Failed to read record")
                && !own.startsWith(AlertDescription.getText(((TlsFatalAlert) alert).getAlertDescription()))) {
            deepest = own;
        }
        return deepest == null ? null : oneLine(deepest);
    }

    private static String oneLine(String s) {
        String line = s.replaceAll("\\s+", " ").trim();
        return line.length() > 300 ? line.substring(0, 297) + "..." : line;
    }
}
