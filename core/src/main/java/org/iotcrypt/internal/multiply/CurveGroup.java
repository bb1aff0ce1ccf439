package org.iotcrypt.internal.multiply;

import java.math.BigInteger;
import org.iotcrypt.internal.field.ModularField;
import org.iotcrypt.internal.field.ModularFields;
import org.iotcrypt.internal.point.AffinePoint;
import org.iotcrypt.internal.point.CurveEquation;
import org.iotcrypt.internal.point.CurveParameters;
import org.iotcrypt.internal.point.JacobianArithmetic;
import org.iotcrypt.internal.point.JacobianPoint;
import org.iotcrypt.internal.util.Bytes;

/**
 * The group of points of one curve, and the scalar multiplications the SM2 protocols need:
 * the facade of the scalar-multiplication layer. Points go in as validated
 * {@link PublicPoint}s and come out as 64 bytes x || y (affine, big-endian).
 *
 * <p>{@link #multiplyBase} and {@link #multiply} are constant time in the scalar (see
 * {@link FixedBaseMultiplier}, {@link VariableBaseMultiplier});
 * {@link #multiplyBaseAndAddVartime} is variable time and only for public scalars and points.
 * The verification table for G is built on first use, the fixed-base table after
 * {@link #TABLE_AFTER} k·G, once per group.
 * Instances are thread-safe.
 */
public final class CurveGroup {

    private static final class Shared {
        static final CurveGroup SM2P256V1 = new CurveGroup(CurveParameters.SM2P256V1,
                ModularFields.forModulus(CurveParameters.SM2P256V1.p()),
                ModularFields.forModulus(CurveParameters.SM2P256V1.n()));
    }

    private final CurveParameters params;
    private final ModularField field;
    private final ModularField scalarField;
    private final long[] a;
    private final CurveEquation equation;
    private final boolean aIsMinus3;
    private final AffinePoint g;
    private final VariableBaseMultiplier variableBase;
    /** n as 32 big-endian bytes, for the protocol's range checks and random scalars. */
    private final byte[] order;
    /** G's fixed-base table for k·G (about 1,400 point additions to build). */
    private final LazyTable<FixedBaseMultiplier> fixedBase;
    /**
     * k·G runs on the variable-base multiplier until this many have been served: the fixed-base
     * table costs about 1,400 point additions, three or four k·G on the variable-base ladder, so
     * a one-shot signature (the CLI's, run mostly in the interpreter) does not pay for it, and a
     * key that signs again soon has it. Counted loosely (a race only adds a ladder call or two).
     */
    static final int TABLE_AFTER = 4;
    private volatile int baseMultiplications;
    /** Verification's multiplier; its tables of G are built when first needed. */
    private final InterleavedWnafMultiplier vartime;

    private CurveGroup(CurveParameters params, ModularField field, ModularField scalarField) {
        this.params = params;
        this.field = field;
        this.scalarField = scalarField;
        this.a = field.fromBigInteger(params.a());
        this.equation = new CurveEquation(field, params);
        this.aIsMinus3 = params.aIsMinus3();
        this.variableBase = new VariableBaseMultiplier(field, a, aIsMinus3, params.n());
        this.g = new AffinePoint(field.fromBigInteger(params.gx()), field.fromBigInteger(params.gy()));
        this.order = Bytes.unsignedFixed(params.n(), 32);
        this.fixedBase = new LazyTable<>(() -> new FixedBaseMultiplier(field, a, aIsMinus3, g, params.n(),
                FixedBaseMultiplier.DEFAULT_W));
        this.vartime = new InterleavedWnafMultiplier(field, a, aIsMinus3, g);
    }

    /**
     * The shared sm2p256v1 group, on the fastest field arithmetic for its prime
     * ({@link ModularFields#forModulus}, so the kill switch
     * {@link org.iotcrypt.internal.util.Acceleration} applies).
     */
    public static CurveGroup sm2p256v1() {
        return Shared.SM2P256V1;
    }

