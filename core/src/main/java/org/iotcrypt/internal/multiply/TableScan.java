package org.iotcrypt.internal.multiply;

import org.iotcrypt.internal.point.AffinePoint;
import org.iotcrypt.internal.point.JacobianPoint;

/**
 * Reading points out of flat precomputed tables. The constant-time reads touch every entry
 * of the row and keep the wanted one with a mask, so the memory access pattern does not
 * depend on the (secret) index; the vartime reads index directly, for public scalars.
 * Entries are coordinate limbs one after the other: x, y (affine) or x, y, z (Jacobian).
 */
final class TableScan {

    private TableScan() {
    }

    /**
     * out = entry {@code index} of the {@code count} affine entries starting at entry
     * {@code first}; an index outside [0, count) leaves out all zero (the caller flags that as
     * infinity). Constant time in {@code index}.
     */
    static void selectAffine(long[] table, int limbs, int first, int count, int index, AffinePoint out) {
        long[] x = out.x();
        long[] y = out.y();
        for (int l = 0; l < limbs; l++) {
            x[l] = 0;
            y[l] = 0;
        }
        int entry = 2 * limbs;
        int base = first * entry;
        for (int j = 0; j < count; j++) {
            long mask = Scalars.equalMask(j, index);
            int at = base + j * entry;
            for (int l = 0; l < limbs; l++) {
                x[l] |= table[at + l] & mask;
                y[l] |= table[at + limbs + l] & mask;
            }
        }
    }

    /** Jacobian counterpart of {@link #selectAffine}: an index outside the row gives infinity (Z = 0). */
    static void selectJacobian(long[] table, int limbs, int count, int index, JacobianPoint out) {
        long[] x = out.x();
        long[] y = out.y();
        long[] z = out.z();
        for (int l = 0; l < limbs; l++) {
            x[l] = 0;
            y[l] = 0;
            z[l] = 0;
        }
        int entry = 3 * limbs;
        for (int j = 0; j < count; j++) {
            long mask = Scalars.equalMask(j, index);
            int at = j * entry;
            for (int l = 0; l < limbs; l++) {
                x[l] |= table[at + l] & mask;
                y[l] |= table[at + limbs + l] & mask;
                z[l] |= table[at + 2 * limbs + l] & mask;
            }
        }
    }

    /** Stores p as Jacobian entry {@code index}. */
    static void storeJacobian(long[] table, int limbs, int index, JacobianPoint p) {
        int at = index * 3 * limbs;
        System.arraycopy(p.x(), 0, table, at, limbs);
        System.arraycopy(p.y(), 0, table, at + limbs, limbs);
        System.arraycopy(p.z(), 0, table, at + 2 * limbs, limbs);
    }

    /** out = affine entry {@code entry} (absolute index), direct access: public indices only. */
    static void loadAffineVartime(long[] table, int limbs, int entry, AffinePoint out) {
        int at = entry * 2 * limbs;
        System.arraycopy(table, at, out.x(), 0, limbs);
        System.arraycopy(table, at + limbs, out.y(), 0, limbs);
        out.setInfinityMask(0);
    }

    /** out = Jacobian entry {@code entry}, direct access: public indices only. */
    static void loadJacobianVartime(long[] table, int limbs, int entry, JacobianPoint out) {
        int at = entry * 3 * limbs;
        System.arraycopy(table, at, out.x(), 0, limbs);
        System.arraycopy(table, at + limbs, out.y(), 0, limbs);
        System.arraycopy(table, at + 2 * limbs, out.z(), 0, limbs);
    }
}
