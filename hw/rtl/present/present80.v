// PRESENT-80 encryption with a WIDTH-bit datapath, WIDTH = 16, 32 or 64 (N = 64/WIDTH cycles
// per round). WIDTH = 16 is the baseline of Lara-Nino et al. (the paper's [27]: four data
// S-boxes plus one key S-box, a fixed 16-bit P-box i -> 4i mod 15), WIDTH = 32 the paper's
// proposed datapath (eight data S-boxes plus one key S-box, a fixed 32-bit P-box that
// "repositions 32-bit data with two 16-bit positions"), WIDTH = 64 the classic
// round-per-cycle design of the CHES 2007 paper (16 + 1 S-boxes).
//
// Interface (all widths):
//   start  one-cycle pulse, sampled while idle (ignored while busy): loads key and plaintext.
//   busy   high from the cycle after start until done.
//   done   pulses for one cycle; ciphertext is valid from then on and held until the next start.
//   rst    synchronous; clears busy, done and the counters (the data registers need no reset;
//          the counters do not either in silicon, but without it a gate-level simulation carries
//          their power-up X into the control logic).
// Latency: start is sampled at clock edge 0 (the load); done rises after edge 32*N, so a block
// occupies 32*N + 1 edges (16-bit: 129, 32-bit: 65, 64-bit: 33) and the next start can be
// sampled at the edge after done. 31 rounds take N cycles each; the final key whitening is a
// 32nd pass of N cycles through the round-key XOR with the S-box and P-box bypassed, so the
// state register itself holds the ciphertext (WIDTH XOR gates, no 64-bit output XOR).
//
// Datapath (where the paper's text is silent, the obvious design, documented here):
//   The state is an N x N array of C = WIDTH/N-bit cells (N = 1: one 64-bit register). Each
//   cycle reads one slice (row 0 or column 0), i.e. one WIDTH-bit word t of the state, XORs
//   round-key word t, runs WIDTH/4 S-boxes and the fixed P-box, and shifts the array by one
//   slice, writing the result in at the far edge. The P-box of word t puts exactly one cell
//   into each of the N output words (bit 4m+k goes to 16k+m), so the written slice is a
//   "column" of the next state: rounds alternate between shifting rows (odd passes, rc[0] = 1)
//   and shifting columns (even passes), which makes the permutation in place with 64 state
//   flip-flops. Within a cell, bits are kept in P-box order (cell s of word t holds the bits
//   16kk + (WIDTH/4)s + j of that word); plaintext load and ciphertext read-out undo this by
//   wiring only.
//   Key register (80 flip-flops): the round-key word t is always taken from key bits
//   [16 +: WIDTH]; the register rotates right by WIDTH in the first N-1 cycles of a pass and,
//   in the last, by (WIDTH + 35) mod 80 with the key S-box on bits 79..76 and the round
//   counter XORed into bits 19..15, which nets to the standard update (rotate left 61).
//   Control: 5-bit round counter rc (1..31, 0 in the whitening pass), log2(N)-bit phase,
//   busy, done.
module present80 #(parameter WIDTH = 32) (
  input clk, input rst, input start, input [79:0] key, input [63:0] plaintext,
  output busy, output done, output [63:0] ciphertext);

  localparam N = 64 / WIDTH;            // cycles per round, side of the cell array
  localparam C = WIDTH / N;             // bits per cell
  localparam Q = WIDTH / 4;             // S-boxes per cycle
  localparam KS = 4 / N;                // 16-bit P-layer groups per cell
  localparam PW = (N > 1) ? $clog2(N) : 1;
  localparam ROT_LAST = (WIDTH + 35) % 80;

  reg [63:0] st;                        // cell (i, j) at st[(i*N + j)*C +: C]
  reg [79:0] k;
  reg [4:0] rc;
  reg [PW-1:0] ph;
  reg busy_r, done_r;

  wire rows = rc[0];                    // odd pass: shift rows up; even pass: columns left
  wire whiten = (rc == 5'd0);
  wire last = (N == 1) ? 1'b1 : (ph == N - 1);

  wire [WIDTH-1:0] rd, x, y, wr_round, wr_bypass, wr;
  wire [WIDTH-1:0] rk = k[16 +: WIDTH];
  wire [63:0] st_load, st_shift;
  genvar g, h;

  generate
    // the slice read this cycle: row 0 (cells (0, s)) or column 0 (cells (s, 0))
    for (g = 0; g < N; g = g + 1) begin : read_slice
      assign rd[g*C +: C] = rows ? st[g*C +: C] : st[(g*N)*C +: C];
    end
    // cell order -> word order, and back for the whitening pass (same wiring both ways)
    for (g = 0; g < WIDTH; g = g + 1) begin : order
      localparam integer KK = g / 16, S = (g % 16) / Q, J = g % Q;
      assign x[g] = rd[S*C + KK*Q + J] ^ rk[g];
      assign wr_bypass[S*C + KK*Q + J] = x[g];
    end
    for (g = 0; g < Q; g = g + 1) begin : sboxes
      present_sbox sb(.in(x[4*g +: 4]), .out(y[4*g +: 4]));
    end
    // P-box: bit 4j+kb of the word goes to bit (kb % KS)*Q + j of output cell kb / KS
    for (g = 0; g < WIDTH; g = g + 1) begin : pbox
      localparam integer KB = g % 4, J = g / 4;
      assign wr_round[(KB / KS)*C + (KB % KS)*Q + J] = y[g];
    end
    assign wr = whiten ? wr_bypass : wr_round;
    // shift by one slice: rows up (row N-1 <- written cells) or columns left (column N-1)
    for (g = 0; g < N; g = g + 1) begin : shift_i
      for (h = 0; h < N; h = h + 1) begin : shift_j
        wire [C-1:0] up, left;
        if (g == N - 1) begin : bottom
          assign up = wr[h*C +: C];
        end else begin : inner_row
          assign up = st[((g + 1)*N + h)*C +: C];
        end
        if (h == N - 1) begin : right
          assign left = wr[g*C +: C];
        end else begin : inner_col
          assign left = st[(g*N + h + 1)*C +: C];
        end
        assign st_shift[(g*N + h)*C +: C] = rows ? up : left;
      end
    end
    // load layout: word u in row u; ciphertext (after the even whitening pass): word u in column u
    for (g = 0; g < 64; g = g + 1) begin : io
      localparam integer U = g / WIDTH, I = g % WIDTH;
      localparam integer KK = I / 16, S = (I % 16) / Q, J = I % Q;
      assign st_load[(U*N + S)*C + KK*Q + J] = plaintext[g];
      assign ciphertext[g] = st[(S*N + U)*C + KK*Q + J];
    end
  endgenerate

  wire [79:0] k_rot = {k[WIDTH-1:0], k[79:WIDTH]};
  wire [79:0] k_turn = {k[ROT_LAST-1:0], k[79:ROT_LAST]};
  wire [3:0] k_sb;
  present_sbox ksb(.in(k_turn[79:76]), .out(k_sb));
  wire [79:0] k_next = {k_sb, k_turn[75:20], k_turn[19:15] ^ rc, k_turn[14:0]};

  always @(posedge clk) begin
    if (rst) begin
      busy_r <= 1'b0;
      done_r <= 1'b0;
      rc <= 5'd0;
      ph <= {PW{1'b0}};
    end else if (!busy_r) begin
      done_r <= 1'b0;
      if (start) begin
        st <= st_load;
        k <= key;
        rc <= 5'd1;
        ph <= {PW{1'b0}};
        busy_r <= 1'b1;
      end
    end else begin
      st <= st_shift;
      k <= last ? k_next : k_rot;
      if (last) begin
        rc <= rc + 5'd1;
        ph <= {PW{1'b0}};
        if (whiten) begin
          busy_r <= 1'b0;
          done_r <= 1'b1;
        end
      end else begin
        ph <= ph + 1'b1;
      end
    end
  end

  assign busy = busy_r;
  assign done = done_r;
endmodule

// Fixed-width names for synthesis and gate-level simulation tops.
module present80_dp16 (input clk, input rst, input start, input [79:0] key, input [63:0] plaintext,
                       output busy, output done, output [63:0] ciphertext);
  present80 #(.WIDTH(16)) core(clk, rst, start, key, plaintext, busy, done, ciphertext);
endmodule

module present80_dp32 (input clk, input rst, input start, input [79:0] key, input [63:0] plaintext,
                       output busy, output done, output [63:0] ciphertext);
  present80 #(.WIDTH(32)) core(clk, rst, start, key, plaintext, busy, done, ciphertext);
endmodule

module present80_dp64 (input clk, input rst, input start, input [79:0] key, input [63:0] plaintext,
                       output busy, output done, output [63:0] ciphertext);
  present80 #(.WIDTH(64)) core(clk, rst, start, key, plaintext, busy, done, ciphertext);
endmodule
