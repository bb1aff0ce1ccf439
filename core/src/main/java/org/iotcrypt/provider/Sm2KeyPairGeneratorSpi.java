package org.iotcrypt.provider;

import org.iotcrypt.jca.Sm2EcPrivateKey;
import org.iotcrypt.jca.Sm2EcPublicKey;
import org.iotcrypt.jca.Sm2Domain;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidParameterException;
import java.security.KeyPair;
import java.security.KeyPairGeneratorSpi;
import java.security.SecureRandom;
import java.security.spec.AlgorithmParameterSpec;
import java.security.spec.ECGenParameterSpec;
import java.security.spec.ECParameterSpec;
import org.iotcrypt.sm2.Sm2KeyPair;

/**
 * {@code KeyPairGenerator SM2}: key pairs on sm2p256v1 (GB/T 32918.1 section 6.1), the only
 * curve there is, so it works without {@code initialize}. {@code initialize(256)} and
 * {@code initialize(new ECGenParameterSpec("sm2p256v1"))} (or the curve's OID, or an
 * {@link ECParameterSpec} with its numbers) are accepted for code written against other EC
 * generators; anything else is refused.
 *
 * <p>The private scalar comes from the protocol layer's generator, which multiplies the base
 * point in constant time.
 */
final class Sm2KeyPairGeneratorSpi extends KeyPairGeneratorSpi {

    private SecureRandom random;

    @Override
    public void initialize(int keysize, SecureRandom random) {
        if (keysize != 256) {
            throw new InvalidParameterException("SM2 keys are 256 bits (curve " + Sm2Domain.CURVE_NAME
                    + "), got " + keysize);
        }
        this.random = random;
    }

    @Override
    public void initialize(AlgorithmParameterSpec params, SecureRandom random)
            throws InvalidAlgorithmParameterException {
        if (params instanceof ECGenParameterSpec) {
            String name = ((ECGenParameterSpec) params).getName();
            if (!Sm2Domain.CURVE_NAME.equalsIgnoreCase(name) && !Sm2Domain.CURVE_OID.equals(name)) {
                throw new InvalidAlgorithmParameterException("SM2 keys live on " + Sm2Domain.CURVE_NAME
                        + " (OID " + Sm2Domain.CURVE_OID + "), got curve " + name);
            }
        } else if (params instanceof ECParameterSpec) {
            if (!Sm2Domain.isSm2((ECParameterSpec) params)) {
                throw new InvalidAlgorithmParameterException("SM2 keys live on " + Sm2Domain.CURVE_NAME
                        + "; the ECParameterSpec given describes another curve");
            }
        } else {
            throw new InvalidAlgorithmParameterException("SM2 takes an ECGenParameterSpec(\""
                    + Sm2Domain.CURVE_NAME + "\") or no parameters, got "
                    + (params == null ? "null" : params.getClass().getName()));
        }
        this.random = random;
    }

    @Override
    public KeyPair generateKeyPair() {
        if (random == null) {
            random = new SecureRandom();
        }
        Sm2KeyPair pair = Sm2KeyPair.generate(Sm2Domain.curve(), random);
        return new KeyPair(new Sm2EcPublicKey(pair.publicKey()), new Sm2EcPrivateKey(pair.privateKey()));
    }
}
