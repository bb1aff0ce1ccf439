package org.iotcrypt.bench.leakage;

import static org.iotcrypt.bench.leakage.TargetInputs.bytes;
import static org.iotcrypt.bench.leakage.TargetInputs.copy;
import static org.iotcrypt.bench.leakage.TargetInputs.fill;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import javax.crypto.AEADBadTagException;
import org.bouncycastle.crypto.engines.SM4Engine;
import org.bouncycastle.crypto.params.KeyParameter;
import org.iotcrypt.bench.leakage.TargetInputs.Simple;
import org.iotcrypt.cipher.Aead;
import org.iotcrypt.internal.field.ModularFields;
import org.iotcrypt.mode.Ccm;
import org.iotcrypt.mode.Gcm;
import org.iotcrypt.present.Present;
import org.iotcrypt.simpira.Simpira;
import org.iotcrypt.sm3.HmacSm3;
import org.iotcrypt.internal.mode.Ghash;
import org.iotcrypt.sm4.Sm4;

/**
 * The operations the leakage harness measures (issue 12, point 6; the SM2 ones in {@link Sm2Targets}, the GHASH ones in {@link GhashTargets}), each with its two classes of
 * secret, and the controls that show it can see a leak (point 8). "Fixed" secrets are all-zero
 * or low Hamming weight (8 bits set), the shapes most likely to take a different path if any
 * exists; "random" ones are uniform. Objects that hold a secret are made in {@code prepare} for
 * both classes alike, or drawn from pools of the same size, so that memory use does not differ.
 */
final class Targets {

    private Targets() {
    }

    /** Every target, controls first. */
    static List<Target> all(long seed) throws Exception {
        Random rnd = new Random(seed);
        List<Target> t = new ArrayList<>();
        t.add(earlyExitControl());
        t.add(secretBranchControl());
        t.add(bcSm4Table(rnd));
        t.add(sm4BlockKey(rnd));
        t.add(sm4BlockPlaintext(rnd, false));
        t.add(sm4BlockPlaintext(rnd, true));
        t.add(sm4BulkKey(rnd));
        t.add(sm4BulkPlaintext(rnd));
        if (!Sm4.vectorEngineStatus().startsWith("on")) {
            // the long engine's counter stream (issue 45): two batches and a tail
            t.add(sm4CtrPlaintext(rnd, "bulk", 37, false));
            t.add(sm4CtrPlaintext(rnd, "bulk", 37, true));
        }
        t.add(sm4KeySchedule(rnd));
        t.add(GhashTargets.ghash(rnd, "ghash-h", "", 64, false));
        t.add(GhashTargets.ghash(rnd, "ghash-h-fixed", "", 64, true));
        t.add(GhashTargets.ghashScalar(rnd, "ghash-scalar-h-fixed", "scalar bulk GHASH, multiplier", Ghash::scalar, 0, 256));
        t.add(GhashTargets.ghashScalar(rnd, "ghash-scalar-tables-h-fixed", "scalar bulk GHASH, byte tables", GhashTargets::withTables, 0, 256));
        // a short message's whole GHASH as one tail (issue 45)
        t.add(GhashTargets.ghashScalar(rnd, "ghash-scalar-short-h-fixed", "scalar bulk GHASH, multiplier", Ghash::scalar, 20, 64));
        t.add(GhashTargets.ghashScalar(rnd, "ghash-scalar-short-tables-h-fixed", "scalar bulk GHASH, byte tables", GhashTargets::withTables, 20, 64));
        t.add(GhashTargets.ghashLanes(rnd, "ghash-scalar-lanes-h-fixed", "scalar GHASH, multiplier", Ghash::scalar));
        t.add(GhashTargets.ghashLanes(rnd, "ghash-scalar-lanes-tables-h-fixed", "scalar GHASH, byte tables", GhashTargets::withTables));
        // The vector engines (issue 14), where this JVM runs them (bench/leakage.sh with VECTOR=1).
        if (Sm4.vectorEngineStatus().startsWith("on")) {
            t.add(sm4VectorKey(rnd));
            t.add(sm4VectorPlaintext(rnd));
            int batch = new Sm4(new byte[16]).parallelBlocks();
            t.add(sm4CtrPlaintext(rnd, "vector", batch, false));
            t.add(sm4CtrPlaintext(rnd, "vector", batch, true));
        }
        if (Ghash.bulkStatus().startsWith("on")) {
            t.add(GhashTargets.ghash(rnd, "ghash-vector-h", "vector GHASH, ", 256, false));
            t.add(GhashTargets.ghash(rnd, "ghash-vector-h-fixed", "vector GHASH, ", 256, true));
            t.add(GhashTargets.ghashLanes(rnd, "ghash-vector-lanes-h-fixed", "vector GHASH", Ghash::bulkFor));
        }
        t.add(forgedOpen("gcm-open-forged", new Gcm(new Sm4(bytes(rnd, 16)), 16), 12, rnd));
        t.add(forgedOpen("ccm-open-forged", new Ccm(new Sm4(bytes(rnd, 16)), 16), 12, rnd));
        t.add(hmacVerify(rnd));
        t.add(Sm2Targets.sm2SignD(rnd));
        t.add(Sm2Targets.sm2SignK(rnd));
        t.add(Sm2Targets.sm2DecryptD(rnd));
        t.add(Sm2Targets.sm2ExchangeD(rnd));
        t.add(Sm2Targets.sm2ExchangeR(rnd));
        t.add(Sm2Targets.inversion("invert-mod-p", ModularFields.sm2Prime(), rnd));
        t.add(Sm2Targets.inversion("invert-mod-n", Sm2Targets.G.scalarField(), rnd));
        t.add(Sm2Targets.fixedBase(rnd));
        t.add(Sm2Targets.variableBase(rnd));
        t.add(presentBlockKey(rnd));
        t.add(presentBlockPlaintext(rnd));
        t.add(presentBulkPlaintext(rnd));
        t.add(simpira(1, rnd));
        t.add(simpira(4, rnd));
        t.add(Sm2Targets.pemPrivateKey(rnd));
        return t;
    }

