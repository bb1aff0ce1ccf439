package org.iotcrypt.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The size rule for the vector engine (the decisions, not timings: bench/seal-sizes.sh measures
 * the sizes on both sides of it); VectorDispatchTest in the vector module checks that a declined
 * engine serves no key in a JVM that has it.
 */
class VectorEngineChoiceTest {

    @Test
    void filesUnder512MibDeclineTheEngineAndLargerOrUnknownInputsKeepIt() {
        assertEquals(512L << 20, VectorEngineChoice.MIN_BYTES);
        assertFalse(VectorEngineChoice.keeps(0));
        assertFalse(VectorEngineChoice.keeps(1024));
        assertFalse(VectorEngineChoice.keeps((512L << 20) - 1));
        assertTrue(VectorEngineChoice.keeps(512L << 20));
        assertTrue(VectorEngineChoice.keeps(1L << 30));
        assertTrue(VectorEngineChoice.keeps(Long.MAX_VALUE));
        assertTrue(VectorEngineChoice.keeps(-1), "standard input: size unknown");
    }
}