    /** A group for any curve, on the generic Montgomery field; tables are its own. */
    public static CurveGroup of(CurveParameters params) {
        return new CurveGroup(params, ModularFields.generic(params.p()), ModularFields.generic(params.n()));
    }

    /** A group on given fields (operation counting, field comparisons): same results, any field. */
    static CurveGroup withFields(CurveParameters params, ModularField field, ModularField scalarField) {
        return new CurveGroup(params, field, scalarField);
    }

    public CurveParameters parameters() {
        return params;
    }

    /** The group order n as 32 big-endian bytes (a copy). */
    public byte[] orderBytes() {
        return order.clone();
    }

    /** Arithmetic mod n, constant time. */
    public ModularField scalarField() {
        return scalarField;
    }

    /** The coordinate field (mod p). */
    ModularField field() {
        return field;
    }

    /**
     * The point (x, y), validated: 32 bytes each, both below p, on the curve.
     *
     * @throws IllegalArgumentException naming what is wrong
     */
    public PublicPoint point(byte[] x32, byte[] y32) {
        if (x32 == null || y32 == null || x32.length != 32 || y32.length != 32) {
            throw new IllegalArgumentException("point coordinates must be 32 bytes each");
        }
        long[] x = coordinate(x32);
        long[] y = coordinate(y32);
        if (!equation.holds(x, y)) {
            throw new IllegalArgumentException("point is not on the curve " + params.name());
        }
        return new PublicPoint(this, x32, y32, new AffinePoint(x, y));
    }

    /**
     * The point with this x and a y of the given parity (SEC 1 section 2.3.4: the 02 and 03
     * prefixes of a compressed point). Variable time in x, which is public.
     *
     * @throws IllegalArgumentException if x is not 32 bytes or not below p, or no such point exists
     */
    public PublicPoint decompress(byte[] x32, boolean oddY) {
        if (x32 == null || x32.length != 32) {
            throw new IllegalArgumentException("point coordinate x must be 32 bytes");
        }
        long[] x = coordinate(x32);
        long[] y = equation.solveYVartime(x, oddY);
        if (y == null) {
            throw new IllegalArgumentException("no point of " + params.name() + " has this x and a y of that parity");
        }
        byte[] y32 = new byte[32];
        field.toBytes(y, y32, 0);
        return new PublicPoint(this, x32, y32, new AffinePoint(x, y));
    }

    /** A public coordinate in the field, checked below p first (fromBytes would reduce it). */
    private long[] coordinate(byte[] v32) {
        if (new BigInteger(1, v32).compareTo(params.p()) >= 0) {
            throw new IllegalArgumentException("point coordinate is not below the field prime p of "
                    + params.name());
        }
        long[] v = field.newElement();
        field.fromBytes(v, v32, 0);
        return v;
    }

    /**
     * k·G as 64 bytes x || y, constant time in k. k must be in [1, n-1] (the caller's duty;
     * for k = 0 mod n the result, the point at infinity, comes out as 64 zero bytes).
     */
    public byte[] multiplyBase(byte[] k32) {
        JacobianPoint r = new JacobianPoint(field);
        // The count of calls is public, and both multipliers are constant time in k.
        if (!fixedBase.isBuilt() && baseMultiplications++ < TABLE_AFTER) {
            variableBase.multiply(g, k32, r);
        } else {
            fixedBase.get().multiply(k32, r);
        }
        return encode(r);
    }

    /** Whether one-shot verification has G's table yet (for tests). */
    boolean hasVerificationTable() {
        return vartime.hasFreshTable();
    }

    /** Whether k·G has its table yet (for tests). */
    boolean hasFixedBaseTable() {
        return fixedBase.isBuilt();
    }

