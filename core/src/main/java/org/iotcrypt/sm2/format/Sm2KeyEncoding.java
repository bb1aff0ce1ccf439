package org.iotcrypt.sm2.format;

import java.io.IOException;
import java.security.InvalidKeyException;
import java.security.spec.InvalidKeySpecException;
import java.util.Arrays;
import org.iotcrypt.internal.encoding.DerReader;
import org.iotcrypt.internal.encoding.DerWriter;
import org.iotcrypt.internal.encoding.Pem;
import org.iotcrypt.sm2.Sm2Curve;
import org.iotcrypt.sm2.Sm2PrivateKey;
import org.iotcrypt.sm2.Sm2PublicKey;

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
 * keys and raw 64-byte x||y, 65-byte uncompressed and 33-byte compressed public keys. Decoders
 * return key objects: here lengths, tags, the curve OID are checked, and the key classes check
 * the rest (d in range, the point on the curve, a stored public key equal to d*G).
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

    private static final Sm2Curve CURVE = Sm2Curve.sm2p256v1();
    private static final int D_BYTES = 32;
    private static final int RAW_XY_BYTES = 64;
    private static final int UNCOMPRESSED_BYTES = 65;
    private static final int COMPRESSED_BYTES = 33;
    private static final int SEC1_VERSION = 1;
    /** Larger than any version defined, so that a wrong one is named by the check that knows the format. */
    private static final int MAX_VERSION = 255;

    /** What a private-key encoding holds: d and, when the encoding carried it, the public key. */
    private static final class PrivateKeyData {

        private final byte[] d;
        private final Sm2PublicKey publicKey;

        private PrivateKeyData(byte[] d, Sm2PublicKey publicKey) {
            this.d = d;
            this.publicKey = publicKey;
        }

        void wipe() {
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
    static final String PRIVATE_RANGE = "the private key value must lie in [1, n - 2]";
    static final String PRIVATE_NOT_D_G = "the public key stored with the private key is not d*G";

    /** A private-key decoding error whose message is one of the fixed texts. */
    private static final class PrivateKeyFault extends IOException {
        PrivateKeyFault(String fixedMessage) {
            super(fixedMessage);
        }
    }

    private Sm2KeyEncoding() {
    }

    /**
     * Reads a private key on sm2p256v1 from PKCS#8 or SEC 1 DER, PEM of either, or 32 raw bytes,
     * and checks it: d in [1, n - 2], and when the encoding also stores the public key, that it
     * is d*G (a mismatched pair would sign with one key and name another in Z_A). This is the
     * one place that check is made; the provider and the CLI both read keys here.
     *
     * @param derOrPem the encoding, DER, PEM or raw
     * @return the checked private key
     * @throws InvalidKeySpecException naming what is wrong, in the fixed texts of the class
     *     comment; nothing else is thrown
     */
    public static Sm2PrivateKey decodePrivate(byte[] derOrPem) throws InvalidKeySpecException {
        PrivateKeyData data = readPrivate(derOrPem);
        Sm2PrivateKey key;
        try {
            key = Sm2PrivateKey.of(CURVE, data.d);
        } catch (InvalidKeyException e) {
            throw new InvalidKeySpecException("invalid SM2 private key: " + PRIVATE_RANGE);
        } finally {
            data.wipe();
        }
        if (data.publicKey != null && !data.publicKey.equals(key.publicKey())) {
            key.destroy();
            throw new InvalidKeySpecException("invalid SM2 private key: " + PRIVATE_NOT_D_G);
        }
        return key;
    }

    private static PrivateKeyData readPrivate(byte[] derOrPem) throws InvalidKeySpecException {
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
     * Reads a public key on sm2p256v1 from SubjectPublicKeyInfo DER or PEM, or raw x||y
     * (64 bytes), 04||x||y (65 bytes) or 02/03||x (33 bytes), and checks that it is a point of
     * the curve.
     *
     * @param derOrPem the encoding, DER, PEM or raw
     * @return the checked public key
     * @throws InvalidKeySpecException naming what is wrong; nothing else is thrown
     */
    public static Sm2PublicKey decodePublic(byte[] derOrPem) throws InvalidKeySpecException {
        if (derOrPem == null) {
            throw new InvalidKeySpecException("SM2 public key: no data");
        }
        try {
            switch (derOrPem.length) {
                case RAW_XY_BYTES:
                    byte[] uncompressed = new byte[UNCOMPRESSED_BYTES];
                    uncompressed[0] = 0x04;
                    System.arraycopy(derOrPem, 0, uncompressed, 1, RAW_XY_BYTES);
                    return point(uncompressed);
                case UNCOMPRESSED_BYTES:
                case COMPRESSED_BYTES:
                    return point(derOrPem);
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
     * public key in [1]).
     *
     * @param key the key, on sm2p256v1
     * @return the PKCS#8 DER (the caller should wipe it)
     * @throws IllegalArgumentException if the key is not on sm2p256v1, the curve the OID names
     * @throws IllegalStateException if the key has been destroyed
     */
    public static byte[] encodePkcs8(Sm2PrivateKey key) {
        requireSm2p256v1(key.curve());
        byte[] d = key.d();
        byte[] dString = DerWriter.octetString(d);
        Arrays.fill(d, (byte) 0);
        byte[] ecPrivateKey = DerWriter.sequence(DerWriter.integer(SEC1_VERSION), dString,
                DerWriter.explicit(1, DerWriter.bitString(key.publicKey().encoded())));
        byte[] wrapped = DerWriter.octetString(ecPrivateKey);
        byte[] pkcs8 = DerWriter.sequence(DerWriter.integer(0), algorithmIdentifier(), wrapped);
        Arrays.fill(dString, (byte) 0);
        Arrays.fill(ecPrivateKey, (byte) 0);
        Arrays.fill(wrapped, (byte) 0);
        return pkcs8;
    }

    /**
     * SubjectPublicKeyInfo as OpenSSL 3 writes it: id-ecPublicKey, the sm2p256v1 OID, the point uncompressed.
     *
     * @param key the key, on sm2p256v1
     * @return the SubjectPublicKeyInfo DER
     * @throws IllegalArgumentException if the key is not on sm2p256v1, the curve the OID names
     */
    public static byte[] encodeSpki(Sm2PublicKey key) {
        requireSm2p256v1(key.curve());
        return DerWriter.sequence(algorithmIdentifier(), DerWriter.bitString(key.encoded()));
    }

    /**
     * PEM text of {@code der} under {@code label} (e.g. PRIVATE KEY, PUBLIC KEY), 64-character
     * lines. A String cannot be wiped: a private key's PEM is better had from {@link #pemBytes}
     * or {@link #pemChars}.
     *
     * @param label the PEM label, e.g. PRIVATE KEY
     * @param der the DER to wrap
     * @return the PEM text
     */
    public static String pem(String label, byte[] der) {
        return Pem.encode(label, der);
    }

    /**
     * {@link #pem} as ASCII bytes in an array the caller can wipe.
     *
     * @param label the PEM label, e.g. PRIVATE KEY
     * @param der the DER to wrap
     * @return the PEM text as ASCII bytes
     */
    public static byte[] pemBytes(String label, byte[] der) {
        return Pem.encodeBytes(label, der);
    }

    /**
     * {@link #pem} as characters in an array the caller can wipe.
     *
     * @param label the PEM label, e.g. PRIVATE KEY
     * @param der the DER to wrap
     * @return the PEM text as characters
     */
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
                Sm2PublicKey outerPublic = null;
                if (version == 1 && fields.nextIs(0x81)) {
                    outerPublic = publicBits(fields.contentOf(0x81));
                }
                fields.finish();
                if (outerPublic != null && key.publicKey != null && !outerPublic.equals(key.publicKey)) {
                    throw new PrivateKeyFault(PRIVATE_PUBLIC_MISMATCH);
                }
                return outerPublic != null && key.publicKey == null ? new PrivateKeyData(key.d, outerPublic) : key;
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
            Sm2PublicKey publicKey = null;
            if (fields.nextIs(DerReader.contextTag(1))) {
                DerReader publicPart = fields.explicit(1);
                try {
                    publicKey = point(publicPart.bitString());
                    publicPart.finish();
                } catch (IOException e) {
                    throw new PrivateKeyFault(PRIVATE_PUBLIC_PART);
                }
            }
            fields.finish();
            return new PrivateKeyData(d, publicKey);
        } catch (IOException e) {
            // d was copied out before the rest was read: a refused key leaves no copy behind
            Arrays.fill(d, (byte) 0);
            throw e;
        }
    }

    private static Sm2PublicKey spki(byte[] der) throws IOException {
        DerReader outer = new DerReader(der);
        DerReader fields = outer.sequence();
        outer.finish();
        checkAlgorithm(fields.sequence());
        Sm2PublicKey key = point(fields.bitString());
        fields.finish();
        return key;
    }

    /**
     * A SEC 1 point (04||x||y or 02/03||x) as a key of sm2p256v1. The point layer checks the
     * range, decompresses and checks the curve equation; its message never quotes the bytes.
     */
    private static Sm2PublicKey point(byte[] encoded) throws IOException {
        try {
            return Sm2PublicKey.of(CURVE, encoded);
        } catch (InvalidKeyException e) {
            // the point layer's own reason, without the key class's "invalid SM2 public key" prefix
            throw new IOException(e.getCause() != null ? e.getCause().getMessage() : e.getMessage());
        }
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
    private static Sm2PublicKey publicBits(byte[] content) throws IOException {
        if (content.length == 0 || content[0] != 0) {
            throw new PrivateKeyFault(PRIVATE_PUBLIC_PART);
        }
        try {
            return point(Arrays.copyOfRange(content, 1, content.length));
        } catch (IOException e) {
            throw new PrivateKeyFault(PRIVATE_PUBLIC_PART);
        }
    }

    private static byte[] algorithmIdentifier() {
        return DerWriter.sequence(DerWriter.oid(EC_PUBLIC_KEY_OID), DerWriter.oid(SM2_OID));
    }

    private static void requireSm2p256v1(Sm2Curve curve) {
        if (!curve.equals(CURVE)) {
            throw new IllegalArgumentException("PKCS#8 and SubjectPublicKeyInfo here name sm2p256v1; the key is on "
                    + curve);
        }
    }
}
