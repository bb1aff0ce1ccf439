package org.iotcrypt.sm2;

import java.security.InvalidKeyException;
import java.security.SecureRandom;
import java.util.Arrays;

/** An SM2 key pair, and its generation (GB/T 32918.1 section 6.1). */
public final class Sm2KeyPair {

    private final Sm2PrivateKey privateKey;

    private Sm2KeyPair(Sm2PrivateKey privateKey) {
        this.privateKey = privateKey;
    }

    /**
     * A fresh key pair: d uniform in [1, n - 2], P = d*G (constant time).
     *
     * @param curve the curve
     * @param random the source of d
     * @return the new pair
     */
    public static Sm2KeyPair generate(Sm2Curve curve, SecureRandom random) {
        byte[] d = Scalars.random(random, Sm2PrivateKey.nMinus1(curve));
        try {
            return new Sm2KeyPair(Sm2PrivateKey.of(curve, d));
        } catch (InvalidKeyException e) {
            throw new IllegalStateException("a drawn private key fell outside [1, n - 2]", e);
        } finally {
            Arrays.fill(d, (byte) 0);
        }
    }

    /**
     * The pair of an existing private key.
     *
     * @param privateKey the private key
     * @return the pair
     */
    public static Sm2KeyPair of(Sm2PrivateKey privateKey) {
        return new Sm2KeyPair(privateKey);
    }

    /**
     * The private key d.
     *
     * @return the private key
     */
    public Sm2PrivateKey privateKey() {
        return privateKey;
    }

    /**
     * The public key d*G.
     *
     * @return the public key
     */
    public Sm2PublicKey publicKey() {
        return privateKey.publicKey();
    }
}
