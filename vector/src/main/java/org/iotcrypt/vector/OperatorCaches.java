package org.iotcrypt.vector;

import org.iotcrypt.internal.engine.BulkGhash;

/**
 * Runs every Vector API operation the engines use once, on zeros, before any of them is hot, so
 * that C2 compiles the engines the same way in every JVM.
 *
 * <p>Why: each lanewise operation looks up its Java fallback in a cache the JDK fills lazily
 * ({@code VectorOperators$ImplCache.find}, shared by every element type). That method is hot
 * early and C2 compiles it alone, assuming one kind of fallback; the first miss of another kind
 * after that (say the vector GHASH's first {@code long} operation after thousands of SM4
 * batches) deoptimizes it, and its profile records a {@code class_check} trap. C2 adds that
 * profile's trap count once for every copy of {@code find} it inlines (247 in an SM4 round, 72
 * in a transposition group); past {@code PerMethodTrapLimit} (100) it no longer guards virtual
 * calls by their profile but leaves them virtual, and the stores of the round then receive boxed
 * vectors: the engine ran five times slower for the life of the JVM, in 3 of 10 fresh JDK 17
 * JVMs that ran SM4-GCM, found in their {@code -XX:+LogCompilation} logs. With every cache
 * entry filled here, {@code find} never misses in compiled code: no such trap and no bad
 * compilation in 45 fresh JVMs (JDK 17: 20 running SM4-GCM, 10 SM4-ECB; JDK 25: 10 SM4-GCM,
 * 5 GHASH), where 3 in 10 had failed.
 *
 * <p>What this does not cover: other Vector API code in the same JVM that runs before the
 * engines load (another library's {@code float} vectors, say) can leave the same kind of trap in
 * other shared methods of the Vector API ({@code VectorOperators.opKind}, {@code ldOp},
 * {@code stOp}); one such run in three compiled the round badly. The cure for that is hot methods
 * small enough that C2 never delays an inline (it delays every one past 18,000 nodes), which the
 * round, at about 230 vector operations, is not.
 */
final class OperatorCaches {

    private OperatorCaches() {
    }

    /**
     * Every vector method of the engines once, on zeros: a GHASH group and a row of batch GHASH, the load, the counter
     * planes, one SM4 round, the store. A few thousand operations in all, each kind met within
     * the first few hundred, long before {@code find} is hot (about 15,000 calls; a whole SM4
     * batch makes 7,000, so running whole batches here, whose store meets its byte XOR last,
     * could still miss in compiled code: it did, in 2 of 10 JVMs).
     */
    static void fill() {
        BulkGhash ghash = new GhashVectorEngine(new long[2 * BulkGhash.GROUP_BLOCKS]);
        ghash.absorb(new long[2], new byte[16 * BulkGhash.GROUP_BLOCKS], 0, 1);
        ghash.absorbLanes(new long[2 * BulkGhash.LANES], new long[2 * BulkGhash.GROUP_BLOCKS * BulkGhash.LANES], new int[1], 1);
        int[] state = new int[Sm4VectorRounds.STATE_INTS];
        byte[] batch = new byte[16 * Sm4VectorEngine.BATCH];
        Sm4VectorTransposition.load(batch, 0, state);
        new Sm4VectorCounters(new byte[16]).planes(state, 0);
        Sm4VectorRounds.round(state, 0, new int[8 * 32]);
        Sm4VectorTransposition.store(state, batch, 0, batch, 0);
    }
}
