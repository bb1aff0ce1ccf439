package org.iotcrypt.sm2.format;

import java.io.IOException;
import java.security.SignatureException;
import org.iotcrypt.internal.encoding.DerReader;
import org.iotcrypt.internal.encoding.DerWriter;

/**
 * SM2 signatures between the raw 64-byte form r||s (32 bytes each, big-endian) and DER
 * {@code SEQUENCE { r INTEGER, s INTEGER }} (GM/T 0009 SM2Signature, what OpenSSL, GmSSL and
 * Kona write). Reading is strict DER: minimal lengths and INTEGERs, no trailing bytes, and each
 * INTEGER in 1..2^256-1. Whether r and s are below n is the verifier's check, where a failure is
 * a wrong signature rather than a malformed one.
 */
public final class Sm2SignatureEncoding {

    /** The OID of SM3withSM2 signatures (GM/T 0006), as certificates and the JCA name them. */
    public static final String SM3_WITH_SM2_OID = "1.2.156.10197.1.501";

    private static final int SCALAR_BYTES = 32;

    private Sm2SignatureEncoding() {
    }

    /**
     * @param rs64 r||s, 32 bytes each
     * @return the DER SEQUENCE of the two INTEGERs
     * @throws IllegalArgumentException if {@code rs64} is not 64 bytes
     */
    public static byte[] toDer(byte[] rs64) {
        if (rs64 == null || rs64.length != 2 * SCALAR_BYTES) {
            throw new IllegalArgumentException("raw SM2 signature must be 64 bytes r||s, got "
                    + (rs64 == null ? "null" : rs64.length + " bytes"));
        }
        byte[] r = new byte[SCALAR_BYTES];
        byte[] s = new byte[SCALAR_BYTES];
        System.arraycopy(rs64, 0, r, 0, SCALAR_BYTES);
        System.arraycopy(rs64, SCALAR_BYTES, s, 0, SCALAR_BYTES);
        return DerWriter.sequence(DerWriter.unsignedInteger(r), DerWriter.unsignedInteger(s));
    }

    /**
     * @param der a DER SM2Signature
     * @return r||s, 32 bytes each
     * @throws SignatureException naming what is malformed; nothing else is thrown
     */
    public static byte[] fromDer(byte[] der) throws SignatureException {
        if (der == null) {
            throw new SignatureException("malformed SM2 signature: no data");
        }
        try {
            DerReader outer = new DerReader(der);
            DerReader fields = outer.sequence();
            outer.finish();
            byte[] rs = new byte[2 * SCALAR_BYTES];
            scalar(fields, "r", rs, 0);
            scalar(fields, "s", rs, SCALAR_BYTES);
            fields.finish();
            return rs;
        } catch (IOException e) {
            throw new SignatureException("malformed SM2 signature: " + e.getMessage());
        }
    }

    private static void scalar(DerReader fields, String name, byte[] out, int off) throws IOException {
        byte[] magnitude;
        try {
            magnitude = fields.unsignedInteger();
        } catch (IOException e) {
            throw new IOException(name + ": " + e.getMessage());
        }
        if (magnitude.length > SCALAR_BYTES) {
            throw new IOException(name + " is longer than 256 bits");
        }
        if (magnitude.length == 1 && magnitude[0] == 0) {
            throw new IOException(name + " is zero");
        }
        System.arraycopy(magnitude, 0, out, off + SCALAR_BYTES - magnitude.length, magnitude.length);
    }
}
