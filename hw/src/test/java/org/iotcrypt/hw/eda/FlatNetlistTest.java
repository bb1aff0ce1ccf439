package org.iotcrypt.hw.eda;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A flat netlist of the DSE S-box (whose decoder and encoder are kept_hierarchy modules): one
 * module, the same area as the hierarchical one, and the decoder's 256 one-hot outputs still
 * nets of their own, each driven by a cell.
 */
class FlatNetlistTest {

    private static final Path SBOX_DSE = Path.of("rtl/sm4/sbox_dse.v");

    @Test
    void flatDseNetlistKeepsTheOneHotDecoderAndTheArea(@TempDir Path dir) throws IOException {
        Path h = Files.createDirectories(dir.resolve("hier"));
        Path f = Files.createDirectories(dir.resolve("flat"));
        Yosys.AsicResult hier = Yosys.synthesizeAsic(h, "sm4_sbox_dse", List.of(SBOX_DSE), false, 120);
        Yosys.AsicResult flat = Yosys.synthesizeAsic(f, "sm4_sbox_dse", List.of(SBOX_DSE), false, true, 120);
        assertEquals(hier.cellArea(), flat.cellArea(), "flattening after stat leaves the area as it was");
        String hierNetlist = Files.readString(hier.netlist());
        String netlist = Files.readString(flat.netlist());
        assertEquals(3, hierNetlist.lines().filter(l -> l.startsWith("module ")).count(), hierNetlist.lines()
                .filter(l -> l.startsWith("module ")).toList().toString());
        assertEquals(List.of("module sm4_sbox_dse(in, out);"),
                netlist.lines().filter(l -> l.startsWith("module ")).toList());
        Matcher m = Pattern.compile("\\.Y\\(\\\\dec\\.hot \\[(\\d+)\\]\\)").matcher(netlist);
        boolean[] driven = new boolean[256];
        int n = 0;
        while (m.find()) {
            int bit = Integer.parseInt(m.group(1));
            n += driven[bit] ? 0 : 1;
            driven[bit] = true;
        }
        assertEquals(256, n, "one-hot decoder outputs driven by a cell in the flat netlist");
    }
}
