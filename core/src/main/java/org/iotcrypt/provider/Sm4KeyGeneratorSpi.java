package org.iotcrypt.provider;

import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidParameterException;
import java.security.SecureRandom;
import java.security.spec.AlgorithmParameterSpec;
import java.util.Arrays;
import javax.crypto.KeyGeneratorSpi;
import javax.crypto.SecretKey;
import org.iotcrypt.sm4.Sm4;

/**
 * {@code KeyGenerator SM4}: 128-bit keys (the only SM4 key size) from the {@link SecureRandom}
 * given at initialization, or a default {@code new SecureRandom()} if none was given. The keys
 * are {@link RawSecretKey}s: destroyable, and destroying one disables the ciphers made from it.
 */
final class Sm4KeyGeneratorSpi extends KeyGeneratorSpi {

    private SecureRandom random;

    @Override
    protected void engineInit(SecureRandom random) {
        this.random = random;
    }

    @Override
    protected void engineInit(AlgorithmParameterSpec params, SecureRandom random)
            throws InvalidAlgorithmParameterException {
        throw new InvalidAlgorithmParameterException("SM4 key generation takes no parameters");
    }

    @Override
    protected void engineInit(int keysize, SecureRandom random) {
        if (keysize != 8 * Sm4.KEY_LENGTH) {
            throw new InvalidParameterException("SM4 keys are " + 8 * Sm4.KEY_LENGTH + " bits, got " + keysize);
        }
        this.random = random;
    }

    @Override
    protected SecretKey engineGenerateKey() {
        if (random == null) {
            random = new SecureRandom();
        }
        byte[] key = new byte[Sm4.KEY_LENGTH];
        random.nextBytes(key);
        try {
            return new RawSecretKey(key, "SM4");
        } finally {
            Arrays.fill(key, (byte) 0);
        }
    }
}