    /** The two controls and the Bouncy Castle reference, which are not iotcrypt code. */
    static boolean isControl(String name) {
        return name.startsWith("control-") || name.startsWith("bc-");
    }

    // ---- controls -------------------------------------------------------------------------

    /** An early-exit comparison of two 4 KiB arrays: equal (scans all) vs differing in byte 0. */
    private static Target earlyExitControl() {
        byte[] a = new byte[4096];
        byte[] b = new byte[4096];
        return new Simple("control-early-exit", "4 KiB arrays: equal vs first byte different") {
            public void prepare(int cls) {
                b[0] = (byte) cls;
            }

            public long run() {
                for (int i = 0; i < a.length; i++) {
                    if (a[i] != b[i]) {
                        return i;
                    }
                }
                return -1;
            }
        };
    }

    /** A branch on a secret bit, the taken side doing 64 extra multiplications. */
    private static Target secretBranchControl() {
        long[] secret = new long[1];
        return new Simple("control-secret-branch", "secret bit: 0 vs 1") {
            public void prepare(int cls) {
                secret[0] = cls;
            }

            public long run() {
                long x = 0x9e3779b97f4a7c15L;
                if ((secret[0] & 1) != 0) {
                    for (int i = 0; i < 64; i++) {
                        x = x * 0x2545f4914f6cdd1dL + i;
                    }
                }
                return x;
            }
        };
    }

    /** Bouncy Castle's SM4, which reads a 256-byte S-box table at secret indices; reported as it comes. */
    private static Target bcSm4Table(Random rnd) {
        SM4Engine engine = new SM4Engine();
        engine.init(true, new KeyParameter(bytes(rnd, 16)));
        byte[] in = new byte[16];
        byte[] out = new byte[16];
        return new Simple("bc-sm4-table", "plaintext: all zero vs random") {
            public void prepare(int cls) {
                fill(in, cls, rnd);
            }

            public long run() {
                engine.processBlock(in, 0, out, 0);
                return out[0];
            }
        };
    }

    // ---- SM4 and the modes ------------------------------------------------------------------

    private static Target sm4BlockKey(Random rnd) {
        byte[] key = new byte[16];
        byte[] in = new byte[16];
        byte[] out = new byte[16];
        Sm4[] cipher = new Sm4[1];
        return new Simple("sm4-block-key", "key: all zero vs random (single-block engine)") {
            public void prepare(int cls) throws Exception {
                fill(key, cls, rnd);
                cipher[0] = new Sm4(key);
                rnd.nextBytes(in);
            }

            public long run() {
                cipher[0].encryptBlock(in, 0, out, 0);
                return out[0];
            }
        };
    }

