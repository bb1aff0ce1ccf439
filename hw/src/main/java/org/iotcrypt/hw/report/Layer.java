package org.iotcrypt.hw.report;

import java.util.List;
import org.iotcrypt.hw.explore.Scheme;

/**
 * The four ways the paper's Figures 11-16 group the 63 schemes (their panels a-d): by CCM
 * candidate, SM4 core, NLT and S-box.
 */
public enum Layer {
    CCM('a', "CCM candidate", List.of("c0 S1SM4", "c1 P2SM4", "c2 GB2SM4")),
    CORE('b', "SM4 core", List.of("k0 OffKS", "k1 OnKP", "k2 OnKS")),
    NLT('c', "NLT", List.of("n0 NLT1", "n1 NLT2", "n2 NLT4")),
    SBOX('d', "S-box", List.of("s0 LUT", "s1 CFA", "s2 DSE"));

    private final char panel;
    private final String title;
    private final List<String> candidates;

    Layer(char panel, String title, List<String> candidates) {
        this.panel = panel;
        this.title = title;
        this.candidates = candidates;
    }

    /** The paper's panel letter. */
    public char panel() {
        return panel;
    }

    /** What the panel groups by, e.g. {@code SM4 core}. */
    public String title() {
        return title;
    }

    /** The three candidates' labels, index = the digit in the scheme name. */
    public List<String> candidates() {
        return candidates;
    }

    /** The candidate (0-2) of this layer in {@code scheme}. */
    public int candidate(Scheme scheme) {
        return switch (this) {
            case CCM -> scheme.ccm().ordinal();
            case CORE -> scheme.core().ordinal();
            case NLT -> scheme.nlt().ordinal();
            case SBOX -> scheme.sbox().ordinal();
        };
    }
}
