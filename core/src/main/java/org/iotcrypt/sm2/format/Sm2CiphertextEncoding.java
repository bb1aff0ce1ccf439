package org.iotcrypt.sm2.format;

import java.io.IOException;
import javax.crypto.BadPaddingException;
import org.iotcrypt.internal.encoding.DerReader;
import org.iotcrypt.internal.encoding.DerWriter;
import org.iotcrypt.sm2.Sm2Ciphertext;

/**
 * SM2 ciphertexts in the three {@link CiphertextFormat}s. The raw forms carry C1 uncompressed
 * (04||x||y, 65 bytes); C3 is 32 bytes and C2 takes the rest. The DER form is read strictly
 * (minimal lengths and INTEGERs, no trailing bytes). Decoding checks the shape only: lengths
 * and the 04 prefix. Whether C1 is a point of the curve, coordinates below p included, is
 * decryption's check, made by the point layer like that of every other point.
 *
 * <p>Every malformed input, whatever it is, ends in a {@link BadPaddingException} (a
 * GeneralSecurityException, as the JCA's Cipher.doFinal declares), never in another exception.
 */
public final class Sm2CiphertextEncoding {

    private static final int COORDINATE_BYTES = 32;
    private static final int C1_BYTES = 1 + 2 * COORDINATE_BYTES;
    private static final int C3_BYTES = 32;
    private static final byte UNCOMPRESSED = 0x04;

    private Sm2CiphertextEncoding() {
    }

    /**
     * The bytes of {@code c} in format {@code f}.
     *
     * @param c the ciphertext
     * @param f the layout
     * @return the encoded ciphertext
     */
    public static byte[] encode(Sm2Ciphertext c, CiphertextFormat f) {
        byte[] x = c.c1x();
        byte[] y = c.c1y();
        byte[] c3 = c.c3();
        byte[] c2 = c.c2();
        if (f == CiphertextFormat.DER_C1C3C2) {
            return DerWriter.sequence(DerWriter.unsignedInteger(x), DerWriter.unsignedInteger(y),
                    DerWriter.octetString(c3), DerWriter.octetString(c2));
        }
        byte[] out = new byte[C1_BYTES + C3_BYTES + c2.length];
        out[0] = UNCOMPRESSED;
        System.arraycopy(x, 0, out, 1, COORDINATE_BYTES);
        System.arraycopy(y, 0, out, 1 + COORDINATE_BYTES, COORDINATE_BYTES);
        boolean c3First = f == CiphertextFormat.RAW_C1C3C2;
        System.arraycopy(c3, 0, out, c3First ? C1_BYTES : C1_BYTES + c2.length, C3_BYTES);
        System.arraycopy(c2, 0, out, c3First ? C1_BYTES + C3_BYTES : C1_BYTES, c2.length);
        return out;
    }

    /**
     * Splits {@code b}, laid out as {@code f}, into its parts.
     *
     * @param b the encoded ciphertext
     * @param f the layout
     * @return the ciphertext's parts
     * @throws BadPaddingException naming what is malformed or truncated
     */
    public static Sm2Ciphertext decode(byte[] b, CiphertextFormat f) throws BadPaddingException {
        if (b == null || f == null) {
            throw new BadPaddingException("malformed SM2 ciphertext: no " + (b == null ? "data" : "format"));
        }
        try {
            return f == CiphertextFormat.DER_C1C3C2 ? decodeDer(b) : decodeRaw(b, f == CiphertextFormat.RAW_C1C3C2);
        } catch (IOException e) {
            throw new BadPaddingException("malformed SM2 ciphertext (" + f + "): " + e.getMessage());
        }
    }

    private static Sm2Ciphertext decodeDer(byte[] b) throws IOException {
        DerReader outer = new DerReader(b);
        DerReader fields = outer.sequence();
        outer.finish();
        byte[] x = coordinate(fields, "x");
        byte[] y = coordinate(fields, "y");
        byte[] c3 = fields.octetString();
        if (c3.length != C3_BYTES) {
            throw new IOException("C3 must be " + C3_BYTES + " bytes, got " + c3.length);
        }
        byte[] c2 = fields.octetString();
        fields.finish();
        return new Sm2Ciphertext(x, y, c3, c2);
    }

    private static Sm2Ciphertext decodeRaw(byte[] b, boolean c3First) throws IOException {
        if (b.length < C1_BYTES + C3_BYTES) {
            throw new IOException("truncated: " + b.length + " bytes, at least " + (C1_BYTES + C3_BYTES)
                    + " needed for C1 and C3");
        }
        if (b[0] != UNCOMPRESSED) {
            throw new IOException(String.format("C1 must start with 04 (uncompressed point), found %02x", b[0] & 0xff));
        }
        byte[] x = new byte[COORDINATE_BYTES];
        byte[] y = new byte[COORDINATE_BYTES];
        System.arraycopy(b, 1, x, 0, COORDINATE_BYTES);
        System.arraycopy(b, 1 + COORDINATE_BYTES, y, 0, COORDINATE_BYTES);
        int c2Length = b.length - C1_BYTES - C3_BYTES;
        byte[] c3 = new byte[C3_BYTES];
        byte[] c2 = new byte[c2Length];
        System.arraycopy(b, c3First ? C1_BYTES : C1_BYTES + c2Length, c3, 0, C3_BYTES);
        System.arraycopy(b, c3First ? C1_BYTES + C3_BYTES : C1_BYTES, c2, 0, c2Length);
        return new Sm2Ciphertext(x, y, c3, c2);
    }

    private static byte[] coordinate(DerReader fields, String name) throws IOException {
        try {
            return fields.unsignedInteger(COORDINATE_BYTES);
        } catch (IOException e) {
            throw new IOException("C1 " + name + ": " + e.getMessage());
        }
    }
}
