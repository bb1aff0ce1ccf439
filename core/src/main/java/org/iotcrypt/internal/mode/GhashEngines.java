package org.iotcrypt.internal.mode;

import java.util.Arrays;
import org.iotcrypt.internal.engine.BulkGhash;
import org.iotcrypt.internal.engine.SwitchingGhash;
import org.iotcrypt.internal.engine.VectorEngines;
import org.iotcrypt.internal.engine.VectorSupport;
import org.iotcrypt.internal.engine.VectorWarmup;
import org.iotcrypt.internal.util.Acceleration;
import org.iotcrypt.internal.util.ConstantTime;

/**
 * The one place that picks GHASH's bulk implementation: the vector GHASH when {@link VectorSupport}
 * found the engines (the JVM has {@code jdk.incubator.vector} and the vector jar) and it passed its
 * self-test, unless {@code -Diotcrypt.vector.ghash=false} turns it off; else none ({@link Ghash}
 * multiplies block by block, or, for a key's many messages, its scalar bulk GHASH: {@link Ghash#bulkFor}).
 * Both are constant time.
 *
 * <p>(For a while it was opt-in: a first series of fresh JVMs suggested that running it made C2's
 * intermittent bad compile of the vector SM4 rounds likelier. Later series on a quiet machine
 * showed that failure as often without it, on JDK 25 only without it; see the vector module's
 * JitCompilationTest.)
 *
 * <p>The self-test runs once per JVM, before the vector GHASH serves: under a fixed H it hashes
 * three groups and a tail, at an offset, split over two updates, and a batch of thirteen short
 * messages side by side ({@link Ghash#ofMessages}), and must give what the plain
 * {@link Ghash} gives (which the test suite holds to SP 800-38D's bit-serial definition, the GCM
 * specification's value and Bouncy Castle); a mismatch or an exception keeps GHASH plain for the
 * life of the JVM, with the reason in {@link #status()}.
 *
 * <p>With {@code -Diotcrypt.vector.warmup=true} the vector GHASH warms up first
 * ({@link VectorWarmup}): a bulk GHASH made before C2 has compiled it is a {@link SwitchingGhash}
 * that absorbs on the scalar multiplier ({@link Ghash#scalar}) until then.
 */
final class GhashEngines {

    /** The switch that turns the vector GHASH off ({@code false}); it is on wherever the engines are. */
    static final String PROPERTY = "iotcrypt.vector.ghash";

    private GhashEngines() {
    }

    /** The bulk GHASH under {@code h}, or null if none passed the self-test or the vector engines were declined. */
    static BulkGhash bulk(byte[] h) {
        if (Acceleration.vectorDeclined() != null) {
            return null;
        }
        VectorWarmup.Gate gate = SelfTest.GATE;
        if (gate == null || gate.hasGivenUp()) {
            return null;
        }
        BulkGhash vector = create(SelfTest.ENGINES, h);
        return gate.isOpen() ? vector : new SwitchingGhash(() -> gate.serves(), vector, Ghash.scalar(h));
    }

    /** Whether GHASH runs on the vector engines, and if not, why not. */
    static String status() {
        String declined = VectorSupport.declinedStatus();
        if (declined != null) {
            // Without the self-test's holder: declined, the self-test never runs.
            return declined;
        }
        VectorWarmup.Gate gate = SelfTest.GATE;
        return gate == null ? SelfTest.STATUS : VectorWarmup.status(SelfTest.STATUS, gate);
    }

    private static BulkGhash create(VectorEngines engines, byte[] h) {
        long[] powers = new long[2 * BulkGhash.GROUP_BLOCKS];
        Ghash.powers(h, powers);
        try {
            return engines.ghash(powers);
        } finally {
            Arrays.fill(powers, 0);
        }
    }

    /** Holder: the self-test runs when the first long run asks for the bulk GHASH. */
    private static final class SelfTest {

