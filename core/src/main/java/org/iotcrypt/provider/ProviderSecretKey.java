package org.iotcrypt.provider;

import java.util.Arrays;
import java.util.Locale;
import javax.crypto.SecretKey;
import org.iotcrypt.internal.util.ConstantTime;

/**
 * What the provider's own secret keys share ({@link RawSecretKey} from {@code KeyGenerator SM4},
 * {@link Sm2SharedKey} from {@code KeyAgreement SM2}): raw bytes, destroyable, and destroying one
 * also destroys what any of this provider's {@code Cipher} or {@code Mac} objects expanded from it
 * ({@link KeyDependents}; their later calls throw {@link IllegalStateException}). Equality is
 * constant time, {@link #hashCode()} and {@link #toString()} never depend on the key bytes.
 */
abstract class ProviderSecretKey implements SecretKey {

    private static final long serialVersionUID = 1L;

    private final String algorithm;
    private final byte[] key;
    /** Made on first use, so that a deserialized key (whose transient fields start null) has one too. */
    private transient KeyDependents dependents;
    private volatile boolean destroyed;

    /** A key holding a copy of {@code key}. */
    ProviderSecretKey(String algorithm, byte[] key) {
        this.algorithm = algorithm;
        this.key = key.clone();
    }

    final synchronized KeyDependents dependents() {
        if (dependents == null) {
            dependents = new KeyDependents();
        }
        return dependents;
    }

    @Override
    public final String getAlgorithm() {
        return algorithm;
    }

    @Override
    public final String getFormat() {
        return "RAW";
    }

    /**
     * A copy of the key bytes; the caller should wipe it.
     *
     * @throws IllegalStateException once destroyed
     */
    @Override
    public final byte[] getEncoded() {
        checkNotDestroyed();
        return key.clone();
    }

    /** Overwrites the key and destroys what the provider expanded from it; subclasses add their own secrets. */
    @Override
    public void destroy() {
        destroyed = true;
        Arrays.fill(key, (byte) 0);
        dependents().destroyAll();
    }

    @Override
    public final boolean isDestroyed() {
        return destroyed;
    }

    /** The key's length in bytes (public). */
    final int length() {
        return key.length;
    }

    final void checkNotDestroyed() {
        if (destroyed) {
            throw new IllegalStateException(algorithm + " key has been destroyed");
        }
    }

    /** Equal to a live RAW secret key of the same algorithm and bytes (compared in constant time). */
    @Override
    public final boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        if (!(o instanceof SecretKey other) || destroyed || other.isDestroyed()
                || !algorithm.equalsIgnoreCase(other.getAlgorithm()) || !"RAW".equals(other.getFormat())) {
            return false;
        }
        byte[] theirs = other.getEncoded();
        if (theirs == null) {
            return false;
        }
        try {
            return ConstantTime.equals(key, theirs);
        } finally {
            Arrays.fill(theirs, (byte) 0);
        }
    }

    /** From the algorithm and length only, so that hashing the key reveals nothing about it. */
    @Override
    public final int hashCode() {
        return algorithm.toUpperCase(Locale.ROOT).hashCode() * 31 + key.length;
    }
}
