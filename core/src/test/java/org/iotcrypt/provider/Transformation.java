package org.iotcrypt.provider;

import java.security.spec.AlgorithmParameterSpec;
import java.util.Random;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.IvParameterSpec;
import org.iotcrypt.testing.RandomBytes;

/** Every SM4 transformation the provider offers, with random parameters and lengths it accepts. */
enum Transformation {
    ECB_NOPADDING("SM4/ECB/NoPadding"),
    ECB_PKCS5("SM4/ECB/PKCS5Padding"),
    CBC_NOPADDING("SM4/CBC/NoPadding"),
    CBC_PKCS5("SM4/CBC/PKCS5Padding"),
    CTR("SM4/CTR/NoPadding"),
    GCM("SM4/GCM/NoPadding"),
    CCM("SM4/CCM/NoPadding");

    final String name;

    Transformation(String name) {
        this.name = name;
    }

    boolean aead() {
        return this == GCM || this == CCM;
    }

    boolean blockAligned() {
        return this == ECB_NOPADDING || this == CBC_NOPADDING;
    }

    Cipher iot() throws Exception {
        return Cipher.getInstance(name, Fixtures.IOT);
    }

    Cipher bc() throws Exception {
        return Cipher.getInstance(name, Fixtures.BC);
    }

    /** Initializes {@code c}, with {@code spec} unless it is null (then the cipher generates what it needs). */
    static void init(Cipher c, int opmode, SecretKey key, AlgorithmParameterSpec spec) throws Exception {
        if (spec == null) {
            c.init(opmode, key);
        } else {
            c.init(opmode, key, spec);
        }
    }

    /** A random plaintext length up to about {@code max} that this transformation accepts. */
    int length(Random rnd, int max) {
        int n = rnd.nextInt(max + 1);
        return blockAligned() ? n & ~15 : n;
    }

    /**
     * Random valid parameters: any allowed GCM IV length (1..40) and tag, any CCM nonce and tag;
     * CTR counters sometimes near the 2^128 wrap. Null for ECB.
     */
    AlgorithmParameterSpec spec(Random rnd) {
        switch (this) {
            case ECB_NOPADDING:
            case ECB_PKCS5:
                return null;
            case GCM:
                return new GCMParameterSpec(96 + 8 * rnd.nextInt(5),
                        RandomBytes.of(rnd, rnd.nextBoolean() ? 12 : 1 + rnd.nextInt(40)));
            case CCM:
                return new GCMParameterSpec(32 + 16 * rnd.nextInt(7), RandomBytes.of(rnd, 7 + rnd.nextInt(7)));
            case CTR:
                byte[] counter = RandomBytes.of(rnd, 16);
                if (rnd.nextInt(4) == 0) {
                    java.util.Arrays.fill(counter, 0, 15, (byte) 0xff);
                }
                return new IvParameterSpec(counter);
            default:
                return new IvParameterSpec(RandomBytes.of(rnd, 16));
        }
    }
}