        /** The engines, if they passed; else null. */
        static final VectorEngines ENGINES;
        static final String STATUS;
        /** Open once the vector GHASH is compiled; null without one. */
        static final VectorWarmup.Gate GATE;

        static {
            VectorEngines engines = VectorSupport.engines();
            String status = VectorSupport.status();
            if (engines != null && "false".equals(System.getProperty(PROPERTY))) {
                engines = null;
                status = "off: -D" + PROPERTY + "=false";
            } else if (engines != null) {
                String failure;
                try {
                    failure = run(engines);
                } catch (RuntimeException | LinkageError e) {
                    failure = "threw " + e;
                }
                if (failure != null) {
                    engines = null;
                    status = "off: the vector GHASH failed its self-test (" + failure + ")";
                }
            }
            ENGINES = engines;
            STATUS = status;
            GATE = engines == null ? null : gate(engines);
        }

        /** The warm-up gate: 16 KiB of zeros under a constant H, on the vector GHASH and the scalar one. */
        private static VectorWarmup.Gate gate(VectorEngines engines) {
            byte[] h = new byte[16];
            h[0] = 1;
            BulkGhash vector = create(engines, h);
            BulkGhash twin = Ghash.scalar(h);
            int groups = 128;
            byte[] data = new byte[16 * BulkGhash.GROUP_BLOCKS * groups];
            long[] a = new long[2];
            long[] b = new long[2];
            return VectorWarmup.gate("GHASH", () -> vector.absorb(a, data, 0, groups), () -> twin.absorb(b, data, 0, groups));
        }

        /** Null if the vector GHASH agrees with the plain one, else what differed. */
        private static String run(VectorEngines engines) {
            byte[] h = new byte[16];
            for (int i = 0; i < h.length; i++) {
                h[i] = (byte) (0xc3 ^ 53 * i);
            }
            int len = 16 * (3 * BulkGhash.GROUP_BLOCKS + 5) + 7;
            byte[] data = new byte[len + 5];
            for (int i = 0; i < data.length; i++) {
                data[i] = (byte) (i * 167 + (i >>> 8) * 11 + 3);
            }
            BulkGhash bulk = create(engines, h);
            try {
                byte[] expected = hash(Ghash.plain(h), data, len);
                byte[] got = hash(new Ghash(h, bulk), data, len);
                if (!ConstantTime.equals(expected, got)) {
                    return "a GHASH of " + len + " bytes";
                }
                return messages(h, bulk, data);
            } finally {
                bulk.destroy();
            }
        }

        /**
         * Null if batch GCM's GHASH of many short messages side by side (two rows of
         * {@link BulkGhash#LANES}, the second part full, 1 to 8 blocks each) agrees with
         * the plain one message by message, else what differed.
         */
        private static String messages(byte[] h, BulkGhash bulk, byte[] data) {
            int n = BulkGhash.LANES + 5;
            byte[][] aads = new byte[n][];
            byte[][] texts = new byte[n][];
            int[] lens = new int[n];
            for (int i = 0; i < n; i++) {
                aads[i] = Arrays.copyOfRange(data, i, i + 7 * i % 33);
                texts[i] = Arrays.copyOfRange(data, 3 * i, 3 * i + 80);
                lens[i] = 13 * i % 81;
            }
            byte[] expected = new byte[16 * n];
            byte[] got = new byte[16 * n];
            Ghash.ofMessages(h, null, aads, texts, lens, expected);
            Ghash.ofMessages(h, bulk, aads, texts, lens, got);
            return ConstantTime.equals(expected, got) ? null : "a batch of " + n + " short messages";
        }

        private static byte[] hash(Ghash g, byte[] data, int len) {
            int cut = 16 * BulkGhash.GROUP_BLOCKS + 3;
            g.update(data, 5, cut);
            g.update(data, 5 + cut, len - cut);
            byte[] out = new byte[16];
            g.finish(0, len, out, 0);
            g.destroy();
            return out;
        }
    }
}
