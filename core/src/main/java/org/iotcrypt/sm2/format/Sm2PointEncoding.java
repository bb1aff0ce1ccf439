package org.iotcrypt.sm2.format;

import java.io.IOException;
import java.math.BigInteger;
import org.iotcrypt.internal.point.CurveParameters;
import org.iotcrypt.internal.util.Bytes;

/**
 * Public points of sm2p256v1 as SEC 1 (section 2.3.3) octet strings: uncompressed 04||x||y
 * (65 bytes) and compressed 02/03||x (33 bytes), always returned uncompressed.
 *
 * <p>Decompression uses BigInteger and takes time that depends on x: it only ever sees public
 * keys, which are public data. Since p = 3 (mod 4), a square root of v is v^((p+1)/4) when one
 * exists; the result is squared back to tell a non-residue (no point with this x) apart. Whether
 * an uncompressed point lies on the curve is left to the protocol layer (Sm2PublicKey.of), which
 * checks every key; here only the shape and the range x, y < p are checked.
 */
final class Sm2PointEncoding {

    static final int UNCOMPRESSED_BYTES = 65;
    static final int COMPRESSED_BYTES = 33;
    private static final int COORDINATE_BYTES = 32;

    private static final CurveParameters CURVE = CurveParameters.SM2P256V1;
    private static final BigInteger P = CURVE.p();
    private static final BigInteger SQRT_EXPONENT = P.add(BigInteger.ONE).shiftRight(2);

    private Sm2PointEncoding() {
    }

    /**
     * @param encoded 04||x||y or 02/03||x
     * @return 04||x||y
     * @throws IOException naming what is wrong
     */
    static byte[] decode(byte[] encoded) throws IOException {
        if (encoded.length == 0) {
            throw new IOException("empty point encoding");
        }
        int prefix = encoded[0] & 0xff;
        if (prefix == 0x04) {
            if (encoded.length != UNCOMPRESSED_BYTES) {
                throw new IOException("uncompressed point must be " + UNCOMPRESSED_BYTES + " bytes");
            }
            belowP(encoded, 1, "point x");
            belowP(encoded, 1 + COORDINATE_BYTES, "point y");
            return encoded.clone();
        }
        if (prefix == 0x02 || prefix == 0x03) {
            if (encoded.length != COMPRESSED_BYTES) {
                throw new IOException("compressed point must be " + COMPRESSED_BYTES + " bytes");
            }
            return decompress(encoded);
        }
        // The byte itself is not named: a private key handed over as a public one lands here too.
        throw new IOException("point encoding does not start with 04 (uncompressed) or 02/03 (compressed)");
    }

    private static byte[] decompress(byte[] compressed) throws IOException {
        BigInteger x = belowP(compressed, 1, "point x");
        BigInteger rhs = x.pow(3).add(CURVE.a().multiply(x)).add(CURVE.b()).mod(P);
        BigInteger y = rhs.modPow(SQRT_EXPONENT, P);
        if (!y.multiply(y).mod(P).equals(rhs)) {
            throw new IOException("compressed point: no point on sm2p256v1 has this x");
        }
        boolean wantOdd = compressed[0] == 0x03;
        if (y.testBit(0) != wantOdd) {
            if (y.signum() == 0) {
                throw new IOException("compressed point: y = 0 has no odd root");
            }
            y = P.subtract(y);
        }
        byte[] out = new byte[UNCOMPRESSED_BYTES];
        out[0] = 0x04;
        System.arraycopy(compressed, 1, out, 1, COORDINATE_BYTES);
        System.arraycopy(Bytes.unsignedFixed(y, COORDINATE_BYTES), 0, out, 1 + COORDINATE_BYTES, COORDINATE_BYTES);
        return out;
    }

    /**
     * The 32-byte coordinate at {@code off} as a number, checked below p (every encoding of a point
     * here, keys and SM2 ciphertexts' C1 alike, uses this one check).
     *
     * @param name what the coordinate is, for the error ("point x", "C1 y")
     */
    static BigInteger belowP(byte[] encoded, int off, String name) throws IOException {
        BigInteger v = new BigInteger(1, encoded, off, COORDINATE_BYTES);
        if (v.compareTo(P) >= 0) {
            throw new IOException(name + " is not below the field prime p");
        }
        return v;
    }
}
