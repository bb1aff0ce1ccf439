package org.iotcrypt.provider;

import java.security.InvalidKeyException;
import java.security.spec.InvalidKeySpecException;
import java.security.spec.KeySpec;
import javax.crypto.SecretKey;
import javax.crypto.SecretKeyFactorySpi;
import javax.crypto.interfaces.PBEKey;
import javax.crypto.spec.PBEKeySpec;

/**
 * {@code SecretKeyFactory PBES2}: a {@link PBEKeySpec}'s password as a {@link PasswordKey} for
 * {@code Cipher PBES2}, the step {@code EncryptedPrivateKeyInfo.getKeySpec} users take (the JDK
 * names such keys' algorithm "PBES2" and has no factory of that name).
 */
final class Pbes2KeyFactorySpi extends SecretKeyFactorySpi {

    @Override
    protected SecretKey engineGenerateSecret(KeySpec spec) throws InvalidKeySpecException {
        if (!(spec instanceof PBEKeySpec)) {
            throw new InvalidKeySpecException("PBES2 keys are made from a PBEKeySpec");
        }
        char[] password = ((PBEKeySpec) spec).getPassword();
        try {
            return new PasswordKey(password);
        } finally {
            java.util.Arrays.fill(password, '\0');
        }
    }

    @Override
    protected KeySpec engineGetKeySpec(SecretKey key, Class<?> type) throws InvalidKeySpecException {
        if (!(key instanceof PBEKey) || !type.isAssignableFrom(PBEKeySpec.class)) {
            throw new InvalidKeySpecException("a PBES2 key gives a PBEKeySpec");
        }
        char[] password = ((PBEKey) key).getPassword();
        try {
            return new PBEKeySpec(password);
        } finally {
            java.util.Arrays.fill(password, '\0');
        }
    }

    @Override
    protected SecretKey engineTranslateKey(SecretKey key) throws InvalidKeyException {
        if (key instanceof PasswordKey) {
            return key;
        }
        if (key instanceof PBEKey) {
            char[] password = ((PBEKey) key).getPassword();
            try {
                return new PasswordKey(password);
            } finally {
                java.util.Arrays.fill(password, '\0');
            }
        }
        throw new InvalidKeyException("not a password-based key");
    }
}
