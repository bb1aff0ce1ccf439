package org.iotcrypt.pkix;

import java.io.IOException;
import java.security.KeyFactory;
import java.security.NoSuchAlgorithmException;
import java.security.PublicKey;
import java.security.spec.InvalidKeySpecException;
import java.security.spec.X509EncodedKeySpec;
import java.util.Map;
import org.iotcrypt.internal.encoding.DerReader;
import org.iotcrypt.jca.Sm2EcPublicKey;
import org.iotcrypt.sm2.format.Sm2KeyEncoding;

/**
 * A SubjectPublicKeyInfo as a JCA key: SM2 keys (id-ecPublicKey on sm2p256v1, or the SM2 OID as
 * the algorithm) as this library's keys, checked to lie on the curve; the others through the
 * JDK's {@link KeyFactory} for their algorithm (P-256 and the other EC curves, RSA, RSASSA-PSS,
 * Ed25519, Ed448, DSA); an algorithm no installed factory knows as an opaque key that keeps its
 * encoding, as the JDK's own certificate parser does.
 */
final class PublicKeys {

    private static final String RSA = "1.2.840.113549.1.1.1";

    /** SPKI and PKCS#8 algorithm OIDs and the JDK KeyFactory that reads them. */
    static final Map<String, String> FACTORIES = Map.of(
            Sm2KeyEncoding.EC_PUBLIC_KEY_OID, "EC",
            RSA, "RSA",
            "1.2.840.113549.1.1.10", "RSASSA-PSS",
            "1.3.101.112", "Ed25519",
            "1.3.101.113", "Ed448",
            "1.2.840.10040.4.1", "DSA");

    private PublicKeys() {
    }

    static PublicKey fromSpki(byte[] spki) throws IOException {
        DerReader seq = new DerReader(spki).sequence();
        AlgorithmId algorithm = AlgorithmId.read(seq);
        seq.bits();
        seq.finish();
        if (isSm2(algorithm)) {
            try {
                return new Sm2EcPublicKey(Sm2KeyEncoding.decodePublic(spki));
            } catch (InvalidKeySpecException e) {
                throw new IOException("SM2 public key: " + e.getMessage());
            }
        }
        String factory = FACTORIES.get(algorithm.oid());
        if (factory == null || (factory.equals("EC") && !jdkKnowsCurve(algorithm))) {
            return new OpaquePublicKey(algorithm.oid(), spki);
        }
        try {
            return KeyFactory.getInstance(factory).generatePublic(new X509EncodedKeySpec(spki));
        } catch (NoSuchAlgorithmException e) {
            return new OpaquePublicKey(algorithm.oid(), spki);
        } catch (InvalidKeySpecException e) {
            throw new IOException(factory + " public key: " + e.getMessage());
        } catch (RuntimeException e) {
            throw new IOException(factory + " public key (" + e.getClass().getSimpleName() + ")");
        }
    }

    /**
     * Whether the JDK has the named curve of an EC key (a key on another curve is kept as an
     * opaque key, not refused: the certificate may still be read and passed on).
     */
    private static boolean jdkKnowsCurve(AlgorithmId algorithm) {
        try {
            if (algorithm.parameters() == null || algorithm.parameters()[0] != DerReader.OBJECT_IDENTIFIER) {
                return true; // explicit or absent parameters: the factory judges them
            }
            String curve = new DerReader(algorithm.parameters()).oid();
            java.security.AlgorithmParameters.getInstance("EC").init(new java.security.spec.ECGenParameterSpec(curve));
            return true;
        } catch (IOException | java.security.GeneralSecurityException | RuntimeException e) {
            return false;
        }
    }

    /** Whether an SPKI's algorithm names an SM2 key. */
    static boolean isSm2(AlgorithmId algorithm) throws IOException {
        if (algorithm.oid().equals(Sm2KeyEncoding.SM2_OID)) {
            return true;
        }
        if (!algorithm.oid().equals(Sm2KeyEncoding.EC_PUBLIC_KEY_OID) || algorithm.parameters() == null
                || algorithm.parameters()[0] != DerReader.OBJECT_IDENTIFIER) {
            return false;
        }
        return new DerReader(algorithm.parameters()).oid().equals(Sm2KeyEncoding.SM2_OID);
    }
}
