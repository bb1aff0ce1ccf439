package org.iotcrypt.sm2.format;

import java.io.IOException;
import java.security.spec.InvalidKeySpecException;
import java.util.Arrays;
import org.iotcrypt.internal.encoding.DerReader;
import org.iotcrypt.internal.encoding.DerWriter;
import org.iotcrypt.internal.encoding.Pem;

/**
 * SM2 keys as bytes: the private key d as 32 bytes big-endian, the public key as 65 bytes
 * 04||x||y. Reads the forms found in the field and writes PKCS#8 and SubjectPublicKeyInfo
 * byte for byte as OpenSSL 3 does.
 *
 * <p>Read: PKCS#8 PrivateKeyInfo (RFC 5208, and RFC 5958 v2) whose algorithm is id-ecPublicKey
 * with the named curve sm2p256v1 (1.2.156.10197.1.301), or that OID as the algorithm itself, as
 * GmSSL and older tools write; SEC 1 ECPrivateKey (RFC 5915) with or without its [0] curve and
 * [1] public key; X.509 SubjectPublicKeyInfo (RFC 5480); PEM of each (labels PRIVATE KEY, EC
 * PRIVATE KEY, SM2 PRIVATE KEY as {@code openssl ec} writes, PUBLIC KEY); raw 32-byte private
 * keys and raw 64-byte x||y, 65-byte uncompressed and 33-byte compressed public keys. Whether d
 * is in range and the point on the curve is the protocol layer's check (Sm2PrivateKey.of,
 * Sm2PublicKey.of); here lengths, tags, the curve OID, the point prefix and x, y < p are checked.
 *
 * <p>Parsing branches on structure and lengths, never on the bytes of d, which are copied out
 * unread; intermediate copies of d are wiped. Every malformed input ends in an
 * {@link InvalidKeySpecException} naming what is wrong.
 *
 * <p><b>Messages about private keys are fixed text.</b> A private key's message is one of the
 * {@code PRIVATE_*} texts below, completed at most by the length of the whole input: never a byte
 * of the input, a length or version read from it, an OID or a PEM label found in it. A raw key of
 * 31 or 33 bytes is tried as DER, and what DER would report about it (a tag, a length) would be
 * bytes of d; the same holds for any encoding whose structure is misread.
 */
public final class Sm2KeyEncoding {

    /** The named curve sm2p256v1 (GB/T 32918.5, GM/T 0006), also used as an algorithm OID. */
    public static final String SM2_OID = "1.2.156.10197.1.301";
    /** id-ecPublicKey, RFC 5480. */
    public static final String EC_PUBLIC_KEY_OID = "1.2.840.10045.2.1";

    private static final int D_BYTES = 32;
    private static final int RAW_XY_BYTES = 64;
    private static final int SEC1_VERSION = 1;
    /** Larger than any version defined, so that a wrong one is named by the check that knows the format. */
    private static final int MAX_VERSION = 255;

    /** A decoded private key: d and, when the encoding carried it, the public point. */
    public static final class PrivateKeyData {

        private final byte[] d;
        private final byte[] publicPoint;

        private PrivateKeyData(byte[] d, byte[] publicPoint) {
            this.d = d;
            this.publicPoint = publicPoint;
        }

        /** d, 32 bytes big-endian (a copy). */
        public byte[] d() {
            return d.clone();
        }

        /** The public point as 04||x||y (65 bytes, a copy), or null if the encoding had none. */
        public byte[] publicPoint() {
            return publicPoint == null ? null : publicPoint.clone();
        }

        /** Overwrites d with zeros. */
        public void wipe() {
            Arrays.fill(d, (byte) 0);
        }
    }

    /** The fixed messages of private-key decoding (see the class comment). */
    static final String PRIVATE_NO_DATA = "SM2 private key: no data";
    static final String PRIVATE_NOT_A_KEY = "is neither 32 raw bytes nor a well-formed PKCS#8 or SEC 1 DER encoding "
            + "of an SM2 private key";
    static final String PRIVATE_BAD_PEM = "the PEM text is malformed, encrypted, or not a PRIVATE KEY, EC PRIVATE KEY "
            + "or SM2 PRIVATE KEY block";
    static final String PRIVATE_IS_PUBLIC = "this is a public key (SubjectPublicKeyInfo), not a private key";
    static final String PRIVATE_ENCRYPTED = "an encrypted PKCS#8 key (EncryptedPrivateKeyInfo) is not supported; "
            + "decrypt it first";
    static final String PRIVATE_VERSION = "unsupported PKCS#8 or ECPrivateKey version (PKCS#8 0 or 1, ECPrivateKey 1)";
    static final String PRIVATE_ALGORITHM = "the key is not for SM2 on sm2p256v1 (algorithm id-ecPublicKey with the "
            + "named curve " + SM2_OID + ", or that OID as the algorithm)";
    static final String PRIVATE_LENGTH = "the private key value must be 1..32 bytes";
    static final String PRIVATE_PUBLIC_PART = "the public key stored with the private key is malformed";
    static final String PRIVATE_PUBLIC_MISMATCH = "the PKCS#8 publicKey differs from the ECPrivateKey's";

