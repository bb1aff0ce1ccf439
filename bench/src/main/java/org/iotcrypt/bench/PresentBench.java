package org.iotcrypt.bench;

import java.security.GeneralSecurityException;
import java.util.Arrays;
import org.iotcrypt.cipher.BlockCipher;
import org.iotcrypt.internal.encoding.Hex;
import org.iotcrypt.mode.CipherOperation;
import org.iotcrypt.mode.Ctr;
import org.iotcrypt.mode.Ecb;
import org.iotcrypt.mode.Padding;
import org.iotcrypt.present.Present;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * PRESENT-80 ECB and CTR (64-bit counter) through iotcrypt's mode classes: the constant-time
 * {@link Present} (bitsliced bulk engine, nibble-sliced single block) against
 * {@link PresentTableReference}, and for context against {@link PresentSpTable} (the fast,
 * not constant-time, table layout), over 16 KiB and over a single 8-byte block. Before timing,
 * both must give the CHES 2007 known answer in 64 copies and agree with each other on a random
 * message of the benchmark's size.
 */
public class PresentBench extends EncryptionBenchmark {

    private static final byte[] KEY = new byte[10];
    private static final byte[] ZERO_BLOCK = new byte[8];
    /** CHES 2007, Appendix I: PRESENT-80, all-zero key and plaintext. */
    private static final byte[] CHES2007_CIPHERTEXT = Hex.decode("5579c1387b228445");
    private static final int COPIES = 64;

    /** The constant-time engine, the spec-following table reference, and merged S/P tables. */
    @Param({"bitsliced", "table-reference", "sp-table"})
    public String implementation;

    @Param({"ecb", "ctr"})
    public String mode;

    /** Message length in bytes. */
    @Param({"8", "16384"})
    public int size;

    @Setup
    public void setUp() throws GeneralSecurityException {
        Encryptor timed = encryptor(cipher(implementation), mode);
        byte[] known = encrypt(timed, ZERO_BLOCK, Messages.repeat(ZERO_BLOCK, COPIES));
        // ECB: every copy is the answer; CTR from a zero counter: its first key-stream block is.
        byte[] expected = Messages.repeat(CHES2007_CIPHERTEXT, mode.equals("ecb") ? COPIES : 1);
        check("CHES 2007 Appendix I", expected, Arrays.copyOf(known, expected.length));
        byte[] iv = Hex.decode("fffffffffffffff0");
        byte[] message = Messages.random(size, 3);
        Encryptor other = encryptor(cipher(implementation.equals("table-reference") ? "bitsliced" : "table-reference"),
                mode);
        check("cross-check with the other implementation", encrypt(other, iv, message), encrypt(timed, iv, message));
        prepare(timed, size, mode.equals("ctr") ? 8 : 0);
    }

    private static BlockCipher cipher(String implementation) throws GeneralSecurityException {
        return switch (implementation) {
            case "bitsliced" -> new Present(KEY);
            case "table-reference" -> new PresentTableReference(KEY);
            case "sp-table" -> new PresentSpTable(KEY);
            default -> throw new IllegalArgumentException("unknown implementation " + implementation);
        };
    }

    private static Encryptor encryptor(BlockCipher cipher, String mode) {
        return switch (mode) {
            case "ecb" -> (iv, in, len, out) -> run(Ecb.encryptor(cipher, Padding.NONE), in, len, out);
            case "ctr" -> (iv, in, len, out) -> run(Ctr.create(cipher, iv), in, len, out);
            default -> throw new IllegalArgumentException("unknown mode " + mode);
        };
    }

    private static void run(CipherOperation op, byte[] in, int len, byte[] out) throws GeneralSecurityException {
        op.doFinal(in, 0, len, out, 0);
    }

    private static byte[] encrypt(Encryptor e, byte[] iv, byte[] in) throws GeneralSecurityException {
        byte[] out = new byte[in.length];
        e.encrypt(iv, in, in.length, out);
        return out;
    }

    private void check(String what, byte[] expected, byte[] computed) {
        if (!Arrays.equals(expected, computed)) {
            throw new IllegalStateException("PRESENT " + implementation + "/" + mode + " fails the " + what);
        }
    }
}
