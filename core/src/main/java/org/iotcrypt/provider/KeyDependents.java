package org.iotcrypt.provider;

import java.security.Key;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;
import javax.security.auth.DestroyFailedException;
import javax.security.auth.Destroyable;

/**
 * What the provider derived from one of its own secret keys ({@link ProviderSecretKey}): expanded ciphers and MAC states, destroyed together with the key, so that
 * {@code key.destroy()} leaves no working copy in a {@code Cipher} or {@code Mac} initialized with
 * it. Held weakly: a dropped {@code Cipher} does not keep its engine alive. Thread-safe.
 */
final class KeyDependents {

    private final Map<Destroyable, Boolean> live = new WeakHashMap<>();
    private boolean destroyed;

    /**
     * Registers {@code dependent} with {@code key} if the key is one of the provider's own, and
     * destroys it at once if the key already is.
     */
    static void attach(Key key, Destroyable dependent) {
        if (key instanceof ProviderSecretKey own) {
            own.dependents().add(dependent);
        }
    }

    synchronized void add(Destroyable dependent) {
        if (destroyed) {
            destroyQuietly(dependent);
        } else {
            live.put(dependent, Boolean.TRUE);
        }
    }

    /** Destroys every registered dependent and each one registered later. */
    void destroyAll() {
        List<Destroyable> all;
        synchronized (this) {
            destroyed = true;
            all = new ArrayList<>(live.keySet());
            live.clear();
        }
        for (Destroyable d : all) {
            destroyQuietly(d);
        }
    }

    /** The provider's dependents implement destroy without failing; nothing else is registered. */
    private static void destroyQuietly(Destroyable d) {
        try {
            d.destroy();
        } catch (DestroyFailedException e) {
            throw new IllegalStateException("cannot destroy " + d.getClass().getName(), e);
        }
    }
}
