// SM4 non-linear transform tau (layer 2): the S-box on each byte of a 32-bit word, with
// SBOXES = 4, 2 or 1 S-boxes of kind SBOX_KIND (see sm4_sbox) working 1, 2 or 4 cycles per word
// (the paper's NLT4, NLT2, NLT1; Figure 5).
//
// start is a one-cycle pulse with `in` valid; done pulses 4 / SBOXES cycles later with `out`
// valid, and `out` holds until the next start (a start while busy begins again).
//
// One 32-bit register `word` is both Figure 5's holding registers and the result. Each cycle
// the S-boxes substitute its top SBOXES bytes (in the start cycle those of `in`, which is valid
// then only) and the word rotates left by 8 * SBOXES bits, the new bytes entering at the bottom:
// after 4 / SBOXES cycles every byte is substituted and back in place. Before that, the bytes
// still to substitute are the holding registers of NLT1 (three bytes after its first cycle) and
// NLT2 (a half-word); the others hold finished S-box outputs. NLT4 is the plain registered
// word. The contract's one-cycle `in` is why NLT4 registers its result and why the holding
// registers take in the input rather than the paper's partial results: the paper's NLT reads a
// word that the round function's state register holds steady.
module sm4_nlt #(parameter SBOXES = 4, parameter SBOX_KIND = 0) (
    input clk, input rst, input start, input [31:0] in, output [31:0] out, output done);
  localparam STEPS = 4 / SBOXES;
  localparam W = 8 * SBOXES;  // bits substituted per cycle

  reg [31:0] word;
  reg [1:0] left;             // cycles still to run after this one
  reg busy, done_r;

  wire [31:0] src = start ? in : word;
  wire [W-1:0] subst;
  genvar i;
  generate
    if (SBOXES != 1 && SBOXES != 2 && SBOXES != 4) begin : bad_sboxes
      // As in sm4_sbox: an unknown module stops Icarus and Yosys alike.
      sm4_nlt_SBOXES_must_be_1_2_or_4 n ();
    end
    for (i = 0; i < SBOXES; i = i + 1) begin : sbox
      sm4_sbox #(.KIND(SBOX_KIND)) s (.in(src[31 - 8 * i -: 8]), .out(subst[W - 1 - 8 * i -: 8]));
    end
    if (SBOXES == 4) begin : whole
      always @(posedge clk) if (start) word <= subst;
    end else begin : part
      always @(posedge clk) if (start || busy) word <= {src[31 - W:0], subst};
    end
  endgenerate

  always @(posedge clk) begin
    if (rst) begin
      busy <= 1'b0;
      done_r <= 1'b0;
      left <= 2'd0;
    end else if (start) begin
      busy <= STEPS > 1;
      done_r <= STEPS == 1;
      left <= STEPS - 2;
    end else if (busy) begin
      busy <= left != 0;
      done_r <= left == 0;
      left <= left - 2'd1;
    end else begin
      done_r <= 1'b0;
    end
  end

  assign out = word;
  assign done = done_r;
endmodule
