package org.iotcrypt.internal.multiply;

import java.util.function.Supplier;

/**
 * A table of a public point's multiples, built once, on first use, by the first thread that
 * asks (the others wait for it). Its lock is its own: the groups these tables belong to are
 * shared by every caller, and a lock on one of them could be held by any of them.
 *
 * @param <T> the table
 */
final class LazyTable<T> {

    private final Supplier<T> build;
    private volatile T table;

    LazyTable(Supplier<T> build) {
        this.build = build;
    }

    /** The table, built now if it is not yet. */
    T get() {
        T t = table;
        if (t == null) {
            synchronized (this) {
                t = table;
                if (t == null) {
                    t = build.get();
                    table = t;
                }
            }
        }
        return t;
    }

    /** Whether the table has been built. */
    boolean isBuilt() {
        return table != null;
    }
}
