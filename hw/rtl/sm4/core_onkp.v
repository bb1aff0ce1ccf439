// OnKP: online key expansion on a KRF in parallel with encryption on an ERF (the paper's Figure
// 7b); each round key goes from the KRF straight to the ERF, no round-key registers. Both RFs have
// a 128-bit state register. A third 128-bit register keeps the key for reuse over blocks: it holds
// K1..K4 (key_load runs the first key round), so the ERF's round i overlaps the KRF's round i+1
// and a block takes 32 rounds, not 33. Timing in core.v.
module sm4_core_onkp #(parameter SBOXES = 4, parameter SBOX_KIND = 0) (
    input clk, input rst,
    input key_load, input [127:0] key,
    output key_ready,
    input start, input [127:0] block_in,
    output busy, output done, output [127:0] block_out);
  localparam [127:0] FK = 128'ha3b1bac6_56aa3350_677d9197_b27022dc;

  reg [127:0] s, k, kk;
  reg [4:0] r;
  reg prep, enc, ready;
  wire krf_done, erf_done;
  wire [31:0] yk, ye, ck;

  wire ld = key_load && !busy;
  wire st = start && !busy && ready && !key_load;
  wire last = (r == 5'd31);
  wire [127:0] kview = ld ? key ^ FK : st ? kk : krf_done ? {k[95:0], yk} : k;
  wire [127:0] sview = st ? block_in : erf_done ? {s[95:0], ye} : s;
  // KRF round = ERF round + 1 (round 0 ran at key_load).
  wire [4:0] ck_idx = (ld || prep) ? 5'd0 : st ? 5'd1 : erf_done ? r + 5'd2 : r + 5'd1;

  sm4_ck ck_gen (.i(ck_idx), .ck(ck));
  sm4_krf #(.SBOXES(SBOXES), .SBOX_KIND(SBOX_KIND)) krf (
      .clk(clk), .rst(rst), .start(ld || st || (enc && erf_done && r <= 5'd29)),
      .x123(kview[95:0]), .ck(ck), .x0(k[127:96]), .done(krf_done), .y(yk));
  sm4_erf #(.SBOXES(SBOXES), .SBOX_KIND(SBOX_KIND)) erf (
      .clk(clk), .rst(rst), .start(st || (enc && erf_done && !last)),
      .x123(sview[95:0]), .rk(kview[31:0]), .x0(s[127:96]), .done(erf_done), .y(ye));

  always @(posedge clk) begin
    if (rst) begin
      prep <= 1'b0; enc <= 1'b0; ready <= 1'b0; r <= 5'd0;
    end else if (ld) begin
      k <= kview; prep <= 1'b1; ready <= 1'b0;
    end else if (st) begin
      k <= kview; s <= sview; enc <= 1'b1; r <= 5'd0;
    end else begin
      if (krf_done) k <= kview;
      if (prep && krf_done) begin
        kk <= kview; prep <= 1'b0; ready <= 1'b1;
      end
      if (enc && erf_done) begin
        s <= sview; r <= r + 5'd1;
        if (last) enc <= 1'b0;
      end
    end
  end

  assign key_ready = ready;
  assign busy = prep || enc;
  assign done = enc && erf_done && last;
  assign block_out = {sview[31:0], sview[63:32], sview[95:64], sview[127:96]};
endmodule
