// SM4 S-box (layer 1 of the design space), the candidate chosen by KIND:
// 0 LUT (256 x 8 ROM, sbox_lut.v), 1 CFA (composite-field circuit, sbox_cfa.v),
// 2 DSE (decoder-switch-encoder, sbox_dse.v). Combinational.
module sm4_sbox #(parameter KIND = 0) (input [7:0] in, output [7:0] out);
  generate
    if (KIND == 0) begin : lut
      sm4_sbox_lut s (.in(in), .out(out));
    end else if (KIND == 1) begin : cfa
      sm4_sbox_cfa s (.in(in), .out(out));
    end else if (KIND == 2) begin : dse
      sm4_sbox_dse s (.in(in), .out(out));
    end else begin : bad_kind
      // Neither Icarus 11 nor Yosys 0.23 takes $error here: an unknown module stops both.
      sm4_sbox_KIND_must_be_0_1_or_2 s ();
    end
  endgenerate
endmodule
