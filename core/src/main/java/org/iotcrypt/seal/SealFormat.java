package org.iotcrypt.seal;

import java.nio.charset.StandardCharsets;

/**
 * The constants of the sealed-file format, version 1; {@code docs/sealed-format.md} is its
 * description and this class its one copy in code.
 */
final class SealFormat {

    /** "IOTSEAL", then the version byte. */
    static final byte[] MAGIC = "IOTSEAL".getBytes(StandardCharsets.US_ASCII);
    static final int VERSION = 1;

    static final int SALT_LENGTH = 32;
    static final int FILE_KEY_LENGTH = 32;
    static final int TAG_LENGTH = 16;
    static final int NONCE_LENGTH = 12;
    static final int NONCE_PREFIX_LENGTH = 7;
    static final int PAYLOAD_KEY_LENGTH = 16;
    static final int HEADER_MAC_LENGTH = 32;

    static final int DEFAULT_SEGMENT = 64 * 1024;
    static final int MIN_SEGMENT = 1024;
    /** 8 MiB: under CCM's 16 MiB limit for 12-byte nonces, and a bounded buffer. */
    static final int MAX_SEGMENT = 8 * 1024 * 1024;

    /** The last segment counter the nonce's 32-bit field holds: at most 2^32 segments. */
    static final long MAX_COUNTER = 0xffffffffL;

    static final int STANZA_SM2 = 1;
    static final int STANZA_PASSPHRASE = 2;
    static final int STANZA_KEY_FILE = 3;
    static final int MAX_STANZAS = 255;
    static final int MAX_STANZA_BODY = 0xffff;

    /** HKDF-SM3 info strings. */
    static final byte[] INFO_HEADER_MAC = ascii("iotseal v1 header mac");
    static final byte[] INFO_PAYLOAD = ascii("iotseal v1 payload");
    static final byte[] INFO_KEY_FILE = ascii("iotseal v1 key file");
    /** AAD of the wrapped file key in passphrase and key-file stanzas. */
    static final byte[] AAD_PASSPHRASE = ascii("iotseal v1 passphrase");
    static final byte[] AAD_KEY_FILE = INFO_KEY_FILE;

    /** PBKDF2-HMAC-SM3 iterations written by default (see the format doc for the measurement). */
    static final int DEFAULT_ITERATIONS = 200_000;
    /**
     * More iterations than this in a file are refused before any is spent: ten times the
     * default, as age accepts scrypt work factors up to 16 times its default.
     */
    static final int MAX_ITERATIONS = 10 * DEFAULT_ITERATIONS;
    /**
     * The PBKDF2 iterations one opening may spend in all, over every passphrase it was given:
     * two tries at the cap, twenty at the default. Checked before each derivation, from the
     * stanza's public iteration count, so running out says nothing about a passphrase.
     */
    static final long KDF_BUDGET = 2L * MAX_ITERATIONS;

    /** Verified segments whose tags are remembered, to name a duplicated one without a trial opening. */
    static final int DIAGNOSIS_WINDOW = 64;
    /** Trailing bytes after a short last segment that the diagnosis looks for. */
    static final int TRAILING_SEARCH = 256;
    /**
     * The trial openings one failure may cost, in sealed bytes: four full segments, or 64 KiB
     * where segments are small. The cheap trials go first (a remembered tag, the other flag,
     * a few trailing bytes, the next counters), so the common reasons are found within it.
     */
    static final int DIAGNOSIS_MIN_BUDGET = DEFAULT_SEGMENT;
    static final int DIAGNOSIS_SEGMENTS = 4;

    private SealFormat() {
    }

    private static byte[] ascii(String s) {
        return s.getBytes(StandardCharsets.US_ASCII);
    }
}