    /**
     * k·P as 64 bytes x || y, constant time in k (P is public). For k = 0 mod n the result,
     * the point at infinity, comes out as 64 zero bytes.
     */
    public byte[] multiply(PublicPoint p, byte[] k32) {
        JacobianPoint r = new JacobianPoint(field);
        variableBase.multiply(own(p).affine(), k32, r);
        return encode(r);
    }

    /**
     * s·G + t·P as 64 bytes x || y, or null for the point at infinity. Variable time: s, t and P
     * must be public (signature verification). Using the same PublicPoint again makes later
     * calls faster (a per-point table, built on its second use).
     */
    public byte[] multiplyBaseAndAddVartime(byte[] s32, byte[] t32, PublicPoint p) {
        JacobianPoint r = new JacobianPoint(field);
        vartime.multiply(s32, t32, own(p), r);
        if (field.isZero(r.z()) != 0) {
            return null;
        }
        return encode(r);
    }

    /**
     * s·G + t·P left in Jacobian coordinates, for a caller who only needs to compare its affine
     * x with candidates (SM2 verification) and so need not pay for an inversion. Variable time:
     * s, t and P must be public.
     */
    public JacobianResult multiplyBaseAndAddJacobianVartime(byte[] s32, byte[] t32, PublicPoint p) {
        JacobianPoint r = new JacobianPoint(field);
        vartime.multiply(s32, t32, own(p), r);
        return new JacobianResult(field, params.p(), r);
    }

    /**
     * p + t·q as 64 bytes x || y, or null for the point at infinity. Variable time: p, t and q must be public. One-shot wNAF of q (the window
     * {@link InterleavedWnafMultiplier} uses for a fresh key), p added once at the end of the
     * same pass; no per-point cache is built or used.
     */
    public byte[] multiplyAndAddVartime(PublicPoint p, byte[] t32, PublicPoint q) {
        JacobianPoint r = new JacobianPoint(field);
        JacobianArithmetic ops = new JacobianArithmetic(field, a, aIsMinus3);
        long[][] tables = {
            WnafMultiplier.oddMultiplesAffine(ops, own(q).affine(), InterleavedWnafMultiplier.P_FRESH_W, 1, 0),
            affineEntry(own(p).affine())};
        short[][] digits = {Wnaf.recode(Scalars.limbs(t32), 0, 256, InterleavedWnafMultiplier.P_FRESH_W), {1}};
        WnafMultiplier.interleave(ops, tables, new int[2], digits, null, null, r);
        if (field.isZero(r.z()) != 0) {
            return null;
        }
        return encode(r);
    }

    /** A one-entry affine table holding q. */
    private long[] affineEntry(AffinePoint q) {
        int limbs = field.limbs();
        long[] table = new long[2 * limbs];
        System.arraycopy(q.x(), 0, table, 0, limbs);
        System.arraycopy(q.y(), 0, table, limbs, limbs);
        return table;
    }

    /**
     * p itself if it was made by this group; the same point re-made here if it comes from
     * another group of the same curve (its field representation may differ); otherwise
     * IllegalArgumentException.
     */
    private PublicPoint own(PublicPoint p) {
        if (p.group() == this) {
            return p;
        }
        if (!p.group().params.equals(params)) {
            throw new IllegalArgumentException("point belongs to " + p.group().params.name() + ", not "
                    + params.name());
        }
        return point(p.x(), p.y());
    }

    /**
     * Affine x || y of r, one inversion; infinity encodes as zeros (inverting 0 gives 0). r and
     * every intermediate are zeroed afterwards: r may be a secret point (decryption's d·C1).
     */
    private byte[] encode(JacobianPoint r) {
        JacobianArithmetic ops = new JacobianArithmetic(field, a, aIsMinus3);
        AffinePoint q = new AffinePoint(field);
        ops.toAffine(q, r);
        byte[] out = new byte[64];
        field.toBytes(q.x(), out, 0);
        field.toBytes(q.y(), out, 32);
        ops.wipe();
        ops.setInfinity(r);
        field.setZero(q.x());
        field.setZero(q.y());
        return out;
    }
}
