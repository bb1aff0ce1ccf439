package org.iotcrypt.bench.leakage;

/**
 * One operation under test: two classes of secret input, made ready outside the timed region,
 * and the call that is timed. Both classes must use the same objects and buffers in the same
 * way (same sizes, same allocations), so that only the secret's value differs between them.
 */
interface Target {

    /** A short name, e.g. {@code sm4-block-key}. */
    String name();

    /** What the two classes are, e.g. "key: all zero vs random". */
    String classes();

    /** Makes the input of the next measurement, of class 0 or 1; not timed. */
    void prepare(int cls) throws Exception;

    /** The timed call; returns something derived from its result so that it is not optimized away. */
    long run() throws Exception;
}
