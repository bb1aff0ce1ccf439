// PRESENT 4-bit S-box (CHES 2007, Table 1: C 5 6 B 9 0 A D 3 E F 8 4 7 1 2) as its algebraic
// normal form, one output bit per equation. Written as logic rather than a case statement so
// that Yosys does not infer a ROM and merge the key register's top nibble into a
// synchronous read port (which added four flip-flops to the key S-box's path).
module present_sbox (input [3:0] in, output [3:0] out);
  wire x0 = in[0], x1 = in[1], x2 = in[2], x3 = in[3];
  assign out[0] = x0 ^ x2 ^ (x1 & x2) ^ x3;
  assign out[1] = x1 ^ (x0 & x1 & x2) ^ x3 ^ (x1 & x3) ^ (x0 & x1 & x3) ^ (x2 & x3) ^ (x0 & x2 & x3);
  assign out[2] = ~((x0 & x1) ^ x2 ^ x3 ^ (x0 & x3) ^ (x1 & x3) ^ (x0 & x1 & x3) ^ (x0 & x2 & x3));
  assign out[3] = ~(x0 ^ x1 ^ (x1 & x2) ^ (x0 & x1 & x2) ^ x3 ^ (x0 & x1 & x3) ^ (x0 & x2 & x3));
endmodule
