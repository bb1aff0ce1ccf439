package org.iotcrypt.cli;

import java.security.GeneralSecurityException;
import java.util.Arrays;
import org.iotcrypt.present.Present;

/**
 * The demo's PRESENT part: the CHES 2007 PRESENT-80 vectors, the PRESENT-128 vectors, and the
 * four samples that the 32-bit datapath paper prints in its Table 2, each computed beside the
 * printed value. Two of the paper's samples do not agree with the PRESENT specification (the
 * core tests record how they were checked); they are shown as such and do not fail the demo.
 */
final class PresentDemoSection {

    /** Key, plaintext, ciphertext, in hex. */
    private static final String[][] CHES2007_PRESENT80 = {
        {"00000000000000000000", "0000000000000000", "5579c1387b228445"},
        {"ffffffffffffffffffff", "0000000000000000", "e72c46c0f5945049"},
        {"00000000000000000000", "ffffffffffffffff", "a112ffc72f68417b"},
        {"ffffffffffffffffffff", "ffffffffffffffff", "3333dcd3213210d2"},
    };

    private static final String[][] PRESENT128 = {
        {"00000000000000000000000000000000", "0000000000000000", "96db702a2e6900af"},
        {"ffffffffffffffffffffffffffffffff", "0000000000000000", "13238c710272a5d8"},
        {"00000000000000000000000000000000", "ffffffffffffffff", "3c6019e5e5edd563"},
        {"ffffffffffffffffffffffffffffffff", "ffffffffffffffff", "628d9fbd4218e5b4"},
    };

    /** The paper's Table 2; the last two rows are known not to hold. */
    private static final String[][] PAPER_TABLE2 = {
        {"0000000008fb8f50f7e0", "00000001f708e9b8", "661b90dfd32cb83c"},
        {"00000000000291056cf3", "00001de63a028feb", "eba17ab44b0ca503"},
        {"d005a30380e380000000", "018eb8895eed0e10", "f269c4a6405880b3"},
        {"95100d1bf3d0c8000000", "7cb547399ffd1400", "5102c10a4646a2a0"},
    };
    private static final int PAPER_ROWS_THAT_HOLD = 2;

    private PresentDemoSection() {
    }

    static boolean run(DemoPrinter page) throws GeneralSecurityException {
        page.heading("PRESENT-80 encryption   (Bogdanov et al., CHES 2007, Appendix I)");
        boolean ok = true;
        for (String[] v : CHES2007_PRESENT80) {
            ok &= vector(page, v);
        }
        page.heading("PRESENT-128 encryption   (Poschmann 2009; PRESENT-128 reference test files)");
        for (String[] v : PRESENT128) {
            ok &= vector(page, v);
        }
        page.heading("PRESENT-80, the samples printed in the 32-bit datapath paper's Table 2");
        for (int i = 0; i < PAPER_TABLE2.length; i++) {
            String[] v = PAPER_TABLE2[i];
            if (i < PAPER_ROWS_THAT_HOLD) {
                ok &= vector(page, v);
            } else {
                byte[] computed = encrypt(v);
                page.line("key " + v[0] + "  plaintext " + v[1]);
                page.line("  paper prints " + v[2] + ", PRESENT gives " + HexText.of(computed) + ": does not hold");
                page.line("  (not under reversed bytes or bits, other key word orders or as PRESENT-128 either:");
                page.line("  a misprint or a run on other inputs than printed, we believe)");
            }
        }
        return ok;
    }

    private static boolean vector(DemoPrinter page, String[] v) throws GeneralSecurityException {
        page.line("key " + v[0] + "  plaintext " + v[1]);
        byte[] computed = encrypt(v);
        boolean ok = page.compare("ciphertext", HexText.parse(v[2]), computed);
        new Present(HexText.parse(v[0])).decryptBlock(computed, 0, computed, 0);
        if (!Arrays.equals(HexText.parse(v[1]), computed)) {
            return page.check("decryption gives the plaintext back", false);
        }
        return ok;
    }

    private static byte[] encrypt(String[] v) throws GeneralSecurityException {
        byte[] block = HexText.parse(v[1]);
        new Present(HexText.parse(v[0])).encryptBlock(block, 0, block, 0);
        return block;
    }
}
