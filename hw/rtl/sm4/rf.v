// SM4 round functions (layer 3; the paper's section 4.4, Figure 6), each built on one sm4_nlt.
//
// A round computes  y = X_i ^ L(tau(X_{i+1} ^ X_{i+2} ^ X_{i+3} ^ k))  where k is the round key
// rk_i (encryption, L(B) = B ^ B<<<2 ^ B<<<10 ^ B<<<18 ^ B<<<24) or the constant CK_i (key
// expansion, L'(B) = B ^ B<<<13 ^ B<<<23), GB/T 32907-2016 sections 7.1 and 7.3.
//
// The round functions hold no state: the caller's state registers feed them, so one KERF can serve
// two state registers (OnKS). Handshake: `start` pulses with x123 = {X_{i+1}, X_{i+2}, X_{i+3}} and k
// valid; the caller keeps x123 and k unchanged until `done` (the NLT may read its input in every
// cycle of a substitution). `done` pulses 4/SBOXES cycles after start with y valid, computed from x0
// = X_i, which must be valid in that cycle. A new round may start in the done cycle (back to back):
// the NLT's result is registered, so its new input does not reach y.

// Shared datapath: NLT plus the linear layer chosen by LMODE (0 L, 1 L', 2 selected by `mode`).
module sm4_rf_path #(parameter SBOXES = 4, parameter SBOX_KIND = 0, parameter LMODE = 0) (
    input clk, input rst, input start, input mode,
    input [95:0] x123, input [31:0] k, input [31:0] x0,
    output done, output [31:0] y);
  wire [31:0] b;
  sm4_nlt #(.SBOXES(SBOXES), .SBOX_KIND(SBOX_KIND)) nlt (
      .clk(clk), .rst(rst), .start(start),
      .in(x123[95:64] ^ x123[63:32] ^ x123[31:0] ^ k), .out(b), .done(done));
  wire [31:0] l_enc = b ^ {b[29:0], b[31:30]} ^ {b[21:0], b[31:22]} ^ {b[13:0], b[31:14]} ^ {b[7:0], b[31:8]};
  wire [31:0] l_key = b ^ {b[18:0], b[31:19]} ^ {b[8:0], b[31:9]};
  wire use_key = (LMODE == 1) || (LMODE == 2 && mode);
  assign y = x0 ^ (use_key ? l_key : l_enc);
endmodule

// KRF: key-expansion round only (T' with L'); k = CK_i.
module sm4_krf #(parameter SBOXES = 4, parameter SBOX_KIND = 0) (
    input clk, input rst, input start, input [95:0] x123, input [31:0] ck, input [31:0] x0,
    output done, output [31:0] y);
  sm4_rf_path #(.SBOXES(SBOXES), .SBOX_KIND(SBOX_KIND), .LMODE(1)) path (
      .clk(clk), .rst(rst), .start(start), .mode(1'b1), .x123(x123), .k(ck), .x0(x0), .done(done), .y(y));
endmodule

// ERF: encryption round only (T with L); k = rk_i.
module sm4_erf #(parameter SBOXES = 4, parameter SBOX_KIND = 0) (
    input clk, input rst, input start, input [95:0] x123, input [31:0] rk, input [31:0] x0,
    output done, output [31:0] y);
  sm4_rf_path #(.SBOXES(SBOXES), .SBOX_KIND(SBOX_KIND), .LMODE(0)) path (
      .clk(clk), .rst(rst), .start(start), .mode(1'b0), .x123(x123), .k(rk), .x0(x0), .done(done), .y(y));
endmodule

// KERF: one round function for both; mode = 1 key expansion (k = CK_i, L'), 0 encryption
// (k = rk_i, L). mode must hold from start to done (it only picks the linear layer).
module sm4_kerf #(parameter SBOXES = 4, parameter SBOX_KIND = 0) (
    input clk, input rst, input start, input mode, input [95:0] x123, input [31:0] k, input [31:0] x0,
    output done, output [31:0] y);
  sm4_rf_path #(.SBOXES(SBOXES), .SBOX_KIND(SBOX_KIND), .LMODE(2)) path (
      .clk(clk), .rst(rst), .start(start), .mode(mode), .x123(x123), .k(k), .x0(x0), .done(done), .y(y));
endmodule

// CK_i (GB/T 32907-2016 section 7.3): byte j is (4i + j) * 7 mod 256, generated, not tabulated.
module sm4_ck (input [4:0] i, output [31:0] ck);
  wire [7:0] base = {1'b0, i, 2'b00} * 8'd7;
  assign ck = {base, base + 8'd7, base + 8'd14, base + 8'd21};
endmodule
