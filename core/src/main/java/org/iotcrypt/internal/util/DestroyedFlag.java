package org.iotcrypt.internal.util;

import java.lang.invoke.VarHandle;

/**
 * Whether a key-holding object (an expanded cipher key, a MAC key, an SM2 private key) has been
 * destroyed, with the two checks that keep a key destroyed by one thread while others use it from
 * ever producing a result: {@link #checkLive} before the key is read, and {@link #confirmLive}
 * after its last read, before a result is released.
 *
 * <p>The protocol is a sequence lock's: {@link #markDestroyed} sets the flag and then fences
 * before the owner overwrites the key, and {@link #confirmLive} fences (acquire) before it reads
 * the flag. If confirmLive sees the flag clear, none of the overwriting stores were visible to
 * the key reads before it, so the result was computed from the whole key; if it sees the flag set,
 * the result may come from a half-wiped key and is refused. Readers take no lock and pay a plain
 * load per check (the fences are compiler barriers on x86).
 *
 * <p>An operation that {@link #confirmLive} refuses has already written its output; callers treat
 * that output as garbage, as the {@link IllegalStateException} says.
 */
public final class DestroyedFlag {

    private final String what;
    private volatile boolean destroyed;

    /** @param what names the key in messages, e.g. "SM4 key" */
    public DestroyedFlag(String what) {
        this.what = what;
    }

    /** Whether {@link #markDestroyed} has been called. */
    public boolean isSet() {
        return destroyed;
    }

    /** Sets the flag; only after this returns may the owner overwrite the key. */
    public void markDestroyed() {
        destroyed = true;
        VarHandle.fullFence();
    }

    /**
     * Before reading the key.
     *
     * @throws IllegalStateException if the key has been destroyed
     */
    public void checkLive() {
        if (destroyed) {
            throw refused();
        }
    }

    /**
     * After the last read of the key, before releasing what was computed from it.
     *
     * @throws IllegalStateException if the key was destroyed meanwhile (the result may come from a
     *     partly overwritten key and must not be used)
     */
    public void confirmLive() {
        VarHandle.acquireFence();
        if (destroyed) {
            throw refused();
        }
    }

    private IllegalStateException refused() {
        return new IllegalStateException(what + " has been destroyed");
    }
}
