package org.iotcrypt.bench.leakage;

import static org.iotcrypt.bench.leakage.TargetInputs.fill;
import static org.iotcrypt.bench.leakage.TargetInputs.fillFixedRandom;

import java.util.Arrays;
import java.util.Random;
import java.util.function.Function;
import org.iotcrypt.bench.Ghashes;
import org.iotcrypt.bench.leakage.TargetInputs.Simple;
import org.iotcrypt.internal.engine.BulkGhash;
import org.iotcrypt.internal.mode.Ghash;

/**
 * The GHASH targets of the leakage harness, all with H as the secret: one message through a fresh
 * {@code Ghash} (the plain multiplier, or the vector GHASH on a long text where it serves), GCM's
 * per-key scalar bulk GHASH, and batch GCM's messages side by side on the scalar or the vector one.
 */
final class GhashTargets {

    private GhashTargets() {
    }

    /**
     * GHASH of one message through {@code new Ghash(h)} (as a streaming GCM operation makes it)
     * under H all zero vs random, or (fixedRandom) one fixed random H vs random, where both
     * classes have about the same Hamming weight: to tell an effect of all-zero data on the
     * machine from a code path. A 64-byte text runs the plain multiplier block by block; a
     * 256-byte one goes to the vector GHASH where it serves.
     */
    static Target ghash(Random rnd, String name, String kind, int textLength, boolean fixedRandom) {
        byte[] h = new byte[16];
        byte[] aad = new byte[0];
        byte[] text = new byte[textLength];
        byte[] out = new byte[16];
        String classes = fixedRandom ? "hash subkey H: fixed random vs random" : "hash subkey H: all zero vs random";
        return new Simple(name, classes + " (" + kind + textLength + "-byte text)") {
            public void prepare(int cls) {
                fill(h, cls, rnd, fixedRandom);
                rnd.nextBytes(text);
            }

            public long run() {
                Ghashes.iotcrypt(h, aad, text, text.length, out);
                return out[0];
            }
        };
    }

    /**
     * Batch GCM's GHASH of messages side by side ({@code BulkGhash.absorbLanes}, of the bulk GHASH
     * {@code make} gives: the vector one or the scalar one): 16 messages of 64 bytes with 20 bytes
     * of AAD (two rows of eight), under one fixed random H vs random H, the data random in both
     * classes. The bulk GHASH for the class's H is made in {@code prepare}, untimed, as a GCM key
     * makes it once (the scalar one fresh or {@link #withTables}).
     */
    static Target ghashLanes(Random rnd, String name, String kind, Function<byte[], BulkGhash> make) {
        int n = 16;
        byte[] h = new byte[16];
        byte[][] aads = new byte[n][20];
        byte[][] texts = new byte[n][64];
        int[] lens = new int[n];
        Arrays.fill(lens, 64);
        byte[] out = new byte[16 * n];
        return new Simple(name, "hash subkey H: fixed random vs random (" + kind + " of 16 messages side by side, 64 B + 20 B AAD)") {
            private BulkGhash bulk;

            public void prepare(int cls) {
                fillFixedRandom(h, cls, rnd);
                for (int i = 0; i < n; i++) {
                    rnd.nextBytes(aads[i]);
                    rnd.nextBytes(texts[i]);
                }
                if (bulk != null) {
                    bulk.destroy();
                }
                bulk = make.apply(h);
            }

            public long run() {
                Ghash.ofMessages(h, bulk, aads, texts, lens, out);
                return out[0];
            }
        };
    }

    /**
     * GCM's per-key scalar bulk GHASH (aggregated reduction, what serves without the vector GHASH)
     * over {@code aadLength} bytes of AAD and a {@code textLength}-byte text, under one fixed
     * random H vs random H; made by {@code make} in {@code prepare}, untimed, as a GCM key makes it
     * once: fresh (a key's first blocks, by the carry-less multiplier) or {@link #withTables} (a
     * key's later ones, by its byte tables). 256 bytes are two groups and a tail of one block that
     * carries the running value; 64 bytes with 20 of AAD one tail of seven blocks from a zero
     * running value, all public ({@code BulkGhash.absorbTail}).
     */
    static Target ghashScalar(Random rnd, String name, String kind, Function<byte[], BulkGhash> make,
            int aadLength, int textLength) {
        byte[] h = new byte[16];
        byte[] aad = new byte[aadLength];
        byte[] text = new byte[textLength];
        byte[] out = new byte[16];
        String data = (aadLength > 0 ? aadLength + " B AAD, " : "") + textLength + "-byte text";
        return new Simple(name, "hash subkey H: fixed random vs random (" + kind + ", " + data + ")") {
            private BulkGhash bulk;

            public void prepare(int cls) {
                fillFixedRandom(h, cls, rnd);
                rnd.nextBytes(aad);
                rnd.nextBytes(text);
                if (bulk != null) {
                    bulk.destroy();
                }
                bulk = make.apply(h);
            }

            public long run() {
                Ghash g = new Ghash(h, bulk);
                g.update(aad, 0, aad.length);
                g.pad();
                g.update(text, 0, text.length);
                g.finish(aad.length, text.length, out, 0);
                return out[0];
            }
        };
    }

    /**
     * A scalar bulk GHASH under {@code h} that has made its byte tables: it hashes
     * {@link Ghash#TABLES_AFTER_BLOCKS} zero blocks by its multiplier, then one group more, which
     * makes them (untimed, in {@code prepare}).
     */
    static BulkGhash withTables(byte[] h) {
        BulkGhash bulk = Ghash.scalar(h);
        int groups = Ghash.TABLES_AFTER_BLOCKS / BulkGhash.GROUP_BLOCKS;
        byte[] zeros = new byte[16 * BulkGhash.GROUP_BLOCKS * groups];
        bulk.absorb(new long[2], zeros, 0, groups);
        bulk.absorb(new long[2], zeros, 0, 1);
        return bulk;
    }
}
