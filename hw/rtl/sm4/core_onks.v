// OnKS: online key expansion on one shared KERF that alternates a key round and an encryption
// round, with a key state and a data state register (the paper's Figure 7c); the round key is read
// from the key state's newest word. A third 128-bit register keeps MK ^ FK for reuse over blocks.
// Timing in core.v.
module sm4_core_onks #(parameter SBOXES = 4, parameter SBOX_KIND = 0) (
    input clk, input rst,
    input key_load, input [127:0] key,
    output key_ready,
    input start, input [127:0] block_in,
    output busy, output done, output [127:0] block_out);
  localparam [127:0] FK = 128'ha3b1bac6_56aa3350_677d9197_b27022dc;

  reg [127:0] s, k, kk;
  reg [4:0] r;
  reg key_phase, enc, ready;  // key_phase: the running round is a key round
  wire rf_done;
  wire [31:0] y, ck;

  wire ld = key_load && !busy;
  wire st = start && !busy && ready && !key_load;
  wire last = (r == 5'd31);
  wire key_done = rf_done && key_phase;
  wire enc_done = rf_done && !key_phase;
  wire [127:0] kview = st ? kk : key_done ? {k[95:0], y} : k;
  wire [127:0] sview = enc_done ? {s[95:0], y} : s;
  // The kind of round that starts now or is running.
  wire next_key = st || (rf_done ? !key_phase : key_phase);
  wire [4:0] ck_idx = st ? 5'd0 : enc_done ? r + 5'd1 : r;

  sm4_ck ck_gen (.i(ck_idx), .ck(ck));
  sm4_kerf #(.SBOXES(SBOXES), .SBOX_KIND(SBOX_KIND)) rf (
      .clk(clk), .rst(rst), .start(st || (enc && rf_done && !(enc_done && last))), .mode(key_phase),
      .x123(next_key ? kview[95:0] : s[95:0]), .k(next_key ? ck : kview[31:0]),
      .x0(key_phase ? k[127:96] : s[127:96]), .done(rf_done), .y(y));

  always @(posedge clk) begin
    if (rst) begin
      key_phase <= 1'b0; enc <= 1'b0; ready <= 1'b0; r <= 5'd0;
    end else if (ld) begin
      kk <= key ^ FK; ready <= 1'b1;
    end else if (st) begin
      k <= kview; s <= block_in; enc <= 1'b1; key_phase <= 1'b1; r <= 5'd0;
    end else if (enc && rf_done) begin
      key_phase <= !key_phase;
      if (key_done) k <= kview;
      if (enc_done) begin
        s <= sview; r <= r + 5'd1;
        if (last) enc <= 1'b0;
      end
    end
  end

  assign key_ready = ready;
  assign busy = enc;
  assign done = enc && enc_done && last;
  assign block_out = {sview[31:0], sview[63:32], sview[95:64], sview[127:96]};
endmodule
