package org.iotcrypt.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The warm-up gate's rule, round by round, with races whose outcome is fixed by construction
 * (a kernel that returns at once against one that sleeps a millisecond), the family status line,
 * and the warm-up thread itself once. What a gate decides on is only ever public: how long fixed
 * work took.
 */
class VectorWarmupTest {

    private static final String ON = "on: test kernels";
    private static final String WARMING = ON
            + ", warming up: the long engine serves each kind of call until C2 has compiled its vector kernel";
    private static final long NO_DEADLINE = TimeUnit.HOURS.toNanos(1);

    private static final Runnable QUICK = () -> {
    };
    private static final Runnable SLOW = VectorWarmupTest::sleepAMillisecond;

    @Test
    void opensAfterThreeRoundsInARowInWhichTheKernelBeatsItsTwin() {
        VectorWarmup.Gate gate = new VectorWarmup.Gate("test", QUICK, SLOW, NO_DEADLINE);
        VectorWarmup.Gate other = new VectorWarmup.Gate("other", QUICK, SLOW, NO_DEADLINE);
        for (int round = 1; round < VectorWarmup.WINS_NEEDED; round++) {
            gate.round();
            assertFalse(gate.isOpen(), "after round " + round);
            assertEquals(WARMING, VectorWarmup.status(ON, gate));
        }
        gate.round();
        assertTrue(gate.isOpen());
        assertEquals(ON, VectorWarmup.status(ON, gate));
        assertEquals(ON, VectorWarmup.status(ON, gate, other), "a gate nobody asked for does not count");
        assertFalse(other.serves(false));
        assertEquals(WARMING, VectorWarmup.status(ON, gate, other), "once asked for, it does");
        assertEquals(WARMING, VectorWarmup.status(ON, new VectorWarmup.Gate("unused", QUICK, QUICK, NO_DEADLINE)),
                "before any gate is asked for, the family says it will warm up");
    }

    @Test
    void aKernelSlowerThanItsTwinKeepsTheGateShut() {
        VectorWarmup.Gate gate = new VectorWarmup.Gate("test", SLOW, QUICK, NO_DEADLINE);
        for (int round = 0; round < 10; round++) {
            gate.round();
        }
        assertFalse(gate.isOpen());
        assertFalse(gate.hasGivenUp());
    }

    /** A lost round starts the count again; the twin's best time is what the kernel must beat. */
    @Test
    void aLostRoundStartsTheCountAgain() {
        int[] calls = {0};
        Runnable slowOnThirdRound = () -> {
            if (++calls[0] == 3) {
                sleepAMillisecond();
                sleepAMillisecond();
            }
        };
        VectorWarmup.Gate gate = new VectorWarmup.Gate("test", slowOnThirdRound, SLOW, NO_DEADLINE);
        for (int round = 1; round <= 2 + VectorWarmup.WINS_NEEDED; round++) {
            gate.round();
            assertFalse(gate.isOpen(), "after round " + round);
        }
        gate.round();
        assertTrue(gate.isOpen());
    }

    @Test
    void givesUpAtTheDeadlineAndSaysWhy() throws Exception {
        VectorWarmup.Gate gate = new VectorWarmup.Gate("test", SLOW, QUICK, 0);
        VectorWarmup.Gate open = new VectorWarmup.Gate("other", QUICK, QUICK, NO_DEADLINE);
        open.open();
        gate.round();
        assertTrue(gate.hasGivenUp());
        assertFalse(gate.isOpen());
        assertFalse(gate.await(0, TimeUnit.SECONDS));
        assertEquals("off: the test vector kernel was still slower than the long engine " + VectorWarmup.DEADLINE_SECONDS
                + " s after its first use (a JVM without C2?)", VectorWarmup.status(ON, open, gate));
    }

    @Test
    void aKernelThatThrowsShutsTheGateForGood() {
        VectorWarmup.Gate gate = new VectorWarmup.Gate("test", () -> {
            throw new IllegalStateException("lane mismatch");
        }, QUICK, NO_DEADLINE);
        gate.round();
        assertTrue(gate.hasGivenUp());
        assertEquals("off: the test vector kernel failed while warming up (java.lang.IllegalStateException: lane mismatch)",
                VectorWarmup.status(ON, gate));
    }

    /**
     * A gate nobody asks for is not warmed up; the first call that asks starts the daemon
     * thread, which runs the rounds by itself and opens it.
     */
    @Test
    void theFirstAskStartsTheThreadThatOpensTheGate() throws Exception {
        int[] runs = {0};
        VectorWarmup.Gate gate = VectorWarmup.gate("thread test", () -> runs[0]++, SLOW, true);
        Thread.sleep(50);
        assertEquals(0, runs[0], "not asked for: not raced");
        assertFalse(gate.serves());
        assertTrue(gate.await(60, TimeUnit.SECONDS), VectorWarmup.status(ON, gate));
        assertTrue(gate.serves());
        assertEquals(VectorWarmup.WINS_NEEDED, runs[0]);
        assertTrue(VectorWarmup.awaitAll(60, TimeUnit.SECONDS));
    }

    private static void sleepAMillisecond() {
        try {
            Thread.sleep(1);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
