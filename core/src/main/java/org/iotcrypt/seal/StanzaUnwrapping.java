package org.iotcrypt.seal;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Finds the file key among a header's stanzas with the identities given, within a reader's
 * bounds: a passphrase is tried only on a file whose one stanza is its passphrase stanza (as age
 * treats scrypt stanzas), and the PBKDF2 iterations spent over all passphrases stay within
 * {@link SealFormat#KDF_BUDGET}. Both rules are decided from the header's public bytes before any
 * derivation, so neither refusal says anything about a passphrase; with one stanza a forged
 * header tests one guess, as a forged file that opens would.
 */
final class StanzaUnwrapping {

    /** The file key and the kind of identity that unwrapped it. */
    record Found(byte[] fileKey, String by) {
    }

    private final long budget;
    private long iterationsSpent;

    StanzaUnwrapping() {
        this(SealFormat.KDF_BUDGET);
    }

    /** With another budget of PBKDF2 iterations (the tests' small one). */
    StanzaUnwrapping(long budget) {
        this.budget = budget;
    }

    /** @return the PBKDF2 iterations spent so far (the work bound, for the tests) */
    long iterationsSpent() {
        return iterationsSpent;
    }

    /**
     * The file key, from the first stanza that one of the identities opens.
     *
     * @throws SealException {@code PASSPHRASE_NOT_ALONE}, {@code WORK_LIMIT}, {@code NO_MATCHING_RECIPIENT},
     *     or {@code MALFORMED_HEADER} for a stanza of a known type that is malformed
     */
    Found find(SealedHeader header, List<Identity> identities) throws SealException {
        boolean alone = header.stanzas.size() == 1;
        boolean passphraseRefused = false;
        for (SealedHeader.Stanza s : header.stanzas) {
            for (Identity id : identities) {
                if (id.type() != s.type()) {
                    continue;
                }
                if (s.type() == SealFormat.STANZA_PASSPHRASE) {
                    if (!alone) {
                        passphraseRefused = true;
                        continue;
                    }
                    spend(PassphraseStanza.iterations(s.body()));
                }
                byte[] key = id.unwrap(s.type(), s.body());
                if (key != null) {
                    return new Found(key, id.kind());
                }
            }
        }
        if (passphraseRefused) {
            SealedRecipients r = SealedRecipients.of(header.stanzas);
            throw new SealException(SealException.Reason.PASSPHRASE_NOT_ALONE, "a passphrase opens only a file whose one"
                    + " stanza is its passphrase stanza, and this file has " + r.total() + " (" + r.describe() + "): "
                    + (r.sm2() + r.keyFiles() > 0 ? "open it with one of its keys or key files"
                            : "no writer of this format makes such a file"));
        }
        Set<String> kinds = new LinkedHashSet<>();
        for (Identity id : identities) {
            kinds.add(id.kind());
        }
        throw new SealException(SealException.Reason.NO_MATCHING_RECIPIENT, "no recipient stanza opens with the "
                + String.join(" or ", kinds) + " given: wrong key or passphrase (the file has "
                + header.describeStanzas() + " stanzas)");
    }

    private void spend(int iterations) throws SealException {
        if (iterationsSpent + iterations > budget) {
            throw new SealException(SealException.Reason.WORK_LIMIT, "trying another passphrase would bring this opening"
                    + " past " + budget + " PBKDF2 iterations (the stanza asks for " + iterations
                    + " each): give fewer passphrases");
        }
        iterationsSpent += iterations;
    }
}
