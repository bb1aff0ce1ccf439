package org.iotcrypt.cli;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import javax.security.auth.x500.X500Principal;
import org.iotcrypt.sm2.Sm2UserId;
import picocli.CommandLine;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/**
 * What {@code sm2 req} and {@code sm2 cert} share: the ID the signature is made under
 * ({@code --sign-id}), the subject in OpenSSL's {@code /C=CN/O=.../CN=...} form and the
 * subject alternative names.
 */
final class CertificateOptions {

    @Option(names = "--sign-id", paramLabel = "ID", defaultValue = "default",
            description = "The SM2 ID to sign under: 'default' (1234567812345678, GM/T 0015: what Bouncy Castle, "
                    + "Kona and GmSSL verify, and what OpenSSL 3.0's 'verify' and 'req -verify' reject), "
                    + "'empty' (what OpenSSL 3.0 signs and verifies with by default), or any other text. "
                    + "Default: default.")
    String signId;

    @Option(names = "--san", paramLabel = "NAME",
            description = "A subject alternative name, DNS:host, IP:address, email:address or URI:uri; repeatable.")
    List<String> altNames = new ArrayList<>();

    /** The ID {@code --sign-id} names. */
    Sm2UserId id(CommandLine cli) {
        switch (signId) {
            case "default":
                return Sm2UserId.DEFAULT;
            case "empty":
                return Sm2UserId.of(new byte[0]);
            default:
                try {
                    return Sm2UserId.of(signId.getBytes(StandardCharsets.UTF_8));
                } catch (IllegalArgumentException e) {
                    throw new ParameterException(cli, "--sign-id: " + e.getMessage());
                }
        }
    }

    /**
     * A subject in OpenSSL's form, most significant first ({@code /C=CN/O=Org/CN=name}; a
     * {@code /} or {@code ,} in a value escaped with a backslash), as an X500Principal.
     */
    static X500Principal subject(CommandLine cli, String text) {
        if (!text.startsWith("/") || text.length() < 2) {
            throw new ParameterException(cli, "--subject must look like /C=CN/O=Org/CN=name, got '" + text + "'");
        }
        List<String> rdns = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        for (int i = 1; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\\' && i + 1 < text.length()) {
                char next = text.charAt(++i);
                cur.append(next == '/' ? "/" : "\\" + next);
            } else if (c == '/') {
                rdns.add(cur.toString());
                cur.setLength(0);
            } else if (c == ',' || c == '+' || c == '"' || c == ';' || c == '<' || c == '>') {
                cur.append('\\').append(c);
            } else {
                cur.append(c);
            }
        }
        rdns.add(cur.toString());
        StringBuilder rfc2253 = new StringBuilder();
        for (int i = rdns.size() - 1; i >= 0; i--) {
            String rdn = rdns.get(i);
            if (!rdn.contains("=") || rdn.startsWith("=")) {
                throw new ParameterException(cli, "--subject: '" + rdn + "' is not TYPE=value");
            }
            rfc2253.append(rfc2253.length() == 0 ? "" : ",").append(rdn);
        }
        try {
            return new X500Principal(rfc2253.toString(), java.util.Map.of("emailAddress", "1.2.840.113549.1.9.1"));
        } catch (IllegalArgumentException e) {
            throw new ParameterException(cli, "--subject: " + e.getMessage());
        }
    }
}
