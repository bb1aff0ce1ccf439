package org.iotcrypt.vector;

import jdk.incubator.vector.ByteVector;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorShape;
import jdk.incubator.vector.VectorSpecies;

/**
 * The vector width every engine here uses, fixed once per JVM: the platform's preferred shape,
 * or the one {@code -Diotcrypt.vector.bits=256|512} asks for (so that both can be tested on
 * one machine). The species are static finals, which C2 folds into constants; vectors
 * themselves are never kept in fields (C2 cannot keep those in registers).
 */
final class Shape {

    /** The property that overrides the preferred width (bits: 256 or 512). */
    static final String BITS_PROPERTY = "iotcrypt.vector.bits";

    static final VectorShape SHAPE = choose();
    static final VectorSpecies<Integer> INTS = IntVector.SPECIES_PREFERRED.withShape(SHAPE);
    static final VectorSpecies<Long> LONGS = LongVector.SPECIES_PREFERRED.withShape(SHAPE);
    static final VectorSpecies<Byte> BYTES = ByteVector.SPECIES_PREFERRED.withShape(SHAPE);

    /** Lanes of 32 bits in a vector. */
    static final int LANES = INTS.length();

    /** Bytes in a vector. */
    static final int VECTOR_BYTES = 4 * LANES;

    private Shape() {
    }

    private static VectorShape choose() {
        String bits = System.getProperty(BITS_PROPERTY);
        return bits == null ? VectorShape.preferredShape() : VectorShape.forBitSize(Integer.parseInt(bits));
    }
}
