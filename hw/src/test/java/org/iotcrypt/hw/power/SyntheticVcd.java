package org.iotcrypt.hw.power;

import java.io.BufferedWriter;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A generated VCD whose toggle counts follow from arithmetic: scalar {@code s<k>} (k = 0..K-1)
 * flips at timestamp index t (t = 1..T, #t×10 in 10 ps units) when t is a multiple of
 * {@code k % 16 + 1}; the 128-bit {@code tag [127:0]} switches between {@link #TAG_A} and
 * {@link #TAG_B} at every multiple of 4, written without leading zeros as VCD writers may. Big
 * enough instances cross the reader's buffer boundaries in every kind of token.
 */
final class SyntheticVcd {

    static final BigInteger TAG_A = new BigInteger("0123456789abcdef0011223344556677", 16);
    static final BigInteger TAG_B = new BigInteger("00000000000000000000000000000f0f", 16);

    private SyntheticVcd() {
    }

    static long expectedScalar(int k, int timestamps) {
        return timestamps / (k % 16 + 1);
    }

    static long expectedTagBit(int bit, int timestamps) {
        return TAG_A.testBit(bit) != TAG_B.testBit(bit) ? timestamps / 4 : 0;
    }

    /** Writes the dump with {@code scalars} scalar vars and {@code timestamps} timestamps to {@code file}. */
    static void write(Path file, int scalars, int timestamps) throws IOException {
        try (BufferedWriter w = Files.newBufferedWriter(file, StandardCharsets.US_ASCII)) {
            w.write("$timescale 10ps $end\n$scope module tb $end\n$scope module dut $end\n");
            for (int k = 0; k < scalars; k++) {
                w.write("$var wire 1 " + id(k) + " s" + k + " $end\n");
            }
            w.write("$var wire 128 " + id(scalars) + " tag [127:0] $end\n$upscope $end\n$upscope $end\n");
            w.write("$enddefinitions $end\n#0\n$dumpvars\n");
            boolean[] value = new boolean[scalars];
            for (int k = 0; k < scalars; k++) {
                w.write("0" + id(k) + "\n");
            }
            w.write("b" + TAG_A.toString(2) + " " + id(scalars) + "\n$end\n");
            boolean tagA = true;
            for (int t = 1; t <= timestamps; t++) {
                w.write("#" + t * 10 + "\n");
                for (int k = 0; k < scalars; k++) {
                    if (t % (k % 16 + 1) == 0) {
                        value[k] = !value[k];
                        w.write((value[k] ? "1" : "0") + id(k) + "\n");
                    }
                }
                if (t % 4 == 0) {
                    tagA = !tagA;
                    w.write("b" + (tagA ? TAG_A : TAG_B).toString(2) + " " + id(scalars) + "\n");
                }
            }
            w.write("#" + (timestamps + 1) * 10 + "\n");
        }
    }

    /** Id codes as Icarus makes them: base 94 over '!'..'~', least significant character first. */
    static String id(int n) {
        StringBuilder sb = new StringBuilder();
        do {
            sb.append((char) ('!' + n % 94));
            n /= 94;
        } while (n > 0);
        return sb.toString();
    }
}
