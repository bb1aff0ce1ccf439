package org.iotcrypt.gate;

import static jdk.incubator.vector.VectorOperators.EQ;
import static jdk.incubator.vector.VectorOperators.MIN;
import static jdk.incubator.vector.VectorOperators.XOR;

import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorSpecies;

/**
 * The vector gate's control: Vector API code a reviewer must never let into the engines, one
 * method per trap; each is constant time once C2 intrinsifies it, and none is in the Java fallback
 * the interpreter and C1 run. Never run; {@link VectorConstantTimeGateTest} checks that the gate
 * flags every method here but the last.
 */
final class LeakyVectorControl {

    private static final VectorSpecies<Integer> INTS = IntVector.SPECIES_256;

    private LeakyVectorControl() {
    }

    /** A table lookup by secret lanes: the fallback reads table[lane]. */
    static IntVector selectFromATable(IntVector secret, IntVector table) {
        return secret.selectFrom(table);
    }

    /** A shuffle made from data: the fallback indexes lanes by the secret. */
    static IntVector rearrangeByData(IntVector v, IntVector secret) {
        return v.rearrange(secret.toShuffle());
    }

    /** A gather: an array read at secret indexes. */
    static IntVector gatherBySecretIndexes(int[] table, int[] secretIndexes) {
        return IntVector.fromArray(INTS, table, 0, secretIndexes, 0);
    }

    /** A mask computed from data, then a blend that branches on it in the fallback. */
    static IntVector blendUnderADataMask(IntVector secret, IntVector other) {
        return secret.blend(other, secret.compare(EQ, 0));
    }

    /** lane(i) at a secret index. */
    static int laneAtASecretIndex(IntVector v, int secret) {
        return v.lane(secret & 7);
    }

    /** A masked operation: the fallback tests each mask bit. */
    static IntVector maskedXor(IntVector v, IntVector w, VectorMask<Integer> m) {
        return v.lanewise(XOR, w, m);
    }

    /** MIN is a comparison and a select in the fallback's scalar code. */
    static IntVector minOperator(IntVector secret, IntVector w) {
        return secret.lanewise(MIN, w);
    }

    /** What the engines do: not flagged. */
    static IntVector xorOfWholeVectors(int[] a, int[] b) {
        return IntVector.fromArray(INTS, a, 0).lanewise(XOR, IntVector.fromArray(INTS, b, 0));
    }
}
