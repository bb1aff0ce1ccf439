package org.iotcrypt.seal;

import java.io.ByteArrayOutputStream;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.List;

/**
 * Sealed files that the writer refuses to make (hostile or non-canonical ones), put together from
 * the format's own pieces under a file key the test chooses: a stanza list of any shape, an
 * iteration count past the cap, segments cut and flagged at will. Inputs for the refusals, never
 * expected values.
 */
final class SealedFileForge {

    private static final SecureRandom RANDOM = new SecureRandom();

    private SealedFileForge() {
    }

    /** A passphrase stanza that really wraps {@code fileKey} (the PBKDF2 runs: keep the count small). */
    static SealedHeader.Stanza passphrase(byte[] passphrase, int iterations, byte[] fileKey) {
        return new SealedHeader.Stanza(SealFormat.STANZA_PASSPHRASE, PassphraseStanza.wrap(passphrase, iterations, fileKey, RANDOM));
    }

    /** A passphrase stanza asking for any count, wrapping nothing (random bytes): no PBKDF2 is run to make it. */
    static SealedHeader.Stanza passphraseAsking(long iterations) {
        byte[] body = new byte[PassphraseStanza.BODY_LENGTH];
        RANDOM.nextBytes(body);
        for (int i = 0; i < 4; i++) {
            body[PassphraseStanza.SALT_LENGTH + i] = (byte) (iterations >>> (24 - 8 * i));
        }
        return new SealedHeader.Stanza(SealFormat.STANZA_PASSPHRASE, body);
    }

    static SealedHeader.Stanza keyFile(byte[] key, byte[] fileKey) {
        return new SealedHeader.Stanza(SealFormat.STANZA_KEY_FILE, KeyFileStanza.wrap(key, fileKey, RANDOM));
    }

    static byte[] fileKey() {
        byte[] k = new byte[SealFormat.FILE_KEY_LENGTH];
        RANDOM.nextBytes(k);
        return k;
    }

    /**
     * A file: the header over {@code stanzas} with its MAC under {@code fileKey}, then one segment
     * for each plaintext, counted from 0, the last flag as {@code lastFlags} says.
     */
    static byte[] file(SealedAead aead, int segmentSize, byte[] fileKey, List<SealedHeader.Stanza> stanzas,
            List<byte[]> plaintexts, boolean[] lastFlags) {
        byte[] salt = new byte[SealFormat.SALT_LENGTH];
        RANDOM.nextBytes(salt);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (PayloadKeys keys = new PayloadKeys(fileKey, salt, aead)) {
            byte[] header = SealedHeader.encode(aead, segmentSize, salt, stanzas);
            out.writeBytes(header);
            out.writeBytes(keys.headerMac(header, header.length));
            for (int i = 0; i < plaintexts.size(); i++) {
                byte[] segment = Arrays.copyOf(plaintexts.get(i), plaintexts.get(i).length + SealFormat.TAG_LENGTH);
                int n = keys.seal(i, lastFlags[i], segment, plaintexts.get(i).length);
                out.write(segment, 0, n);
            }
        }
        return out.toByteArray();
    }

    /** The header's length for these stanzas, MAC included. */
    static int headerLength(List<SealedHeader.Stanza> stanzas) {
        int n = SealFormat.MAGIC.length + 1 + 1 + 4 + SealFormat.SALT_LENGTH + 1 + SealFormat.HEADER_MAC_LENGTH;
        for (SealedHeader.Stanza s : stanzas) {
            n += 3 + s.body().length;
        }
        return n;
    }
}
