// OffKS: offline key expansion into 32 x 32-bit round-key registers, then encryption, both on one
// shared KERF and one 128-bit state register (the paper's Figure 7a). Timing in core.v.
// Two extra outputs (not part of sm4_core's interface; sm4_core leaves them open) let GB2SM4's
// extra ERF run in lockstep with this core's encryption (ccm/ccm.v): enc_round pulses in each
// cycle an encryption round starts (the start cycle and each back-to-back round), rk_round is
// that round's key rk_i, held from the pulse until the round's end.
module sm4_core_offks #(parameter SBOXES = 4, parameter SBOX_KIND = 0) (
    input clk, input rst,
    input key_load, input [127:0] key,
    output key_ready,
    input start, input [127:0] block_in,
    output busy, output done, output [127:0] block_out,
    output enc_round, output [31:0] rk_round);
  localparam [127:0] FK = 128'ha3b1bac6_56aa3350_677d9197_b27022dc;

  reg [127:0] s;
  reg [31:0] rk [0:31];
  reg [4:0] r;
  reg kexp, enc, ready;
  wire rf_done;
  wire [31:0] y, ck;

  wire ld = key_load && !busy;
  wire st = start && !busy && ready && !key_load;
  wire last = (r == 5'd31);
  // The state the next round reads: in a done cycle already shifted, so rounds run back to back.
  wire [127:0] view = ld ? key ^ FK : st ? block_in : rf_done ? {s[95:0], y} : s;
  wire [4:0] idx = (ld || st) ? 5'd0 : rf_done ? r + 5'd1 : r;
  wire key_round = ld || (kexp && !st);
  wire rf_start = ld || st || (rf_done && !last);

  sm4_ck ck_gen (.i(idx), .ck(ck));
  sm4_kerf #(.SBOXES(SBOXES), .SBOX_KIND(SBOX_KIND)) rf (
      .clk(clk), .rst(rst), .start(rf_start), .mode(kexp), .x123(view[95:0]),
      .k(key_round ? ck : rk[idx]), .x0(s[127:96]), .done(rf_done), .y(y));

  always @(posedge clk) begin
    if (rst) begin
      kexp <= 1'b0; enc <= 1'b0; ready <= 1'b0; r <= 5'd0;
    end else if (ld) begin
      s <= view; kexp <= 1'b1; ready <= 1'b0; r <= 5'd0;
    end else if (st) begin
      s <= view; enc <= 1'b1; r <= 5'd0;
    end else if (rf_done) begin
      s <= view;
      r <= r + 5'd1;
      if (kexp) rk[r] <= y;
      if (last) begin
        kexp <= 1'b0; enc <= 1'b0;
        if (kexp) ready <= 1'b1;
      end
    end
  end

  assign enc_round = rf_start && !key_round;
  assign rk_round = rk[idx];
  assign key_ready = ready;
  assign busy = kexp || enc;
  assign done = enc && rf_done && last;
  assign block_out = {view[31:0], view[63:32], view[95:64], view[127:96]};
endmodule
