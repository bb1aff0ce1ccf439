package org.iotcrypt.sm4;

import java.util.Arrays;
import org.iotcrypt.internal.engine.BulkEngine;
import org.iotcrypt.internal.engine.SizedEngine;
import org.iotcrypt.internal.engine.SwitchingEngine;
import org.iotcrypt.internal.engine.VectorEngines;
import org.iotcrypt.internal.engine.VectorSupport;
import org.iotcrypt.internal.engine.VectorWarmup;
import org.iotcrypt.internal.util.Acceleration;
import org.iotcrypt.internal.util.ConstantTime;

/**
 * The one place that picks SM4's bulk engine: the vector engine when {@link VectorSupport} found
 * one and it passed its self-test, else the bitsliced {@code long} engine; the plain engine (one
 * block at a time) under the kill switch. All three are constant time.
 *
 * <p>The self-test runs once per JVM, before the vector engine serves anything: it encrypts and
 * decrypts, in place and not, two full batches and a partial one under a fixed key, and must
 * match the single-block engine (which the test suite holds to GB/T 32907's examples) on every
 * byte; a mismatch or an exception keeps SM4 on the {@code long} engine for the life of the JVM,
 * with the reason in {@link #vectorStatus()}.
 *
 * <p>With {@code -Diotcrypt.vector.warmup=true} the vector engine warms up first
 * ({@link VectorWarmup}): keys made before C2 has compiled it get a {@link SwitchingEngine} that
 * serves on the {@code long} engine until then, keys made after get the vector engine itself.
 */
final class Sm4Engines {

    private Sm4Engines() {
    }

    /** The bulk engine for round keys {@code rk} (not kept), chosen by the kill switch. */
    static BulkEngine bulk(int[] rk) {
        return bulk(rk, Acceleration.plain());
    }

    /** {@link #bulk(int[])} with the kill switch given (the conformance tests use both ways). */
    static BulkEngine bulk(int[] rk, boolean plain) {
        return bulk(rk, plain, Acceleration.vectorDeclined() != null);
    }

    /**
     * The dispatch rule itself, with the kill switch and {@link Sm4#declineVectorEngine} given:
     * declined, a key gets the bitsliced engine without touching the self-test's holder (so a run
     * that declined before its first key never runs the vector self-test).
     */
    static BulkEngine bulk(int[] rk, boolean plain, boolean vectorDeclined) {
        if (plain) {
            return new Sm4SerialEngine(rk);
        }
        if (vectorDeclined || SelfTest.ENGINES == null || SelfTest.BLOCKS.hasGivenUp() || SelfTest.COUNTER.hasGivenUp()) {
            return new Sm4BitslicedEngine(rk);
        }
        BulkEngine vector = create(SelfTest.ENGINES, rk);
        // Short calls stay on the bitsliced engine (SizedEngine: up to a quarter of a vector
        // batch, and at least one bitsliced batch): a short call pays for a whole vector batch.
        BulkEngine bitsliced = new Sm4BitslicedEngine(rk);
        VectorWarmup.Gate blocks = SelfTest.BLOCKS;
        VectorWarmup.Gate counter = SelfTest.COUNTER;
        if (blocks.isOpen() && counter.isOpen()) {
            return new SizedEngine(vector, bitsliced);
        }
        // Lambdas, not blocks::serves: a bound method reference compiles to a null check (a branch).
        return new SizedEngine(new SwitchingEngine(() -> blocks.serves(), () -> counter.serves(),
                () -> blocks.isOpen() && counter.isOpen(), vector, bitsliced), bitsliced);
    }

    /** The vector engine for {@code rk}, or null if this JVM has none that passed the self-test or it was declined. */
    static BulkEngine vector(int[] rk) {
        return Acceleration.vectorDeclined() != null || SelfTest.ENGINES == null ? null : create(SelfTest.ENGINES, rk);
    }

