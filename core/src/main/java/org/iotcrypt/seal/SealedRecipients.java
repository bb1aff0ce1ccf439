package org.iotcrypt.seal;

import java.util.List;

/**
 * Who a sealed file's header says may open it, known before any key is tried: the number of
 * stanzas of each kind. A caller that asks for a passphrase asks only when one can open the file.
 *
 * @param sm2 SM2 public-key stanzas
 * @param passphrases passphrase stanzas
 * @param keyFiles key-file stanzas
 * @param unknown stanzas of types this reader does not know (skipped)
 */
public record SealedRecipients(int sm2, int passphrases, int keyFiles, int unknown) {

    static SealedRecipients of(List<SealedHeader.Stanza> stanzas) {
        int sm2 = 0;
        int passphrase = 0;
        int keyFile = 0;
        int other = 0;
        for (SealedHeader.Stanza s : stanzas) {
            switch (s.type()) {
                case SealFormat.STANZA_SM2 -> sm2++;
                case SealFormat.STANZA_PASSPHRASE -> passphrase++;
                case SealFormat.STANZA_KEY_FILE -> keyFile++;
                default -> other++;
            }
        }
        return new SealedRecipients(sm2, passphrase, keyFile, other);
    }

    /** @return every stanza */
    public int total() {
        return sm2 + passphrases + keyFiles + unknown;
    }

    /** @return whether a passphrase may open the file: its one stanza is a passphrase stanza */
    public boolean opensWithPassphrase() {
        return passphrases == 1 && total() == 1;
    }

    /** @return "1 SM2, 0 passphrase, 1 key-file" (and unknown ones where there are), for messages */
    public String describe() {
        return sm2 + " SM2, " + passphrases + " passphrase, " + keyFiles + " key-file" + (unknown > 0 ? ", " + unknown + " unknown" : "");
    }
}
