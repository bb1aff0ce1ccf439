package org.iotcrypt.pkix;

import java.io.IOException;

/**
 * The key-derivation iterations one read of a PKCS#12 file or an encrypted key may spend in all,
 * checked before each derivation from the iteration count the file states (public data): a file
 * may hold many encrypted parts and a MAC, each asking for up to {@link Pbes2#MAX_ITERATIONS},
 * and is refused once they would add up past the budget, before that derivation runs. By default
 * the budget is the cap itself: one derivation at the cap, or all of a file's at their usual
 * counts (OpenSSL writes 2,048, this library 10,000).
 */
final class KdfBudget {

    static final long PER_READ = Pbes2.MAX_ITERATIONS;

    private final long limit;
    private long spent;

    KdfBudget() {
        this(PER_READ);
    }

    /** With another limit (the tests' small one). */
    KdfBudget(long limit) {
        this.limit = limit;
    }

    /**
     * Accounts for a derivation of {@code iterations} about to run.
     *
     * @throws IOException if it would bring the read past the budget (then nothing is spent)
     */
    void spend(long iterations, String what) throws IOException {
        if (spent + iterations > limit) {
            throw new IOException(what + " asks for " + iterations + " key-derivation iterations, which would bring this"
                    + " file past the " + limit + " a read may spend");
        }
        spent += iterations;
    }

    /** @return the iterations spent (the work bound, for the tests) */
    long spent() {
        return spent;
    }
}
