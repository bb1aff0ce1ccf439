package org.iotcrypt.hw.explore;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The paper's scheme naming (Figure 9) and the 63 + 3 designs. */
class SchemeTest {

    @Test
    void sixtyThreeDistinctSchemesAndThreePresentDatapaths() {
        assertEquals(63, Scheme.all().size());
        assertEquals(63, new HashSet<>(Scheme.all()).size());
        Set<String> names = new HashSet<>();
        Design.all().forEach(d -> names.add(d.name()));
        assertEquals(66, names.size());
        assertEquals(66, Design.all().size());
        assertTrue(names.containsAll(List.of("present16", "present32", "present64")));
    }

    @Test
    void theCiSubsetCoversEveryCandidateOfEveryLayer() {
        List<Scheme> schemes = Design.ciSubset().stream().filter(d -> d instanceof CcmDesign).map(d -> ((CcmDesign) d).scheme()).toList();
        assertEquals(Set.of(Scheme.Ccm.values()), Set.copyOf(schemes.stream().map(Scheme::ccm).toList()));
        assertEquals(Set.of(Scheme.Core.values()), Set.copyOf(schemes.stream().map(Scheme::core).toList()));
        assertEquals(Set.of(Scheme.Nlt.values()), Set.copyOf(schemes.stream().map(Scheme::nlt).toList()));
        assertEquals(Set.of(Scheme.Sbox.values()), Set.copyOf(schemes.stream().map(Scheme::sbox).toList()));
        assertTrue(Design.ciSubset().contains(new PresentDesign(32)));
        assertTrue(schemes.contains(Scheme.parse("c0k1n2s2")), "the paper's chosen scheme");
    }

    @Test
    void nameRoundTrips() {
        for (Scheme s : Scheme.all()) {
            assertEquals(s, Scheme.parse(s.name()));
        }
        for (Design d : Design.all()) {
            assertEquals(d, Design.parse(d.name()));
        }
    }

    @Test
    void gb2sm4OnlyWithOffKs() {
        long gb2 = Scheme.all().stream().filter(s -> s.ccm() == Scheme.Ccm.GB2SM4).count();
        assertEquals(9, gb2);
        assertTrue(Scheme.all().stream().filter(s -> s.ccm() == Scheme.Ccm.GB2SM4)
                .allMatch(s -> s.core() == Scheme.Core.OffKS));
        assertThrows(IllegalArgumentException.class, () -> Scheme.parse("c2k1n0s0"));
        assertThrows(IllegalArgumentException.class, () -> Scheme.parse("c2k2n2s2"));
        assertEquals(Scheme.Ccm.GB2SM4, Scheme.parse("c2k0n1s2").ccm());
    }

    @Test
    void thePapersExampleNames() {
        Scheme chosen = Scheme.parse("c0k1n2s2");
        assertEquals(new Scheme(Scheme.Ccm.S1SM4, Scheme.Core.OnKP, Scheme.Nlt.NLT4, Scheme.Sbox.DSE), chosen);
        assertEquals(4, chosen.nlt().sboxes());
        assertEquals(new Scheme(Scheme.Ccm.P2SM4, Scheme.Core.OnKP, Scheme.Nlt.NLT4, Scheme.Sbox.LUT),
                Scheme.parse("c1k1n2s0"));
        assertEquals(new Scheme(Scheme.Ccm.S1SM4, Scheme.Core.OnKS, Scheme.Nlt.NLT1, Scheme.Sbox.CFA),
                Scheme.parse("c0k2n0s1"));
    }

    @Test
    void malformedNamesAreRejected() {
        for (String bad : new String[] {"", "c3k0n0s0", "c0k0n0", "c0k0n0s0x", "C0K0N0S0", "present8"}) {
            assertThrows(IllegalArgumentException.class, () -> Design.parse(bad), bad);
        }
    }
}