    /** A private-key decoding error whose message is one of the fixed texts. */
    private static final class PrivateKeyFault extends IOException {
        PrivateKeyFault(String fixedMessage) {
            super(fixedMessage);
        }
    }

    private Sm2KeyEncoding() {
    }

    /**
     * Reads a private key from PKCS#8 or SEC 1 DER, PEM of either, or 32 raw bytes.
     *
     * @throws InvalidKeySpecException naming what is wrong; nothing else is thrown
     */
    public static PrivateKeyData decodePrivate(byte[] derOrPem) throws InvalidKeySpecException {
        if (derOrPem == null) {
            throw new InvalidKeySpecException(PRIVATE_NO_DATA);
        }
        if (derOrPem.length == D_BYTES) {
            return new PrivateKeyData(derOrPem.clone(), null);
        }
        byte[] der = null;
        try {
            if (Pem.looksLikePem(derOrPem)) {
                try {
                    der = Pem.decode(derOrPem, "PRIVATE KEY", "EC PRIVATE KEY", "SM2 PRIVATE KEY").der();
                } catch (IOException e) {
                    throw new PrivateKeyFault(PRIVATE_BAD_PEM);
                }
                return privateDer(der);
            }
            return privateDer(derOrPem);
        } catch (PrivateKeyFault e) {
            throw new InvalidKeySpecException("malformed SM2 private key: " + e.getMessage());
        } catch (IOException e) {
            // DerReader's message could quote the input; only its total length is named.
            throw new InvalidKeySpecException("malformed SM2 private key: the " + derOrPem.length + "-byte input "
                    + PRIVATE_NOT_A_KEY);
        } finally {
            if (der != null) {
                Arrays.fill(der, (byte) 0);
            }
        }
    }

    /**
     * Reads a public key from SubjectPublicKeyInfo DER or PEM, or raw x||y (64 bytes), 04||x||y
     * (65 bytes) or 02/03||x (33 bytes).
     *
     * @return 04||x||y, 65 bytes
     * @throws InvalidKeySpecException naming what is wrong; nothing else is thrown
     */
    public static byte[] decodePublic(byte[] derOrPem) throws InvalidKeySpecException {
        if (derOrPem == null) {
            throw new InvalidKeySpecException("SM2 public key: no data");
        }
        try {
            switch (derOrPem.length) {
                case RAW_XY_BYTES:
                    byte[] point = new byte[Sm2PointEncoding.UNCOMPRESSED_BYTES];
                    point[0] = 0x04;
                    System.arraycopy(derOrPem, 0, point, 1, RAW_XY_BYTES);
                    return Sm2PointEncoding.decode(point);
                case Sm2PointEncoding.UNCOMPRESSED_BYTES:
                case Sm2PointEncoding.COMPRESSED_BYTES:
                    return Sm2PointEncoding.decode(derOrPem);
                default:
                    byte[] der = Pem.looksLikePem(derOrPem) ? Pem.decode(derOrPem, "PUBLIC KEY").der() : derOrPem;
                    return spki(der);
            }
        } catch (IOException e) {
            throw new InvalidKeySpecException("malformed SM2 public key: " + e.getMessage());
        }
    }

