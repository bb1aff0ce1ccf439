package org.iotcrypt.bench.research;

import java.math.BigInteger;
import org.iotcrypt.internal.field.ModularField;

/**
 * A {@link ModularField} that delegates every operation to another one and counts the
 * multiplications, squarings and inversions, the costs point formulas are compared by (the
 * paper's operation-count method). Additions, subtractions and moves are not counted: they are
 * an order of magnitude cheaper. For measurements and tests only: the counters are plain
 * fields, so an instance must not be shared between threads.
 */
public final class CountingField implements ModularField {

    private final ModularField inner;
    private long muls;
    private long sqrs;
    private long invs;

    public CountingField(ModularField inner) {
        this.inner = inner;
    }

    /** Multiplications counted since the last {@link #reset}. */
    public long muls() {
        return muls;
    }

    /** Squarings counted since the last {@link #reset}. */
    public long sqrs() {
        return sqrs;
    }

    /** Inversions counted since the last {@link #reset} (each counts once, however computed). */
    public long invs() {
        return invs;
    }

    /** Sets all counters to 0. */
    public void reset() {
        muls = 0;
        sqrs = 0;
        invs = 0;
    }

    @Override
    public BigInteger modulus() {
        return inner.modulus();
    }

    @Override
    public int limbs() {
        return inner.limbs();
    }

    @Override
    public long[] fromBigInteger(BigInteger v) {
        return inner.fromBigInteger(v);
    }

    @Override
    public void fromBytes(long[] r, byte[] in, int off) {
        inner.fromBytes(r, in, off);
    }

    @Override
    public void toBytes(long[] a, byte[] out, int off) {
        inner.toBytes(a, out, off);
    }

    @Override
    public void setZero(long[] r) {
        inner.setZero(r);
    }

    @Override
    public void setOne(long[] r) {
        inner.setOne(r);
    }

    @Override
    public void set(long[] r, long[] a) {
        inner.set(r, a);
    }

    @Override
    public void add(long[] r, long[] a, long[] b) {
        inner.add(r, a, b);
    }

    @Override
    public void sub(long[] r, long[] a, long[] b) {
        inner.sub(r, a, b);
    }

    @Override
    public void addLoose(long[] r, long[] a, long[] b) {
        inner.addLoose(r, a, b);
    }

    @Override
    public void subLoose(long[] r, long[] a, long[] b) {
        inner.subLoose(r, a, b);
    }

    @Override
    public void mulSmallLoose(long[] r, long[] a, int k) {
        inner.mulSmallLoose(r, a, k);
    }

    @Override
    public void neg(long[] r, long[] a) {
        inner.neg(r, a);
    }

    @Override
    public void mul(long[] r, long[] a, long[] b) {
        muls++;
        inner.mul(r, a, b);
    }

    @Override
    public void sqr(long[] r, long[] a) {
        sqrs++;
        inner.sqr(r, a);
    }

    @Override
    public void invert(long[] r, long[] a) {
        invs++;
        inner.invert(r, a);
    }

    @Override
    public long isZero(long[] a) {
        return inner.isZero(a);
    }

    @Override
    public long equal(long[] a, long[] b) {
        return inner.equal(a, b);
    }

    @Override
    public void cmov(long[] r, long[] a, long mask) {
        inner.cmov(r, a, mask);
    }
}
