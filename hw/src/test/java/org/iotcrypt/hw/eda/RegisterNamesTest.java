package org.iotcrypt.hw.eda;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * Register names as write_verilog of Yosys leaves them on flip-flop outputs (the format copied
 * from the timing netlist of c0k1n2s2).
 */
class RegisterNamesTest {

    private static final String NETLIST = "module x(clk, q);\n"
            + "  DFFPOSX1 _20169_ (\n    .CLK(clk),\n    .D(_01133_),\n    .Q(\\u.state[2] )\n  );\n"
            + "  NAND2X1 _20170_ (\n    .A(_1_),\n    .B(_2_),\n    .Y(_3_)\n  );\n"
            + "  DFFSR _20171_ (\n    .CLK(clk),\n    .D(_4_),\n    .Q(plain_q),\n    .R(rst),\n    .S(set)\n  );\n"
            + "endmodule\n";

    @Test
    void flipFlopsAreNamedByTheNetTheirQDrives() {
        RegisterNames names = RegisterNames.parse(NETLIST);
        assertEquals("u.state[2]", names.describe("_20169_"));
        assertEquals("u.state[2]", names.describe("_20169_/CLK"));
        assertEquals("plain_q", names.describe("_20171_/D"));
        // not a flip-flop, or not in the netlist: the point as given
        assertEquals("_20170_", names.describe("_20170_"));
        assertEquals("in_block[3]", names.describe("in_block[3]"));
    }
}
