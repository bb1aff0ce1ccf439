package org.iotcrypt.pkix;

import java.io.IOException;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import javax.security.auth.x500.X500Principal;
import org.iotcrypt.internal.encoding.DerReader;
import org.iotcrypt.internal.encoding.DerWriter;

/**
 * GeneralNames (RFC 5280 §4.2.1.6) in the form {@link java.security.cert.X509Certificate} hands
 * them out: a list of [type, value] per name, the value a String for rfc822Name (1), dNSName (2),
 * directoryName (4, RFC 2253), uniformResourceIdentifier (6), iPAddress (7, dotted or colon
 * form) and registeredID (8, dotted), and the name's DER encoding for otherName (0),
 * x400Address (3) and ediPartyName (5), as the JDK does.
 */
final class GeneralNames {

    static final int OTHER = 0;
    static final int RFC822 = 1;
    static final int DNS = 2;
    static final int X400 = 3;
    static final int DIRECTORY = 4;
    static final int EDI_PARTY = 5;
    static final int URI = 6;
    static final int IP_ADDRESS = 7;
    static final int REGISTERED_ID = 8;

    private GeneralNames() {
    }

    /** Reads a non-empty SEQUENCE OF GeneralName from {@code in} (a reader over its content). */
    static Collection<List<?>> read(DerReader in) throws IOException {
        List<List<?>> names = new ArrayList<>();
        while (in.hasMore()) {
            names.add(readOne(in));
        }
        if (names.isEmpty()) {
            throw new IOException("GeneralNames with no name");
        }
        return names;
    }

    /** Reads one GeneralName. */
    static List<?> readOne(DerReader in) throws IOException {
        int tag = in.peekTag();
        int type = tag & 0x1f;
        if ((tag & 0xc0) != 0x80 || type > REGISTERED_ID) {
            throw new IOException("GeneralName with a tag that is not [0]..[8]");
        }
        boolean constructed = (tag & 0x20) != 0;
        boolean wantConstructed = type == OTHER || type == X400 || type == DIRECTORY || type == EDI_PARTY;
        if (constructed != wantConstructed) {
            throw new IOException("GeneralName [" + type + "] " + (constructed ? "constructed" : "primitive")
                    + " where RFC 5280 has it otherwise");
        }
        switch (type) {
            case RFC822:
            case DNS:
            case URI:
                return List.of(type, ia5(in.contentOf(tag)));
            case IP_ADDRESS:
                return List.of(type, ipAddress(in.contentOf(tag)));
            case REGISTERED_ID:
                return List.of(type, new DerReader(DerWriter.element(DerReader.OBJECT_IDENTIFIER, in.contentOf(tag))).oid());
            case DIRECTORY: {
                DerReader explicit = in.explicit(DIRECTORY);
                byte[] name = explicit.element();
                explicit.finish();
                return List.of(type, principal(name).getName());
            }
            default:
                return List.of(type, in.element());
        }
    }

    /**
     * One GeneralName from OpenSSL's text form: {@code DNS:}, {@code IP:}, {@code email:},
     * {@code URI:}.
     */
    static byte[] encode(String text) {
        int colon = text.indexOf(':');
        String kind = colon < 0 ? "" : text.substring(0, colon);
        String value = colon < 0 ? "" : text.substring(colon + 1);
        if (value.isEmpty()) {
            throw new IllegalArgumentException("an alternative name is TYPE:VALUE with TYPE DNS, IP, email or URI: " + text);
        }
        switch (kind) {
            case "DNS":
                return DerWriter.element(0x80 | DNS, ascii(value, text));
            case "email":
                return DerWriter.element(0x80 | RFC822, ascii(value, text));
            case "URI":
                return DerWriter.element(0x80 | URI, ascii(value, text));
            case "IP":
                if (!value.matches("[0-9.]+|[0-9a-fA-F:.]*:[0-9a-fA-F:.]*")) {
                    throw new IllegalArgumentException("not an IP address: " + text);
                }
                try {
                    return DerWriter.element(0x80 | IP_ADDRESS, InetAddress.getByName(value).getAddress());
                } catch (UnknownHostException e) {
                    throw new IllegalArgumentException("not an IP address: " + text);
                }
            default:
                throw new IllegalArgumentException("an alternative name is TYPE:VALUE with TYPE DNS, IP, email or URI: " + text);
        }
    }

    private static byte[] ascii(String value, String text) {
        for (int i = 0; i < value.length(); i++) {
            if (value.charAt(i) > 0x7e || value.charAt(i) < 0x21) {
                throw new IllegalArgumentException("an alternative name must be printable ASCII without spaces: " + text);
            }
        }
        return value.getBytes(StandardCharsets.US_ASCII);
    }

    /** An IA5String's content as text (ASCII only). */
    static String ia5(byte[] content) throws IOException {
        for (byte b : content) {
            if (b < 0) {
                throw new IOException("IA5String with a byte above 0x7f");
            }
        }
        return new String(content, StandardCharsets.US_ASCII);
    }

    /** An address of 4 or 16 bytes as text; 8 or 32 bytes (address and mask, in name constraints) as address/mask. */
    static String ipAddress(byte[] content) throws IOException {
        try {
            if (content.length == 4 || content.length == 16) {
                return InetAddress.getByAddress(content).getHostAddress();
            }
            if (content.length == 8 || content.length == 32) {
                int half = content.length / 2;
                byte[] address = java.util.Arrays.copyOfRange(content, 0, half);
                byte[] mask = java.util.Arrays.copyOfRange(content, half, content.length);
                return InetAddress.getByAddress(address).getHostAddress() + "/"
                        + InetAddress.getByAddress(mask).getHostAddress();
            }
        } catch (UnknownHostException e) {
            // Not reached for these lengths.
        }
        throw new IOException("iPAddress of " + content.length + " bytes (4 or 16, or 8 or 32 with a mask)");
    }

    /** A Name's DER as an X500Principal, malformed names as IOExceptions. */
    static X500Principal principal(byte[] der) throws IOException {
        try {
            return new X500Principal(der);
        } catch (IllegalArgumentException e) {
            throw new IOException("malformed Name: " + e.getMessage());
        } catch (RuntimeException e) {
            throw new IOException("malformed Name (" + e.getClass().getSimpleName() + ")");
        }
    }
}