    /** Whether SM4 runs on the vector engine, and if not, why not. */
    static String vectorStatus() {
        String declined = VectorSupport.declinedStatus();
        if (declined != null) {
            // Without the self-test's holder: declined, the self-test never runs.
            return declined;
        }
        return SelfTest.ENGINES == null ? SelfTest.STATUS : VectorWarmup.status(SelfTest.STATUS, SelfTest.BLOCKS, SelfTest.COUNTER);
    }

    private static BulkEngine create(VectorEngines engines, int[] rk) {
        int[] enc = Sm4RoundKeys.folded(rk, false);
        int[] dec = Sm4RoundKeys.folded(rk, true);
        try {
            return engines.sm4(enc, dec);
        } finally {
            Arrays.fill(enc, 0);
            Arrays.fill(dec, 0);
        }
    }

    /** Holder: the self-test runs when the first key asks for the vector engine. */
    private static final class SelfTest {

        /** The engines, if they passed; else null. */
        static final VectorEngines ENGINES;
        static final String STATUS;
        /** Open once the vector engine's block calls, and its counter stream, are compiled; null without the engine. */
        static final VectorWarmup.Gate BLOCKS;
        static final VectorWarmup.Gate COUNTER;

        static {
            VectorEngines engines = VectorSupport.engines();
            String failure = null;
            if (engines != null) {
                try {
                    failure = run(engines);
                } catch (RuntimeException | LinkageError e) {
                    failure = "threw " + e;
                }
            }
            ENGINES = failure == null ? engines : null;
            STATUS = failure == null ? VectorSupport.status() : "off: the vector engine failed its self-test (" + failure + ")";
            if (ENGINES == null) {
                BLOCKS = null;
                COUNTER = null;
            } else {
                int[] rk = Sm4KeySchedule.expand(new byte[16], 0);
                BulkEngine vector = create(ENGINES, rk);
                BulkEngine twin = new Sm4BitslicedEngine(rk);
                Arrays.fill(rk, 0);
                // 16 KiB of zeros under the zero key, on the vector engine and the long one; the
                // buffers belong to the warm-up thread alone.
                int blocks = 1024;
                byte[] a = new byte[16 * blocks];
                byte[] b = new byte[16 * blocks];
                byte[] counter = new byte[16];
                BLOCKS = VectorWarmup.gate("SM4 block", () -> vector.encryptBlocks(a, 0, a, 0, blocks),
                        () -> twin.encryptBlocks(b, 0, b, 0, blocks));
                COUNTER = VectorWarmup.gate("SM4 counter-stream", () -> vector.xorCounterStream32(counter, a, 0, a, 0, blocks),
                        () -> twin.xorCounterStream32(counter, b, 0, b, 0, blocks));
            }
        }

        /** Null if the vector engine agrees with the single-block engine, else what differed. */
        private static String run(VectorEngines engines) {
            byte[] key = new byte[16];
            for (int i = 0; i < key.length; i++) {
                key[i] = (byte) (0x5a ^ 37 * i);
            }
            int[] rk = Sm4KeySchedule.expand(key, 0);
            BulkEngine vector = create(engines, rk);
            Sm4SingleBlockEngine single = new Sm4SingleBlockEngine(rk);
            int blocks = 2 * vector.parallelBlocks() + 37;
            byte[] plain = new byte[16 * blocks];
            for (int i = 0; i < plain.length; i++) {
                plain[i] = (byte) (i * 131 + (i >>> 8) * 7 + 1);
            }
            byte[] expected = new byte[plain.length];
            for (int b = 0; b < blocks; b++) {
                single.encrypt(plain, 16 * b, expected, 16 * b);
            }
            byte[] out = new byte[plain.length + 3];
            vector.encryptBlocks(plain, 0, out, 3, blocks);
            if (!ConstantTime.equals(expected, 0, out, 3, expected.length)) {
                return "encryption at an offset";
            }
            byte[] inPlace = expected.clone();
            vector.decryptBlocks(inPlace, 0, inPlace, 0, blocks);
            if (!ConstantTime.equals(plain, inPlace)) {
                return "decryption in place";
            }
            vector.wipe();
            single.wipe();
            return null;
        }
    }
}