    /**
     * The single-block engine under plaintext all zero vs random, or (fixedRandom) one fixed random
     * plaintext vs random: to tell an effect of all-zero data on the machine from a code path.
     */
    private static Target sm4BlockPlaintext(Random rnd, boolean fixedRandom) throws Exception {
        Sm4 sm4 = new Sm4(bytes(rnd, 16));
        byte[] in = new byte[16];
        byte[] out = new byte[16];
        String name = fixedRandom ? "sm4-block-plaintext-fixed" : "sm4-block-plaintext";
        String classes = fixedRandom ? "plaintext: fixed random vs random" : "plaintext: all zero vs random";
        return new Simple(name, classes + " (single-block engine)") {
            public void prepare(int cls) {
                fill(in, cls, rnd, fixedRandom);
            }

            public long run() {
                sm4.encryptBlock(in, 0, out, 0);
                return out[0];
            }
        };
    }

    private static Target sm4BulkKey(Random rnd) {
        byte[] key = new byte[16];
        byte[] in = new byte[16 * 16];
        byte[] out = new byte[in.length];
        Sm4[] cipher = new Sm4[1];
        return new Simple("sm4-bulk-key", "key: all zero vs random (bitsliced engine, 16 blocks)") {
            public void prepare(int cls) throws Exception {
                fill(key, cls, rnd);
                cipher[0] = new Sm4(key);
                rnd.nextBytes(in);
            }

            public long run() {
                cipher[0].encryptBlocks(in, 0, out, 0, 16);
                return out[0];
            }
        };
    }

    private static Target sm4BulkPlaintext(Random rnd) throws Exception {
        Sm4 sm4 = new Sm4(bytes(rnd, 16));
        byte[] in = new byte[16 * 16];
        byte[] out = new byte[in.length];
        return new Simple("sm4-bulk-plaintext", "plaintext: all zero vs random (bitsliced engine, 16 blocks)") {
            public void prepare(int cls) {
                fill(in, cls, rnd);
            }

            public long run() {
                sm4.encryptBlocks(in, 0, out, 0, 16);
                return out[0];
            }
        };
    }

    private static Target sm4KeySchedule(Random rnd) {
        byte[] key = new byte[16];
        return new Simple("sm4-key-schedule", "key: all zero vs random") {
            public void prepare(int cls) {
                fill(key, cls, rnd);
            }

            public long run() throws Exception {
                return new Sm4(key).parallelBlocks();
            }
        };
    }

    private static Target sm4VectorKey(Random rnd) throws Exception {
        byte[] key = new byte[16];
        int blocks = new Sm4(key).parallelBlocks();
        byte[] in = new byte[16 * blocks];
        byte[] out = new byte[in.length];
        Sm4[] cipher = new Sm4[1];
        return new Simple("sm4-vector-key", "key: all zero vs random (vector engine, " + blocks + " blocks)") {
            public void prepare(int cls) throws Exception {
                fill(key, cls, rnd);
                cipher[0] = new Sm4(key);
                rnd.nextBytes(in);
            }

            public long run() {
                cipher[0].encryptBlocks(in, 0, out, 0, blocks);
                return out[0];
            }
        };
    }

    private static Target sm4VectorPlaintext(Random rnd) throws Exception {
        Sm4 sm4 = new Sm4(bytes(rnd, 16));
        int blocks = sm4.parallelBlocks();
        byte[] in = new byte[16 * blocks];
        byte[] out = new byte[in.length];
        return new Simple("sm4-vector-plaintext", "plaintext: all zero vs random (vector engine, " + blocks + " blocks)") {
            public void prepare(int cls) {
                fill(in, cls, rnd);
            }

            public long run() {
                sm4.encryptBlocks(in, 0, out, 0, blocks);
                return out[0];
            }
        };
    }

