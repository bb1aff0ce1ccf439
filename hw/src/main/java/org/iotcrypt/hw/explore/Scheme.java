package org.iotcrypt.hw.explore;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One SM4-CCM scheme of the paper's design space, named as its Figure 9 names them:
 * {@code c?k?n?s?} = CCM architecture, SM4 core, NLT and S-box candidate. GB2SM4 shares the
 * round keys of an OffKS core, so it exists only with {@code k0}: 2x3x3x3 + 1x3x3 = 63 schemes.
 */
public record Scheme(Ccm ccm, Core core, Nlt nlt, Sbox sbox) {

    /** Layer 5: c0 one SM4 core for CBC-MAC and CTR in turn, c1 two cores, c2 one OffKS core plus a round function. */
    public enum Ccm { S1SM4, P2SM4, GB2SM4 }

    /** Layer 4: k0 offline key schedule (stored round keys), k1 online in parallel, k2 online shared. */
    public enum Core { OffKS, OnKP, OnKS }

    /** Layer 2: 1, 2 or 4 S-boxes per non-linear transformation. */
    public enum Nlt {
        NLT1(1), NLT2(2), NLT4(4);

        private final int sboxes;

        Nlt(int sboxes) {
            this.sboxes = sboxes;
        }

        /** The S-boxes of this NLT (sm4_nlt's SBOXES parameter). */
        public int sboxes() {
            return sboxes;
        }
    }

    /** Layer 1: look-up table, composite-field arithmetic, decoder-switch-encoder. */
    public enum Sbox { LUT, CFA, DSE }

    private static final Pattern NAME = Pattern.compile("c([0-2])k([0-2])n([0-2])s([0-2])");

    private static final List<Scheme> ALL = enumerate();

    public Scheme {
        if (ccm == Ccm.GB2SM4 && core != Core.OffKS) {
            throw new IllegalArgumentException("GB2SM4 shares an OffKS core's round keys: it exists only with k0");
        }
    }

    /** All 63 schemes, in name order. */
    public static List<Scheme> all() {
        return ALL;
    }

    /** The scheme named {@code name} (e.g. {@code c0k1n2s2}). */
    public static Scheme parse(String name) {
        Matcher m = NAME.matcher(name);
        if (!m.matches()) {
            throw new IllegalArgumentException("not a scheme name (c[0-2]k[0-2]n[0-2]s[0-2]): " + name);
        }
        return new Scheme(Ccm.values()[digit(m, 1)], Core.values()[digit(m, 2)], Nlt.values()[digit(m, 3)],
                Sbox.values()[digit(m, 4)]);
    }

    /** The paper's name, e.g. {@code c0k1n2s2}. */
    public String name() {
        return "c" + ccm.ordinal() + "k" + core.ordinal() + "n" + nlt.ordinal() + "s" + sbox.ordinal();
    }

    /** The long form, e.g. {@code S1SM4/OnKP/NLT4/DSE}. */
    public String description() {
        return ccm + "/" + core + "/" + nlt + "/" + sbox;
    }

    @Override
    public String toString() {
        return name();
    }

    private static int digit(Matcher m, int group) {
        return m.group(group).charAt(0) - '0';
    }

    private static List<Scheme> enumerate() {
        List<Scheme> all = new ArrayList<>();
        for (Ccm c : Ccm.values()) {
            for (Core k : Core.values()) {
                if (c == Ccm.GB2SM4 && k != Core.OffKS) {
                    continue;
                }
                for (Nlt n : Nlt.values()) {
                    for (Sbox s : Sbox.values()) {
                        all.add(new Scheme(c, k, n, s));
                    }
                }
            }
        }
        return Collections.unmodifiableList(all);
    }
}
