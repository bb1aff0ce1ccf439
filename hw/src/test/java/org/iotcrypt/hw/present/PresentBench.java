package org.iotcrypt.hw.present;

import java.nio.file.Path;
import java.util.List;
import org.iotcrypt.hw.explore.RtlSources;
import org.iotcrypt.hw.present.PresentTestbench.Block;
import org.iotcrypt.hw.present.PresentTestbench.Observed;
import org.junit.jupiter.api.Assertions;

/** The PRESENT-80 RTL sources for the tests and the check of what {@link PresentTestbench}'s testbench printed. */
final class PresentBench {

    /** The RTL sources, relative to the hw module (Maven runs tests there). */
    static final List<Path> RTL = new RtlSources(Path.of("rtl").toAbsolutePath()).present();

    private PresentBench() {
    }

    /**
     * Checks the testbench's report for {@code blocks}: every ciphertext, the cycle count of
     * {@link PresentTestbench#cyclesPerBlock}, busy high throughout, done a one-cycle pulse, ciphertext held.
     */
    static void check(String what, List<Block> blocks, String printed, int width) {
        List<Observed> seen = PresentTestbench.parse(printed);
        Assertions.assertEquals(blocks.size(), seen.size(), what + ": blocks reported\n" + printed);
        for (Observed o : seen) {
            Block b = blocks.get(o.index());
            String id = what + " block " + o.index() + " key " + b.key() + " plaintext " + b.plaintext();
            Assertions.assertEquals(b.ciphertext().toLowerCase(), o.ciphertext(), id);
            Assertions.assertEquals(PresentTestbench.cyclesPerBlock(width), o.cycles(), id + ": cycles start -> done");
            Assertions.assertTrue(o.busyHigh(), id + ": busy dropped before done");
            Assertions.assertEquals(1, o.doneCycles(), id + ": done is not a one-cycle pulse");
            Assertions.assertTrue(o.held(), id + ": ciphertext not held after done");
        }
    }
}