    /**
     * CTR through the engine that serves {@code new Sm4(key)} here ({@code engine} names it: "bulk"
     * for the bitsliced {@code long} engine, "vector"): counter slices built in the engine, the
     * plaintext XORed into its output; {@code blocks} blocks (the long engine's rows take two
     * batches and a 5-block tail); plaintext all zero vs random, or (fixedRandom) one fixed random
     * plaintext vs random.
     */
    private static Target sm4CtrPlaintext(Random rnd, String engine, int blocks, boolean fixedRandom) throws Exception {
        Sm4 sm4 = new Sm4(bytes(rnd, 16));
        byte[] counter = bytes(rnd, 16);
        byte[] in = new byte[16 * blocks];
        byte[] out = new byte[in.length];
        String name = "sm4-" + engine + "-ctr-plaintext" + (fixedRandom ? "-fixed" : "");
        String classes = fixedRandom ? "plaintext: fixed random vs random" : "plaintext: all zero vs random";
        return new Simple(name, classes + " (" + engine + " engine's CTR, " + blocks + " blocks)") {
            public void prepare(int cls) {
                fill(in, cls, rnd, fixedRandom);
            }

            public long run() {
                sm4.xorCounterStream32(counter, in, 0, out, 0, blocks);
                return out[0];
            }
        };
    }

    /** open of a forged message: the tag wrong in its first byte vs its last. */
    private static Target forgedOpen(String name, Aead aead, int nonceLength, Random rnd) throws Exception {
        byte[] nonce = bytes(rnd, nonceLength);
        byte[] aad = bytes(rnd, 20);
        byte[] sealed = aead.seal(nonce, aad, bytes(rnd, 64));
        byte[][] sources = {sealed.clone(), sealed.clone()};
        sources[0][sealed.length - aead.tagLength()] ^= 1;
        sources[1][sealed.length - 1] ^= 1;
        byte[] forged = new byte[sealed.length];
        return new Simple(name, "forged tag: first byte wrong vs last byte wrong (64-byte payload)") {
            public void prepare(int cls) {
                copy(sources, cls, forged);
            }

            public long run() throws Exception {
                try {
                    return aead.open(nonce, aad, forged).length;
                } catch (AEADBadTagException expected) {
                    return -1;
                }
            }
        };
    }

    private static Target hmacVerify(Random rnd) {
        HmacSm3 hmac = new HmacSm3(bytes(rnd, 32));
        byte[] message = bytes(rnd, 64);
        hmac.update(message);
        byte[] tag = hmac.doFinal();
        byte[][] sources = {tag.clone(), tag.clone()};
        sources[0][0] ^= 1;
        sources[1][tag.length - 1] ^= 1;
        byte[] received = new byte[tag.length];
        return new Simple("hmac-sm3-verify", "received tag: first byte wrong vs last byte wrong") {
            public void prepare(int cls) {
                copy(sources, cls, received);
            }

            public long run() {
                hmac.update(message);
                return hmac.verify(received) ? 1 : 0;
            }
        };
    }

    // ---- PRESENT and Simpira ----------------------------------------------------------------

    private static Target presentBlockKey(Random rnd) {
        byte[] key = new byte[10];
        byte[] in = new byte[8];
        byte[] out = new byte[8];
        Present[] cipher = new Present[1];
        return new Simple("present-block-key", "PRESENT-80 key: all zero vs random (single block)") {
            public void prepare(int cls) throws Exception {
                fill(key, cls, rnd);
                cipher[0] = new Present(key);
                rnd.nextBytes(in);
            }

            public long run() {
                cipher[0].encryptBlock(in, 0, out, 0);
                return out[0];
            }
        };
    }

    private static Target presentBlockPlaintext(Random rnd) throws Exception {
        Present present = new Present(bytes(rnd, 10));
        byte[] in = new byte[8];
        byte[] out = new byte[8];
        return new Simple("present-block-plaintext", "plaintext: all zero vs random (single block)") {
            public void prepare(int cls) {
                fill(in, cls, rnd);
            }

            public long run() {
                present.encryptBlock(in, 0, out, 0);
                return out[0];
            }
        };
    }

    private static Target presentBulkPlaintext(Random rnd) throws Exception {
        Present present = new Present(bytes(rnd, 10));
        byte[] in = new byte[8 * 64];
        byte[] out = new byte[in.length];
        return new Simple("present-bulk-plaintext", "plaintext: all zero vs random (bitsliced, 64 blocks)") {
            public void prepare(int cls) {
                fill(in, cls, rnd);
            }

            public long run() {
                present.encryptBlocks(in, 0, out, 0, 64);
                return out[0];
            }
        };
    }

    private static Target simpira(int b, Random rnd) {
        byte[] state = new byte[16 * b];
        return new Simple("simpira-b" + b, "state: all zero vs random") {
            public void prepare(int cls) {
                fill(state, cls, rnd);
            }

            public long run() {
                Simpira.permute(b, state);
                return state[0];
            }
        };
    }
}
