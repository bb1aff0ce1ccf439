package org.iotcrypt.pkix;

/**
 * The syntax RFC 5280 asks of names in certificates and in name constraints. DNS names follow
 * the "preferred name syntax" (RFC 1034 §3.5 as RFC 1123 §2.1 relaxes it): labels of letters,
 * digits and hyphens, 1 to 63 characters, not starting or ending with a hyphen, at most 253
 * characters in all; a name whose last label is all digits is an IP address written as a DNS
 * name (RFC 5280 §4.2.1.6 wants it in iPAddress) and is refused. Public data only.
 */
final class NameSyntax {

    private NameSyntax() {
    }

    /**
     * Whether {@code name} is a DNS name in the preferred syntax; with {@code wildcard}, its
     * leftmost label may be "*" (a certificate's subjectAltName, never a constraint).
     */
    static boolean isDnsName(String name, boolean wildcard) {
        if (name.isEmpty() || name.length() > 253) {
            return false;
        }
        String[] labels = name.split("\\.", -1);
        for (int i = 0; i < labels.length; i++) {
            String label = labels[i];
            if (i == 0 && wildcard && label.equals("*") && labels.length > 2) {
                continue;
            }
            if (!isLabel(label)) {
                return false;
            }
        }
        return !labels[labels.length - 1].chars().allMatch(Character::isDigit);
    }

    private static boolean isLabel(String label) {
        if (label.isEmpty() || label.length() > 63 || label.startsWith("-") || label.endsWith("-")) {
            return false;
        }
        for (int i = 0; i < label.length(); i++) {
            char c = label.charAt(i);
            boolean ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-';
            if (!ok) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether {@code name} is an e-mail address (RFC 5280 §4.2.1.6, RFC 5321 §4.1.2's Mailbox):
     * a non-empty local part without an unquoted "@", one "@", and a domain in DNS syntax.
     */
    static boolean isMailbox(String name) {
        int at = localPartEnd(name);
        return at > 0 && at < name.length() - 1 && isDnsName(name.substring(at + 1), false);
    }

    /** The index of the "@" that ends the local part (a quoted string may hold "@"), or -1 if there is none or another follows. */
    private static int localPartEnd(String name) {
        boolean quoted = false;
        int at = -1;
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c == '\\' && quoted) {
                i++;
            } else if (c == '"') {
                quoted = !quoted;
            } else if (c == '@' && !quoted) {
                if (at >= 0) {
                    return -1;
                }
                at = i;
            } else if (c <= ' ' || c > '~') {
                return -1;
            }
        }
        return quoted ? -1 : at;
    }

    /**
     * Whether {@code constraint} is a valid rfc822Name constraint (RFC 5280 §4.2.1.10): a
     * mailbox, a host (every mailbox on it) or a domain with a leading period (its subdomains).
     */
    static boolean isMailConstraint(String constraint) {
        if (constraint.indexOf('@') >= 0) {
            return isMailbox(constraint);
        }
        return isDnsName(constraint.startsWith(".") ? constraint.substring(1) : constraint, false);
    }

    /**
     * Whether {@code constraint} is a valid dNSName constraint: a DNS name (RFC 5280 §4.2.1.10
     * adds labels on the left; a leading period, which OpenSSL accepts, is no DNS name), or empty
     * (every name).
     */
    static boolean isDnsConstraint(String constraint) {
        return constraint.isEmpty() || isDnsName(constraint, false);
    }

    /** Whether {@code mask} (4 or 16 bytes) is a CIDR mask: ones, then zeros. */
    static boolean isCidrMask(byte[] mask) {
        boolean zeros = false;
        for (byte b : mask) {
            for (int bit = 7; bit >= 0; bit--) {
                boolean one = ((b >> bit) & 1) == 1;
                if (one && zeros) {
                    return false;
                }
                zeros |= !one;
            }
        }
        return true;
    }
}
