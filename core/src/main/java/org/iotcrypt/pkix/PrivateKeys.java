package org.iotcrypt.pkix;

import java.io.IOException;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.PrivateKey;
import java.security.spec.InvalidKeySpecException;
import java.security.spec.PKCS8EncodedKeySpec;
import org.iotcrypt.internal.encoding.DerReader;
import org.iotcrypt.jca.Sm2EcPrivateKey;
import org.iotcrypt.sm2.format.Sm2KeyEncoding;

/**
 * A PKCS#8 PrivateKeyInfo as a JCA key: SM2 keys as this library's keys (checked as
 * {@link Sm2KeyEncoding#decodePrivate} checks them), the others through the JDK's
 * {@link KeyFactory} for their algorithm, as {@link PublicKeys} does for public keys. Only the
 * algorithm identifier is read here; the key's bytes go to the decoder untouched, and messages
 * never quote them.
 */
final class PrivateKeys {

    private PrivateKeys() {
    }

    static PrivateKey fromPkcs8(byte[] pkcs8) throws InvalidKeySpecException {
        AlgorithmId algorithm;
        try {
            DerReader info = new DerReader(pkcs8).sequence();
            info.smallInteger(1);
            algorithm = AlgorithmId.read(info);
            if (PublicKeys.isSm2(algorithm)) {
                return new Sm2EcPrivateKey(Sm2KeyEncoding.decodePrivate(pkcs8));
            }
        } catch (IOException e) {
            throw new InvalidKeySpecException("malformed PKCS#8 private key");
        }
        String factory = PublicKeys.FACTORIES.get(algorithm.oid());
        if (factory == null) {
            throw new InvalidKeySpecException("private key algorithm " + algorithm.oid() + " is not supported");
        }
        try {
            return KeyFactory.getInstance(factory).generatePrivate(new PKCS8EncodedKeySpec(pkcs8));
        } catch (GeneralSecurityException | RuntimeException e) {
            throw new InvalidKeySpecException(factory + " private key not readable by the JDK ("
                    + e.getClass().getSimpleName() + ")");
        }
    }
}
