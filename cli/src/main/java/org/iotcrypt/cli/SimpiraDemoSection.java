package org.iotcrypt.cli;

import org.iotcrypt.simpira.Simpira;

/**
 * The demo's Simpira v2 part: the permutation of the all-zero state for every width b beside
 * the output of the authors' reference code, and the inverse taking it back to zero.
 */
final class SimpiraDemoSection {

    /** Source of the known answers below. */
    static final String SOURCE = "Gueron-Mouha reference code (simpira_v2.zip), all-zero input";

    /** b and the reference code's output for the all-zero state of 16*b bytes. */
    static final String[][] ZERO_INPUT_OUTPUTS = {
        {"1", "d5f6aad74d37b5518cbbbef7a90ddfca"},
        {"2", "6b95ca7d8cda46cf97ab4430a8ef27c631b464a6ed106a553e30a83ba08c14c2"},
        {"3", "d7cf9411aa4581417507b6f1f4cf8ecd2cc519d88a3372610513214aad1c5094"
            + "002a9e6b726eed4951363b0d842384db"},
        {"4", "085727e5a09556892f95f629ae534ba18316ac501e85a4cf1b574e605d1b215e"
            + "bcd7835744f8c880cdd054e7f3438c1a460ca6c24bdb0779068ed270cd9d9bdb"},
        {"6", "9236688b9d98eaa569e690f11fb7cfa1f555e8977e67cbd0efb3955652b93211"
            + "d2d8626b344530429aac0ce4ee42779a2885662f63c16414631f516b0b9a6492"
            + "bb356d9e8e5d356f7ee92dbab7a9b2a449e7f2686b68afb60cdfaebdce1e5a22"},
        {"8", "5a7d4c12b2c4483055c5125c73c98edd8ae680baed946a6a42d52bc714f08c5f"
            + "86d37c6b2e1840f17c8872add1068f5d17d120e2b00ffa0e5513874e92db2c29"
            + "a4254192dd6eea69e00c38c7240606d8e92c475ee701b669138309d96f93ff2d"
            + "9313436f5ec7655c26d9674a98fe583974fc76ddc75185816cd3121104a87778"},
    };

    private SimpiraDemoSection() {
    }

    static boolean run(DemoPrinter page) {
        page.heading("Simpira v2 permutations of the all-zero state   (" + SOURCE + ")");
        boolean ok = true;
        for (String[] known : ZERO_INPUT_OUTPUTS) {
            int b = Integer.parseInt(known[0]);
            byte[] state = new byte[16 * b];
            Simpira.permute(b, state);
            ok &= page.compare("b = " + b, HexText.parse(known[1]), state);
            Simpira.invert(b, state);
            ok &= page.check("the inverse gives the all-zero state back", isZero(state));
        }
        return ok;
    }

    private static boolean isZero(byte[] state) {
        int acc = 0;
        for (byte v : state) {
            acc |= v;
        }
        return acc == 0;
    }
}
