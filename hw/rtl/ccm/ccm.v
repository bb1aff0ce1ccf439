// SM4-CCM encryption (layer 5; the paper's section 4.6, Figure 8): tag generation (CBC-MAC) and
// CTR encryption with the RFC 8998 parameters: 12-byte nonce (L = 3), 16-byte tag.
//
// CCM picks the scheme: 0 S1SM4 (one sm4_core doing the CBC-MAC and the CTR blocks in turn),
// 1 P2SM4 (two sm4_cores, one CBC-MAC, one CTR, in parallel), 2 GB2SM4 (one OffKS core doing the
// key expansion and the CBC-MAC, plus one ERF with its own 128-bit state register running the CTR
// block in lockstep with the core's encryption on the core's round keys). ARCH (0 OffKS, 1 OnKP,
// 2 OnKS), SBOXES (1, 2, 4) and SBOX_KIND (0 LUT, 1 CFA, 2 DSE) are passed to the cores; GB2SM4
// is OffKS by definition and ignores ARCH.
//
// Formatting split (NIST SP 800-38C appendix A): the core builds B0 (flags, nonce, 3-byte payload
// length) and the counter blocks A_i = 02 || nonce || i from nonce and lengths. The host sends
// the associated-data blocks already formatted (the 2-byte length encoding a, then the AAD,
// zero-padded to whole blocks; aad_len < 65280 so the 2-byte encoding applies) and then the
// payload blocks, the last zero-padded. aad_len = 0 means no AAD blocks. Blocks are big-endian:
// byte 0 of a block is bits [127:120].
//
// Protocol: pulse key_load with key while !busy (the key stays loaded for later messages).
// Pulse start with nonce, aad_len and pay_len while !busy, in the same cycle as key_load or any
// time later; the message begins once the cores' key_ready is up. Input blocks are taken in a
// cycle with in_valid && in_ready (in_ready is a register output; the block goes straight into the
// cores that cycle). Each payload block comes back as out_block (the ciphertext, bytes beyond
// pay_len zeroed), offered with out_valid until a cycle with out_ready; one block is buffered, so
// the next block's encryption overlaps the host reading it. tag_valid rises with the tag (after the
// last ciphertext block is taken) and stays up until the next start; busy is high from start
// until then. Decryption is not implemented.
//
// Schedule per message (nA AAD blocks, nP payload blocks): step B0 (CBC-MAC on B0, CTR block
// S0 = E(A_0)), nA AAD steps (CBC-MAC), nP payload steps (CTR block E(A_i) and CBC-MAC on P_i),
// then tag = X ^ S0. S1SM4 runs a step's CTR block, then its CBC-MAC block on the one core;
// P2SM4 and GB2SM4 start both together. Constant time: the schedule depends on the public lengths
// only.
module sm4_ccm #(parameter CCM = 0, parameter ARCH = 1, parameter SBOXES = 4, parameter SBOX_KIND = 0) (
    input clk, input rst,
    input key_load, input [127:0] key,
    input start, input [95:0] nonce, input [15:0] aad_len, input [23:0] pay_len,
    input in_valid, output in_ready, input [127:0] in_block,
    output out_valid, input out_ready, output [127:0] out_block,
    output tag_valid, output [127:0] tag,
    output busy);
  localparam SERIAL = (CCM == 0);
  localparam [2:0] IDLE = 3'd0, KEYWAIT = 3'd1, FETCH = 3'd2, LAUNCH = 3'd3, WAIT = 3'd4, TAG = 3'd5;
  localparam [1:0] K_B0 = 2'd0, K_AAD = 2'd1, K_PAY = 2'd2;

  reg [2:0] state;
  reg [1:0] kind;
  reg [95:0] n;
  reg [23:0] plen, ctr;
  reg aad_present;
  reg [12:0] aad_left;   // AAD blocks still to fetch
  reg [20:0] pay_left;   // payload blocks still to fetch
  reg last_pay;
  reg [127:0] blk, x, s0, ctr_res, out_r, tag_r;
  reg mac_got, ctr_got, out_full, tag_up;

  // The two lanes: CBC-MAC (mac_*) and CTR (ctr_*).
  wire mac_start, ctr_start, mac_done, ctr_done, mac_ready, ctr_ready, mac_busy, ctr_busy;
  wire [127:0] mac_in, ctr_in, mac_out, ctr_out;

  // A step's blocks start in the cycle it begins: KEYWAIT once the key is ready (step B0), FETCH
  // when an input block arrives (AAD or payload step, from in_block directly), LAUNCH for S1SM4's
  // CBC-MAC block after the step's CTR block.
  wire keys_ok = mac_ready && ctr_ready && !mac_busy && !ctr_busy;
  wire in_fetch = (state == FETCH);
  wire [1:0] kind_now = (state == KEYWAIT) ? K_B0 : in_fetch ? (aad_left != 13'd0 ? K_AAD : K_PAY) : kind;
  wire [127:0] blk_now = in_fetch ? in_block : blk;
  wire [23:0] ctr_now = (in_fetch && kind_now == K_PAY) ? ctr + 24'd1 : ctr;
  wire launching = ((state == KEYWAIT) && keys_ok) || (in_fetch && in_valid) || (state == LAUNCH);
  wire need_ctr = (kind_now != K_AAD);
  wire [127:0] b0 = {1'b0, aad_present, 3'b111, 3'b010, n, plen};
  assign ctr_in = {8'h02, n, ctr_now};
  assign mac_in = (kind_now == K_B0) ? b0 : x ^ blk_now;
  assign ctr_start = launching && need_ctr && !ctr_got;
  assign mac_start = launching && (SERIAL ? !ctr_start : 1'b1);

  wire mac_have = mac_got || mac_done;
  wire ctr_have = !need_ctr || ctr_got || ctr_done;
  wire [127:0] ctr_val = ctr_done ? ctr_out : ctr_res;
  // A payload step ends only when the previous ciphertext block is gone (or going).
  wire out_free = !out_full || out_ready;
  wire more = (aad_left != 13'd0) || (pay_left != 21'd0);
  // The payload's last block keeps pay_len mod 16 bytes (all 16 when that is 0).
  wire [3:0] rem = plen[3:0];
  wire [127:0] mask = (last_pay && rem != 4'd0) ? ~({128{1'b1}} >> (8 * rem)) : {128{1'b1}};

  always @(posedge clk) begin
    if (rst) begin
      state <= IDLE; tag_up <= 1'b0; mac_got <= 1'b0; ctr_got <= 1'b0; out_full <= 1'b0;
    end else begin
      if (out_full && out_ready) out_full <= 1'b0;
      case (state)
        IDLE: if (start) begin
          n <= nonce; plen <= pay_len; ctr <= 24'd0; aad_present <= (aad_len != 16'd0);
          aad_left <= (aad_len == 16'd0) ? 13'd0 : (({1'b0, aad_len} + 17'd17) >> 4);
          pay_left <= ({1'b0, pay_len} + 25'd15) >> 4;
          last_pay <= 1'b0; kind <= K_B0; tag_up <= 1'b0;
          state <= KEYWAIT;
        end
        KEYWAIT: if (keys_ok) state <= WAIT;
        FETCH: if (in_valid) begin
          blk <= in_block; kind <= kind_now; ctr <= ctr_now; state <= WAIT;
          if (kind_now == K_AAD) begin
            aad_left <= aad_left - 13'd1;
          end else begin
            pay_left <= pay_left - 21'd1; last_pay <= (pay_left == 21'd1);
          end
        end
        LAUNCH: state <= WAIT;
        WAIT: begin
          if (ctr_done) begin
            ctr_res <= ctr_out; ctr_got <= 1'b1;
          end
          if (mac_done) mac_got <= 1'b1;
          if (mac_have && ctr_have && (kind != K_PAY || out_free)) begin
            mac_got <= 1'b0; ctr_got <= 1'b0;
            x <= mac_out;
            if (kind == K_B0) s0 <= ctr_val;
            if (kind == K_PAY) begin
              out_r <= (blk ^ ctr_val) & mask; out_full <= 1'b1;
            end
            state <= more ? FETCH : TAG;
          end else if (SERIAL && ctr_done) begin
            state <= LAUNCH;
          end
        end
        TAG: if (out_free) begin
          tag_r <= x ^ s0; tag_up <= 1'b1; state <= IDLE;
        end
        default: state <= IDLE;
      endcase
    end
  end

  assign in_ready = in_fetch;
  assign out_valid = out_full;
  assign out_block = out_r;
  assign tag_valid = tag_up;
  assign tag = tag_r;
  assign busy = (state != IDLE);

  generate
    if (CCM == 0) begin : s1sm4
      // One core; `which` remembers whose block it is running (1 CBC-MAC, 0 CTR).
      reg which;
      wire done, ready, cbusy;
      wire [127:0] bout;
      always @(posedge clk) if (mac_start || ctr_start) which <= mac_start;
      sm4_core #(.ARCH(ARCH), .SBOXES(SBOXES), .SBOX_KIND(SBOX_KIND)) core (
          .clk(clk), .rst(rst), .key_load(key_load && !busy), .key(key), .key_ready(ready),
          .start(mac_start || ctr_start), .block_in(ctr_start ? ctr_in : mac_in),
          .busy(cbusy), .done(done), .block_out(bout));
      assign mac_done = done && which;
      assign ctr_done = done && !which;
      assign mac_out = bout;
      assign ctr_out = bout;
      assign mac_ready = ready;
      assign ctr_ready = ready;
      assign mac_busy = cbusy;
      assign ctr_busy = cbusy;
    end else if (CCM == 1) begin : p2sm4
      sm4_core #(.ARCH(ARCH), .SBOXES(SBOXES), .SBOX_KIND(SBOX_KIND)) mac (
          .clk(clk), .rst(rst), .key_load(key_load && !busy), .key(key), .key_ready(mac_ready),
          .start(mac_start), .block_in(mac_in), .busy(mac_busy), .done(mac_done), .block_out(mac_out));
      sm4_core #(.ARCH(ARCH), .SBOXES(SBOXES), .SBOX_KIND(SBOX_KIND)) ctr_core (
          .clk(clk), .rst(rst), .key_load(key_load && !busy), .key(key), .key_ready(ctr_ready),
          .start(ctr_start), .block_in(ctr_in), .busy(ctr_busy), .done(ctr_done), .block_out(ctr_out));
    end else begin : gb2sm4
      // The ERF follows the core round for round: it starts a round whenever the core starts an
      // encryption round, with the same round key, on its own state register g. `active` keeps
      // it quiet during CBC-MAC-only blocks (AAD). Its rounds end when the core's do.
      wire enc_round, erf_done;
      wire [31:0] rk, ye;
      reg [127:0] g;
      reg active;
      wire [127:0] gview = ctr_start ? ctr_in : erf_done ? {g[95:0], ye} : g;
      sm4_core_offks #(.SBOXES(SBOXES), .SBOX_KIND(SBOX_KIND)) mac (
          .clk(clk), .rst(rst), .key_load(key_load && !busy), .key(key), .key_ready(mac_ready),
          .start(mac_start), .block_in(mac_in), .busy(mac_busy), .done(mac_done), .block_out(mac_out),
          .enc_round(enc_round), .rk_round(rk));
      sm4_erf #(.SBOXES(SBOXES), .SBOX_KIND(SBOX_KIND)) erf (
          .clk(clk), .rst(rst), .start(enc_round && (active || ctr_start)), .x123(gview[95:0]),
          .rk(rk), .x0(g[127:96]), .done(erf_done), .y(ye));
      always @(posedge clk) begin
        if (rst) active <= 1'b0;
        else if (ctr_start) active <= 1'b1;
        else if (mac_done) active <= 1'b0;
        if (ctr_start || (active && erf_done)) g <= gview;
      end
      assign ctr_done = mac_done && active;
      assign ctr_out = {gview[31:0], gview[63:32], gview[95:64], gview[127:96]};
      assign ctr_ready = mac_ready;
      assign ctr_busy = mac_busy;
    end
  endgenerate
endmodule
