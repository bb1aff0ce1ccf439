package org.iotcrypt.seal;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A sealed file's header: magic, version, AEAD, segment size, salt, stanzas, and the HMAC-SM3
 * that closes it. Written in one piece, read field by field from a stream, every length checked
 * before it is used.
 */
final class SealedHeader {

    /** One recipient stanza as it stands in the file. */
    record Stanza(int type, byte[] body) {
    }

    final SealedAead aead;
    final int segmentSize;
    final byte[] salt;
    final List<Stanza> stanzas;
    /** Everything before the MAC, as read or written: what the MAC covers. */
    final byte[] covered;
    final byte[] mac;

    private SealedHeader(SealedAead aead, int segmentSize, byte[] salt, List<Stanza> stanzas, byte[] covered, byte[] mac) {
        this.aead = aead;
        this.segmentSize = segmentSize;
        this.salt = salt;
        this.stanzas = stanzas;
        this.covered = covered;
        this.mac = mac;
    }

    /** The header's bytes before the MAC. */
    static byte[] encode(SealedAead aead, int segmentSize, byte[] salt, List<Stanza> stanzas) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(SealFormat.MAGIC);
        out.write(SealFormat.VERSION);
        out.write(aead.id());
        writeInt(out, segmentSize);
        out.writeBytes(salt);
        out.write(stanzas.size());
        for (Stanza s : stanzas) {
            out.write(s.type());
            out.write(s.body().length >>> 8);
            out.write(s.body().length);
            out.writeBytes(s.body());
        }
        return out.toByteArray();
    }

    /**
     * Reads a header and its MAC (not yet checked: that needs the file key).
     *
     * @throws SealException if it is no sealed file, unsupported, cut short or out of range
     */
    static SealedHeader read(InputStream in) throws IOException {
        ByteArrayOutputStream covered = new ByteArrayOutputStream();
        byte[] magic = readFully(in, SealFormat.MAGIC.length, covered, true);
        if (!Arrays.equals(magic, SealFormat.MAGIC)) {
            throw new SealException(SealException.Reason.NOT_SEALED, "not a sealed file (it does not start with IOTSEAL)");
        }
        int version = readFully(in, 1, covered, false)[0] & 0xff;
        if (version != SealFormat.VERSION) {
            throw new SealException(SealException.Reason.UNSUPPORTED,
                    "sealed-file version " + version + " is not supported (this reads version " + SealFormat.VERSION + ")");
        }
        int aeadId = readFully(in, 1, covered, false)[0] & 0xff;
        SealedAead aead = SealedAead.of(aeadId);
        if (aead == null) {
            throw new SealException(SealException.Reason.UNSUPPORTED, "AEAD " + aeadId + " is not supported (1 = SM4-GCM, 2 = SM4-CCM)");
        }
        byte[] size = readFully(in, 4, covered, false);
        long segmentSize = ((size[0] & 0xffL) << 24) | ((size[1] & 0xff) << 16) | ((size[2] & 0xff) << 8) | (size[3] & 0xff);
        if (segmentSize < SealFormat.MIN_SEGMENT || segmentSize > SealFormat.MAX_SEGMENT) {
            throw new SealException(SealException.Reason.MALFORMED_HEADER, "segment size " + segmentSize + " is out of range ("
                    + SealFormat.MIN_SEGMENT + ".." + SealFormat.MAX_SEGMENT + ")");
        }
        byte[] salt = readFully(in, SealFormat.SALT_LENGTH, covered, false);
        int count = readFully(in, 1, covered, false)[0] & 0xff;
        if (count == 0) {
            throw new SealException(SealException.Reason.MALFORMED_HEADER, "the header has no recipient stanza");
        }
        List<Stanza> stanzas = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            byte[] head = readFully(in, 3, covered, false);
            int length = ((head[1] & 0xff) << 8) | (head[2] & 0xff);
            stanzas.add(new Stanza(head[0] & 0xff, readFully(in, length, covered, false)));
        }
        byte[] mac = readFully(in, SealFormat.HEADER_MAC_LENGTH, null, false);
        return new SealedHeader(aead, (int) segmentSize, salt, List.copyOf(stanzas), covered.toByteArray(), mac);
    }

    /** Counts of the stanza kinds, for messages. */
    String describeStanzas() {
        return SealedRecipients.of(stanzas).describe();
    }

    private static byte[] readFully(InputStream in, int n, ByteArrayOutputStream copy, boolean first) throws IOException {
        byte[] b = in.readNBytes(n);
        if (b.length != n) {
            if (first) {
                throw new SealException(SealException.Reason.NOT_SEALED, b.length == 0 ? "the input is empty, not a sealed file"
                        : "not a sealed file (too short for its magic)");
            }
            throw new SealException(SealException.Reason.MALFORMED_HEADER, "the header is cut short");
        }
        if (copy != null) {
            copy.writeBytes(b);
        }
        return b;
    }

    private static void writeInt(ByteArrayOutputStream out, int v) {
        out.write(v >>> 24);
        out.write(v >>> 16);
        out.write(v >>> 8);
        out.write(v);
    }
}
