package org.iotcrypt.internal.engine;

import java.util.function.BooleanSupplier;

/**
 * A bulk GHASH that absorbs on {@code meanwhile} until {@code ready} says the preferred one may:
 * the GHASH twin of {@link SwitchingEngine}, for keys made while the vector GHASH warms up
 * ({@link VectorWarmup}). Each call goes whole to one of them; both compute the same aggregated
 * step, so a switch between calls changes nothing but the speed.
 */
public final class SwitchingGhash implements BulkGhash {

    private final BooleanSupplier ready;
    private final BulkGhash preferred;
    private final BulkGhash meanwhile;

    /**
     * @param ready whether {@code preferred} serves yet
     * @param preferred the GHASH that serves once {@code ready}
     * @param meanwhile the GHASH that serves until then
     */
    public SwitchingGhash(BooleanSupplier ready, BulkGhash preferred, BulkGhash meanwhile) {
        this.ready = ready;
        this.preferred = preferred;
        this.meanwhile = meanwhile;
    }

    @Override
    public void absorb(long[] y, byte[] in, int off, int groups) {
        (ready.getAsBoolean() ? preferred : meanwhile).absorb(y, in, off, groups);
    }

    @Override
    public void absorbTail(long[] y, byte[] group, int from, boolean yIsZero) {
        (ready.getAsBoolean() ? preferred : meanwhile).absorbTail(y, group, from, yIsZero);
    }

    @Override
    public void absorbLanes(long[] ys, long[] words, int[] from, int rows) {
        (ready.getAsBoolean() ? preferred : meanwhile).absorbLanes(ys, words, from, rows);
    }

    @Override
    public void destroy() {
        preferred.destroy();
        meanwhile.destroy();
    }
}
