package org.iotcrypt.hw.explore;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A design the explorer evaluates: one of the 63 SM4-CCM {@link Scheme}s, or one of the three
 * PRESENT-80 datapaths ({@code present16}, {@code present32}, {@code present64}).
 *
 * @param name the design's name
 * @param scheme the SM4-CCM scheme, or null for a PRESENT datapath
 * @param presentWidth the PRESENT datapath width in bits, or 0 for a scheme
 */
public record Design(String name, Scheme scheme, int presentWidth) {

    private static final int[] PRESENT_WIDTHS = {16, 32, 64};

    private static final List<Design> ALL = enumerate();

    /**
     * The CI subset: every candidate of every layer at least once, and the paper's named schemes
     * (c0k1n2s2 its optimum, best power efficiency and APDP; c1k1n2s0 a best throughput; c0k2n0s1 the
     * smallest; c0k2n0s2 the lowest power; c0k1n2s1 the best area efficiency), plus the paper's proposed
     * 32-bit PRESENT datapath.
     */
    private static final List<String> CI_SUBSET = List.of("c0k1n2s2", "c1k1n2s0", "c0k2n0s1", "c0k2n0s2",
            "c0k1n2s1", "c2k0n1s1", "c0k0n1s0", "c1k2n1s2", "present32");

    /** All 63 schemes, then the three PRESENT datapaths. */
    public static List<Design> all() {
        return ALL;
    }

    /** The CI subset ({@code --schemes ci}): 8 schemes covering every candidate of every layer, and present32. */
    public static List<Design> ciSubset() {
        return CI_SUBSET.stream().map(Design::parse).toList();
    }

    /** The design called {@code name}: a scheme name or present16/32/64. */
    public static Design parse(String name) {
        for (int w : PRESENT_WIDTHS) {
            if (name.equals("present" + w)) {
                return present(w);
            }
        }
        try {
            return of(Scheme.parse(name));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("unknown design '" + name
                    + "': a scheme c[0-2]k[0-2]n[0-2]s[0-2] (GB2SM4 c2 only with k0)"
                    + " or present16, present32, present64", e);
        }
    }

    /** The design of an SM4-CCM scheme. */
    public static Design of(Scheme scheme) {
        return new Design(scheme.name(), scheme, 0);
    }

    /** A PRESENT-80 datapath of 16, 32 or 64 bits. */
    public static Design present(int width) {
        return new Design("present" + width, null, width);
    }

    /** Whether this is a PRESENT datapath. */
    public boolean isPresent() {
        return scheme == null;
    }

    /** What {@code iotcrypt hw list} prints after the name. */
    public String description() {
        return isPresent() ? "PRESENT-80 encryption, " + presentWidth + "-bit datapath" : scheme.description();
    }

    private static List<Design> enumerate() {
        List<Design> all = new ArrayList<>();
        for (Scheme s : Scheme.all()) {
            all.add(of(s));
        }
        for (int w : PRESENT_WIDTHS) {
            all.add(present(w));
        }
        return Collections.unmodifiableList(all);
    }
}
