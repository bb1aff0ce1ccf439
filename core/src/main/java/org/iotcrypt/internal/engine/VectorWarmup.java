package org.iotcrypt.internal.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * An opt-in warm-up ({@code -Diotcrypt.vector.warmup=true}) that keeps the vector engines out of
 * a program's way until C2 has compiled them.
 *
 * <p>Why: until C2 compiles a Vector API method with its intrinsics, the API runs its Java
 * fallback, which allocates an array per operation. Measured with {@code bench/warmup.sh}, a
 * fresh JVM seals 0.6-3 MB of 16 KiB SM4-GCM messages in its first second with the vector engine
 * (JDK 17 and 25) against 72-108 MB with the bitsliced {@code long} engine, which C2 compiles
 * within a few hundred milliseconds.
 *
 * <p>With the warm-up, each kind of vector kernel (SM4's block calls, SM4's counter stream,
 * GHASH) has a {@link Gate}. While it is shut the program's calls of that kind go to the
 * {@code long} twin ({@link SwitchingEngine}, {@link SwitchingGhash}), and the first such call asks
 * for the kind to be warmed up: one daemon thread ({@code iotcrypt-vector-warmup}) then runs the
 * kernel and its twin side by side on zeros under a constant key, and opens the gate once the
 * kernel has beaten the best time its twin ever had, {@link #WINS_NEEDED} rounds in a row. Only
 * kinds the program uses are warmed up (C2's profile is the same whatever the data, since the
 * kernels have no data-dependent branches). A gate still shut {@link #DEADLINE_SECONDS} after it
 * was first asked for gives up and stays shut: a JVM where the vector code never gets faster than
 * the {@code long} engine (C1 or the interpreter only), where the twin is the right choice.
 *
 * <p>Why it is not the default: on the 2-core machines measured, the thread competes with the
 * program, C2 and the collector for the cores: the {@code long} engine serves the first second at
 * 15-33% of its own speed, the gates open 2.6-3.5 s into the run, later than the vector engine
 * alone reaches speed, and by the sixth second less has been done than without the warm-up (see
 * the README's table). It suits programs whose first calls must
 * not be slow (a server's first requests) more than it suits batch jobs.
 *
 * <p>Nothing secret is involved: the thread works on zeros under a constant key, and when a gate
 * opens depends on the JIT and the machine, not on any key or data of the program.
 */
public final class VectorWarmup {

    /** The switch: {@code true} turns the warm-up on; otherwise the vector engines serve from the first call. */
    public static final String PROPERTY = "iotcrypt.vector.warmup";

    /** How long a gate may stay shut, from the first call that asked for it, before it gives up. */
    static final long DEADLINE_SECONDS = 30;

    /** Rounds in a row that the kernel must win for its gate to open. */
    static final int WINS_NEEDED = 3;

    private static final boolean ENABLED = Boolean.getBoolean(PROPERTY);

    /** Gates asked for and not settled: the thread's work; guarded by the class. */
    private static final List<Gate> PENDING = new ArrayList<>();
    /** Every gate made, for {@link #awaitAll}; guarded by the class. */
    private static final List<Gate> MADE = new ArrayList<>();
    private static boolean running;

    private VectorWarmup() {
    }

    /**
     * A gate for one kind of vector kernel, open at once unless the warm-up is on. Its race runs
     * the same fixed work on public data (zeros under a constant key) on the kernel and on its twin.
     *
     * @param what what the kernel is, for status lines, e.g. {@code "SM4 counter-stream"}
     * @param vector the kernel's work
     * @param twin the same work on the engine that serves meanwhile
     * @return the gate
     */
    public static Gate gate(String what, Runnable vector, Runnable twin) {
        return gate(what, vector, twin, ENABLED);
    }

    /** {@link #gate(String, Runnable, Runnable)} with the switch given (tests run the warm-up whatever the property). */
    static Gate gate(String what, Runnable vector, Runnable twin, boolean warmUp) {
        Gate gate = new Gate(what, vector, twin, TimeUnit.SECONDS.toNanos(DEADLINE_SECONDS));
        if (!warmUp) {
            gate.open();
        }
        synchronized (VectorWarmup.class) {
            MADE.add(gate);
        }
        return gate;
    }

    /**
     * Warms up every gate made so far, used or not, and waits until each has settled (for
     * benchmarks, which time the engines that serve after warm-up, and for tests).
     *
     * @param timeout the longest wait for each gate
     * @param unit its unit
     * @return whether all of them opened
     * @throws InterruptedException if interrupted while waiting
     */
    public static boolean awaitAll(long timeout, TimeUnit unit) throws InterruptedException {
        List<Gate> gates;
        synchronized (VectorWarmup.class) {
            gates = new ArrayList<>(MADE);
        }
        boolean all = true;
        for (Gate g : gates) {
            g.serves();
            all &= g.await(timeout, unit);
        }
        return all;
    }

    /**
     * The status line of a family of gates (SM4's, GHASH's): {@code on} while every gate asked for
     * is open, with a note while one of them warms up (or before any was asked for), or why not,
     * starting {@code off:}, once one gave up.
     *
     * @param on the family's status when its vector kernels serve, e.g. {@code "on: Vector API, 512-bit"}
     * @param gates the family's gates
     * @return the status line
     */
    public static String status(String on, Gate... gates) {
        boolean open = true;
        boolean anyAsked = false;
        for (Gate g : gates) {
            if (g.failure != null) {
                return "off: the " + g.what + " vector kernel failed while warming up (" + g.failure + ")";
            }
            if (g.gaveUp) {
                return "off: the " + g.what + " vector kernel was still slower than the long engine "
                        + DEADLINE_SECONDS + " s after its first use (a JVM without C2?)";
            }
            open &= g.open || !g.asked;
            anyAsked |= g.asked || g.open;
        }
        return open && anyAsked ? on : on + ", warming up: the long engine serves each kind of call until C2 has compiled its vector kernel";
    }

    private static void ask(Gate gate) {
        synchronized (VectorWarmup.class) {
            PENDING.add(gate);
            if (!running) {
                running = true;
                Thread t = new Thread(VectorWarmup::work, "iotcrypt-vector-warmup");
                t.setDaemon(true);
                t.start();
            }
        }
    }

    /** The warm-up thread: rounds over every gate asked for until none is left. */
    private static void work() {
        while (true) {
            List<Gate> gates;
            synchronized (VectorWarmup.class) {
                PENDING.removeIf(Gate::settled);
                if (PENDING.isEmpty()) {
                    running = false;
                    return;
                }
                gates = new ArrayList<>(PENDING);
            }
            for (Gate g : gates) {
                g.round();
            }
        }
    }

    /**
     * Whether one kind of vector kernel serves yet: open once it has been faster than its twin,
     * shut until then and for good if it never was.
     */
    public static final class Gate {

        private final String what;
        private final long deadline;
        /** The race; dropped (with its engines and buffers) once the gate has settled. */
        private Runnable vector;
        private Runnable twin;
        private long bestTwin = Long.MAX_VALUE;
        /** When the gate was made, then when it was first asked for: the deadline's start. */
        private long askedAt;
        private int wins;
        private volatile boolean asked;
        private volatile boolean open;
        private volatile boolean gaveUp;
        private volatile String failure;

        Gate(String what, Runnable vector, Runnable twin, long deadlineNanos) {
            this.what = what;
            this.vector = vector;
            this.twin = twin;
            this.deadline = deadlineNanos;
            this.askedAt = System.nanoTime();
        }

        /**
         * Whether the vector kernel serves; the first time it does not, this asks for it to be
         * warmed up. The hot-path question of the switching engines.
         *
         * @return whether the vector kernel serves
         */
        public boolean serves() {
            return serves(true);
        }

        /** {@link #serves()}, queueing the gate for the warm-up thread only if {@code warm} (false: tests). */
        boolean serves(boolean warm) {
            if (open) {
                return true;
            }
            if (!asked) {
                synchronized (this) {
                    if (!asked) {
                        askedAt = System.nanoTime();
                        asked = true;
                        if (warm && !settled()) {
                            ask(this);
                        }
                    }
                }
            }
            return false;
        }

        /**
         * Whether the vector kernel serves, without asking for anything.
         *
         * @return whether the gate is open
         */
        public boolean isOpen() {
            return open;
        }

        /**
         * Whether the gate gave up: the vector kernel will never serve in this JVM.
         *
         * @return whether it gave up
         */
        public boolean hasGivenUp() {
            return gaveUp;
        }

        /**
         * Waits up to {@code timeout} for the gate to settle (open or given up); it settles only
         * once asked for.
         *
         * @param timeout the longest wait
         * @param unit its unit
         * @return whether the gate is open
         * @throws InterruptedException if interrupted while waiting
         */
        public boolean await(long timeout, TimeUnit unit) throws InterruptedException {
            long end = System.nanoTime() + unit.toNanos(timeout);
            synchronized (this) {
                while (!settled()) {
                    long left = end - System.nanoTime();
                    if (left <= 0) {
                        break;
                    }
                    TimeUnit.NANOSECONDS.timedWait(this, left);
                }
            }
            return open;
        }

        boolean settled() {
            return open || gaveUp;
        }

        /** One round of the race, kernel then twin; opens or gives up when it is time. */
        void round() {
            try {
                long t0 = System.nanoTime();
                vector.run();
                long t1 = System.nanoTime();
                twin.run();
                long t2 = System.nanoTime();
                bestTwin = Math.min(bestTwin, t2 - t1);
                wins = t1 - t0 < bestTwin ? wins + 1 : 0;
            } catch (RuntimeException | LinkageError e) {
                failure = e.toString();
                giveUp();
                return;
            }
            if (wins >= WINS_NEEDED) {
                open();
            } else if (System.nanoTime() - askedAt > deadline) {
                giveUp();
            }
        }

        synchronized void open() {
            vector = twin = null;
            open = true;
            notifyAll();
        }

        private synchronized void giveUp() {
            vector = twin = null;
            gaveUp = true;
            notifyAll();
        }
    }
}