    /**
     * PKCS#8 PrivateKeyInfo as OpenSSL 3 writes it: version 0, algorithm id-ecPublicKey with
     * the sm2p256v1 OID, and an ECPrivateKey (version 1, d as 32 bytes, no [0] curve, the
     * public key in [1] when given).
     *
     * @param d 32 bytes big-endian
     * @param pub65 04||x||y, or null to leave the public key out (as OpenSSL does for a key read without one)
     */
    public static byte[] encodePkcs8(byte[] d, byte[] pub65) {
        if (d == null || d.length != D_BYTES) {
            throw new IllegalArgumentException("SM2 private key d must be 32 bytes");
        }
        if (pub65 != null) {
            checkUncompressed(pub65);
        }
        byte[] dString = DerWriter.octetString(d);
        byte[] ecPrivateKey = pub65 == null
                ? DerWriter.sequence(DerWriter.integer(SEC1_VERSION), dString)
                : DerWriter.sequence(DerWriter.integer(SEC1_VERSION), dString,
                        DerWriter.explicit(1, DerWriter.bitString(pub65)));
        byte[] wrapped = DerWriter.octetString(ecPrivateKey);
        byte[] pkcs8 = DerWriter.sequence(DerWriter.integer(0), algorithmIdentifier(), wrapped);
        Arrays.fill(dString, (byte) 0);
        Arrays.fill(ecPrivateKey, (byte) 0);
        Arrays.fill(wrapped, (byte) 0);
        return pkcs8;
    }

    /** SubjectPublicKeyInfo as OpenSSL 3 writes it: id-ecPublicKey, the sm2p256v1 OID, the point uncompressed. */
    public static byte[] encodeSpki(byte[] pub65) {
        checkUncompressed(pub65);
        return DerWriter.sequence(algorithmIdentifier(), DerWriter.bitString(pub65));
    }

    /**
     * PEM text of {@code der} under {@code label} (e.g. PRIVATE KEY, PUBLIC KEY), 64-character
     * lines. A String cannot be wiped: a private key's PEM is better had from {@link #pemBytes}
     * or {@link #pemChars}.
     */
    public static String pem(String label, byte[] der) {
        return Pem.encode(label, der);
    }

    /** {@link #pem} as ASCII bytes in an array the caller can wipe. */
    public static byte[] pemBytes(String label, byte[] der) {
        return Pem.encodeBytes(label, der);
    }

    /** {@link #pem} as characters in an array the caller can wipe. */
    public static char[] pemChars(String label, byte[] der) {
        return Pem.encodeChars(label, der);
    }

    private static PrivateKeyData privateDer(byte[] der) throws IOException {
        DerReader outer = new DerReader(der);
        DerReader fields = outer.sequence();
        outer.finish();
        if (fields.nextIs(DerReader.SEQUENCE)) {
            // SEQUENCE { AlgorithmIdentifier, ... }: a public key's SPKI (BIT STRING) or an
            // EncryptedPrivateKeyInfo (OCTET STRING); each gets the message a user can act on
            fields.sequence();
            throw new PrivateKeyFault(fields.nextIs(DerReader.BIT_STRING) ? PRIVATE_IS_PUBLIC : PRIVATE_ENCRYPTED);
        }
        int version = fields.smallInteger(MAX_VERSION);
        if (fields.nextIs(DerReader.SEQUENCE)) {
            return pkcs8(fields, version);
        }
        return sec1(fields, version);
    }

    /** The rest of a PrivateKeyInfo / OneAsymmetricKey after its version (0 or 1). */
    private static PrivateKeyData pkcs8(DerReader fields, int version) throws IOException {
        if (version > 1) {
            throw new PrivateKeyFault(PRIVATE_VERSION);
        }
        DerReader algorithm = fields.sequence();
        try {
            checkAlgorithm(algorithm);
        } catch (IOException e) {
            throw new PrivateKeyFault(PRIVATE_ALGORITHM);
        }
        byte[] wrapped = fields.octetString();
        try {
            DerReader outer = new DerReader(wrapped);
            DerReader inner = outer.sequence();
            outer.finish();
            PrivateKeyData key = sec1(inner, inner.smallInteger(MAX_VERSION));
            try {
                if (fields.nextIs(0xa0)) {
                    fields.contentOf(0xa0);
                }
                byte[] outerPublic = null;
                if (version == 1 && fields.nextIs(0x81)) {
                    outerPublic = publicBits(fields.contentOf(0x81));
                }
                fields.finish();
                if (outerPublic != null && key.publicPoint != null && !Arrays.equals(outerPublic, key.publicPoint)) {
                    throw new PrivateKeyFault(PRIVATE_PUBLIC_MISMATCH);
                }
                return outerPublic != null && key.publicPoint == null ? new PrivateKeyData(key.d, outerPublic) : key;
            } catch (IOException e) {
                key.wipe();
                throw e;
            }
        } finally {
            Arrays.fill(wrapped, (byte) 0);
        }
    }

