// SM4 encryption core (layer 4; the paper's section 4.5, Figure 7): the contract's interface, the
// architecture picked by ARCH (0 OffKS, 1 OnKP, 2 OnKS), the NLT by SBOXES (1, 2, 4) and the S-box
// by SBOX_KIND (0 LUT, 1 CFA, 2 DSE).
//
// Protocol (all three): pulse key_load (with key) only while !busy; key_ready rises when the key
// can be used and stays up until the next key_load. Pulse start (with block_in) only while !busy
// and key_ready; done pulses when block_out holds the ciphertext, which stays valid until the next
// start or key_load. A key serves any number of blocks. Cycle counts (D = 4 / SBOXES cycles per
// round; counted from the cycle of the pulse to the first cycle the output is up):
//   OffKS: key_load -> key_ready 32*D + 1, start -> done 32*D
//   OnKP:  key_load -> key_ready D + 1,    start -> done 32*D
//   OnKS:  key_load -> key_ready 1,        start -> done 64*D
// Constant time: the schedule depends only on the parameters, never on key or data.
module sm4_core #(parameter ARCH = 0, parameter SBOXES = 4, parameter SBOX_KIND = 0) (
    input clk, input rst,
    input key_load, input [127:0] key,
    output key_ready,
    input start, input [127:0] block_in,
    output busy, output done, output [127:0] block_out);
  generate
    if (ARCH == 0) begin : offks
      sm4_core_offks #(.SBOXES(SBOXES), .SBOX_KIND(SBOX_KIND)) u (
          .clk(clk), .rst(rst), .key_load(key_load), .key(key), .key_ready(key_ready),
          .start(start), .block_in(block_in), .busy(busy), .done(done), .block_out(block_out));
    end else if (ARCH == 1) begin : onkp
      sm4_core_onkp #(.SBOXES(SBOXES), .SBOX_KIND(SBOX_KIND)) u (
          .clk(clk), .rst(rst), .key_load(key_load), .key(key), .key_ready(key_ready),
          .start(start), .block_in(block_in), .busy(busy), .done(done), .block_out(block_out));
    end else begin : onks
      sm4_core_onks #(.SBOXES(SBOXES), .SBOX_KIND(SBOX_KIND)) u (
          .clk(clk), .rst(rst), .key_load(key_load), .key(key), .key_ready(key_ready),
          .start(start), .block_in(block_in), .busy(busy), .done(done), .block_out(block_out));
    end
  endgenerate
endmodule