    /**
     * The rest of an ECPrivateKey after its version. Without [0] the curve is not named; SM2 is
     * what the caller asked for, as OpenSSL assumes the curve of the enclosing PKCS#8.
     */
    private static PrivateKeyData sec1(DerReader fields, int version) throws IOException {
        if (version != SEC1_VERSION) {
            throw new PrivateKeyFault(PRIVATE_VERSION);
        }
        byte[] dString = fields.octetString();
        int length = dString.length;
        byte[] d = new byte[D_BYTES];
        if (length > 0 && length <= D_BYTES) {
            System.arraycopy(dString, 0, d, D_BYTES - length, length);
        }
        Arrays.fill(dString, (byte) 0);
        try {
            if (length == 0 || length > D_BYTES) {
                throw new PrivateKeyFault(PRIVATE_LENGTH);
            }
            if (fields.nextIs(DerReader.contextTag(0))) {
                DerReader parameters = fields.explicit(0);
                try {
                    checkCurve(parameters);
                    parameters.finish();
                } catch (IOException e) {
                    throw new PrivateKeyFault(PRIVATE_ALGORITHM);
                }
            }
            byte[] publicPoint = null;
            if (fields.nextIs(DerReader.contextTag(1))) {
                DerReader publicKey = fields.explicit(1);
                try {
                    publicPoint = Sm2PointEncoding.decode(publicKey.bitString());
                    publicKey.finish();
                } catch (IOException e) {
                    throw new PrivateKeyFault(PRIVATE_PUBLIC_PART);
                }
            }
            fields.finish();
            return new PrivateKeyData(d, publicPoint);
        } catch (IOException e) {
            // d was copied out before the rest was read: a refused key leaves no copy behind
            Arrays.fill(d, (byte) 0);
            throw e;
        }
    }

    private static byte[] spki(byte[] der) throws IOException {
        DerReader outer = new DerReader(der);
        DerReader fields = outer.sequence();
        outer.finish();
        checkAlgorithm(fields.sequence());
        byte[] point = Sm2PointEncoding.decode(fields.bitString());
        fields.finish();
        return point;
    }

    /** AlgorithmIdentifier: id-ecPublicKey with the sm2p256v1 OID, or the SM2 OID with no, NULL or the same OID as parameters. */
    private static void checkAlgorithm(DerReader algorithm) throws IOException {
        String oid = algorithm.oid();
        if (oid.equals(EC_PUBLIC_KEY_OID)) {
            if (!algorithm.hasMore()) {
                throw new IOException("id-ecPublicKey without curve parameters");
            }
            checkCurve(algorithm);
        } else if (oid.equals(SM2_OID)) {
            if (algorithm.nextIs(DerReader.NULL)) {
                algorithm.nullValue();
            } else if (algorithm.hasMore()) {
                checkCurve(algorithm);
            }
        } else {
            throw new IOException("algorithm " + oid + " is neither id-ecPublicKey (" + EC_PUBLIC_KEY_OID
                    + ") nor SM2 (" + SM2_OID + ")");
        }
        algorithm.finish();
    }

    /** ECParameters: only the namedCurve choice with the sm2p256v1 OID is accepted. */
    private static void checkCurve(DerReader parameters) throws IOException {
        if (parameters.nextIs(DerReader.SEQUENCE)) {
            throw new IOException("explicit curve parameters are not supported; expected the named curve " + SM2_OID);
        }
        if (parameters.nextIs(DerReader.NULL)) {
            throw new IOException("implicitCA curve parameters are not supported; expected the named curve " + SM2_OID);
        }
        String curve = parameters.oid();
        if (!curve.equals(SM2_OID)) {
            throw new IOException("curve " + curve + " is not sm2p256v1 (" + SM2_OID + ")");
        }
    }

    /** The content of a PKCS#8 [1] IMPLICIT BIT STRING holding a point. */
    private static byte[] publicBits(byte[] content) throws IOException {
        if (content.length == 0 || content[0] != 0) {
            throw new PrivateKeyFault(PRIVATE_PUBLIC_PART);
        }
        try {
            return Sm2PointEncoding.decode(Arrays.copyOfRange(content, 1, content.length));
        } catch (IOException e) {
            throw new PrivateKeyFault(PRIVATE_PUBLIC_PART);
        }
    }

    private static byte[] algorithmIdentifier() {
        return DerWriter.sequence(DerWriter.oid(EC_PUBLIC_KEY_OID), DerWriter.oid(SM2_OID));
    }

    private static void checkUncompressed(byte[] pub65) {
        if (pub65 == null || pub65.length != Sm2PointEncoding.UNCOMPRESSED_BYTES || pub65[0] != 0x04) {
            throw new IllegalArgumentException("SM2 public key must be 65 bytes 04||x||y");
        }
    }
}
