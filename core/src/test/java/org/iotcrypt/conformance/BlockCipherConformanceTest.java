package org.iotcrypt.conformance;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.iotcrypt.cipher.BlockCipher;
import org.iotcrypt.vectors.VectorFile;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The conformance harness for block ciphers: every implementation of SM4 and PRESENT (each
 * listed once, in {@link Implementations}) through the same three checks.
 * <ol>
 * <li>Known answers: GB/T 32907-2016 examples 1 and 2 (the second iterates 10^6 times) for SM4;
 * CHES 2007 (PRESENT-80) and Poschmann's thesis (PRESENT-128) for PRESENT.</li>
 * <li>Differential: against every reference of the same cipher, on random keys, for every block
 * count from 0 to 70 through the bulk calls, at odd offsets (the bulk engines' batch edges:
 * 16 for SM4, 6 and 64 for PRESENT), and around one and two batches of the implementation's own
 * size (128 or 64 for the vector engine).</li>
 * <li>Random inputs: decryption undoes encryption, in place as out of place.</li>
 * <li>The 32-bit counter stream ({@code xorCounterStream32}, 16-byte blocks): against counter
 * blocks laid out by hand and encrypted one at a time by the first reference, for counters that
 * start at every residue class an engine's batch can see and that wrap modulo 2^32 within a call,
 * at odd offsets and in place.</li>
 * <li>Once compiled: 200 keys of 100 single blocks each, and 6,000 bulk calls, against the first
 * reference: enough for C2 to compile the key schedules and engines (JDK 17.0.15's C2 once
 * miscompiled SM3's output loop, see Sm3JitTest).</li>
 * </ol>
 */
class BlockCipherConformanceTest {

    private static final int MAX_BLOCKS = 70;

    static Stream<Implementation> implementations() {
        return Implementations.blockCiphers().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("implementations")
    void reproducesThePublishedKnownAnswers(Implementation impl) throws Exception {
        for (VectorFile.Vector v : knownAnswers(impl.primitive())) {
            BlockCipher c = impl.factory().key(v.hex("key"));
            byte[] block = v.hex("plaintext");
            int iterations = v.has("iterations") ? v.integer("iterations") : 1;
            for (int i = 0; i < iterations; i++) {
                c.encryptBlock(block, 0, block, 0);
            }
            assertArrayEquals(v.hex("ciphertext"), block, impl + ", " + v);
            if (iterations == 1) {
                c.decryptBlock(block, 0, block, 0);
                assertArrayEquals(v.hex("plaintext"), block, impl + " decrypts, " + v);
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("implementations")
    void agreesWithEveryReferenceOnRandomKeysAndBlockCounts(Implementation impl) throws Exception {
        List<Implementation> references = implementations()
                .filter(r -> r.reference() && r.primitive().equals(impl.primitive()) && r != impl).toList();
        assertFalse(references.isEmpty(), "no reference for " + impl.primitive());
        Random rnd = new Random(impl.toString().hashCode());
        for (int keyLength : keyLengths(impl.primitive())) {
            byte[] key = bytes(rnd, keyLength);
            BlockCipher c = impl.factory().key(key);
            int n = c.blockSize();
            for (int blocks : blockCounts(c.parallelBlocks())) {
                byte[] in = bytes(rnd, n * blocks + 5);
                byte[] enc = new byte[in.length + 2];
                byte[] dec = new byte[in.length + 2];
                c.encryptBlocks(in, 3, enc, 1, blocks);
                c.decryptBlocks(in, 3, dec, 1, blocks);
                for (Implementation r : references) {
                    BlockCipher ref = r.factory().key(key);
                    byte[] refEnc = new byte[enc.length];
                    byte[] refDec = new byte[dec.length];
                    for (int i = 0; i < blocks; i++) {
                        ref.encryptBlock(in, 3 + n * i, refEnc, 1 + n * i);
                        ref.decryptBlock(in, 3 + n * i, refDec, 1 + n * i);
                    }
                    assertArrayEquals(refEnc, enc, impl + " vs " + r.name() + ", encrypt " + blocks + " blocks");
                    assertArrayEquals(refDec, dec, impl + " vs " + r.name() + ", decrypt " + blocks + " blocks");
                }
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("implementations")
    void decryptionUndoesEncryptionInPlaceAndOut(Implementation impl) throws Exception {
        Random rnd = new Random(~impl.toString().hashCode());
        for (int keyLength : keyLengths(impl.primitive())) {
            BlockCipher c = impl.factory().key(bytes(rnd, keyLength));
            int n = c.blockSize();
            for (int blocks : new int[] {1, 2, 5, 6, 15, 16, 17, 63, 64, 65, 130}) {
                byte[] plain = bytes(rnd, n * blocks);
                byte[] out = new byte[plain.length];
                c.encryptBlocks(plain, 0, out, 0, blocks);
                byte[] inPlace = plain.clone();
                c.encryptBlocks(inPlace, 0, inPlace, 0, blocks);
                assertArrayEquals(out, inPlace, impl + " in place, " + blocks + " blocks");
                c.decryptBlocks(inPlace, 0, inPlace, 0, blocks);
                assertArrayEquals(plain, inPlace, impl + " round trip, " + blocks + " blocks");
                assertFalse(Arrays.equals(plain, out), impl + " encrypts");
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("implementations")
    void singleBlocksAndKeySchedulesStayRightOnceCompiled(Implementation impl) throws Exception {
        Implementation reference = firstReference(impl);
        Random rnd = new Random(impl.toString().hashCode() * 17L);
        int[] keyLengths = keyLengths(impl.primitive());
        int wrong = 0;
        for (int k = 0; k < 200; k++) {
            byte[] key = bytes(rnd, keyLengths[k % keyLengths.length]);
            BlockCipher c = impl.factory().key(key);
            BlockCipher ref = reference.factory().key(key);
            int n = c.blockSize();
            for (int i = 0; i < 100; i++) {
                byte[] block = bytes(rnd, n);
                byte[] got = new byte[n];
                byte[] want = new byte[n];
                c.encryptBlock(block, 0, got, 0);
                ref.encryptBlock(block, 0, want, 0);
                wrong += Arrays.equals(want, got) ? 0 : 1;
                c.decryptBlock(block, 0, got, 0);
                ref.decryptBlock(block, 0, want, 0);
                wrong += Arrays.equals(want, got) ? 0 : 1;
            }
        }
        assertEquals(0, wrong, impl + ": blocks that differ from " + reference.name());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("implementations")
    void bulkCallsStayRightOnceCompiled(Implementation impl) throws Exception {
        Implementation reference = firstReference(impl);
        Random rnd = new Random(impl.toString().hashCode() * 31L);
        byte[] key = bytes(rnd, keyLengths(impl.primitive())[0]);
        BlockCipher c = impl.factory().key(key);
        BlockCipher ref = reference.factory().key(key);
        int n = c.blockSize();
        int wrong = 0;
        for (int i = 0; i < 6_000; i++) {
            int blocks = 1 + i % 133;
            int inOff = rnd.nextInt(4);
            int outOff = rnd.nextInt(4);
            byte[] in = bytes(rnd, inOff + n * blocks);
            byte[] got = new byte[outOff + n * blocks];
            byte[] want = new byte[outOff + n * blocks];
            boolean encrypt = (i & 1) == 0;
            if (encrypt) {
                c.encryptBlocks(in, inOff, got, outOff, blocks);
            } else {
                c.decryptBlocks(in, inOff, got, outOff, blocks);
            }
            for (int b = 0; b < blocks; b++) {
                if (encrypt) {
                    ref.encryptBlock(in, inOff + n * b, want, outOff + n * b);
                } else {
                    ref.decryptBlock(in, inOff + n * b, want, outOff + n * b);
                }
            }
            wrong += Arrays.equals(want, got) ? 0 : 1;
        }
        assertEquals(0, wrong, impl + ": bulk calls that differ from " + reference.name());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("implementations")
    void counterStreamMatchesCounterBlocksEncryptedOneByOne(Implementation impl) throws Exception {
        Random rnd = new Random(impl.toString().hashCode() * 7L);
        byte[] key = bytes(rnd, keyLengths(impl.primitive())[0]);
        BlockCipher c = impl.factory().key(key);
        if (c.blockSize() != 16) {
            assertThrows(UnsupportedOperationException.class, () -> c.xorCounterStream32(new byte[16], new byte[16], 0, new byte[16], 0, 1));
            return;
        }
        BlockCipher ref = firstReference(impl).factory().key(key);
        int batch = Math.max(16, c.parallelBlocks());
        // Counter starts: batch-aligned and not, and near 2^32 so that the count wraps inside a call.
        int[] starts = {0, 1, 2, batch - 1, batch, 0x12345678, -1, -2, -batch, -batch - 3, -2 * batch + 5, rnd.nextInt()};
        // 5 * batch + 3: more than one run of the default layout (64 blocks), through one engine state
        int[] counts = {1, 5, batch - 1, batch, batch + 1, 2 * batch + 7, 3 * batch, 5 * batch + 3};
        for (int start : starts) {
            for (int blocks : counts) {
                byte[] counterBlock = bytes(rnd, 16);
                counterBlock[12] = (byte) (start >>> 24);
                counterBlock[13] = (byte) (start >>> 16);
                counterBlock[14] = (byte) (start >>> 8);
                counterBlock[15] = (byte) start;
                byte[] before = counterBlock.clone();
                byte[] in = bytes(rnd, 16 * blocks + 3);
                byte[] want = new byte[16 * blocks + 1];
                byte[] block = counterBlock.clone();
                for (int b = 0; b < blocks; b++) {
                    int ctr = start + b;
                    block[12] = (byte) (ctr >>> 24);
                    block[13] = (byte) (ctr >>> 16);
                    block[14] = (byte) (ctr >>> 8);
                    block[15] = (byte) ctr;
                    ref.encryptBlock(block, 0, want, 1 + 16 * b);
                    for (int i = 0; i < 16; i++) {
                        want[1 + 16 * b + i] ^= in[3 + 16 * b + i];
                    }
                }
                byte[] got = new byte[want.length];
                c.xorCounterStream32(counterBlock, in, 3, got, 1, blocks);
                String what = impl + ", counter from " + Integer.toUnsignedString(start) + ", " + blocks + " blocks";
                assertArrayEquals(want, got, what);
                assertArrayEquals(before, counterBlock, what + ": the counter block must not change");
                byte[] inPlace = Arrays.copyOfRange(in, 3, 3 + 16 * blocks);
                c.xorCounterStream32(counterBlock, inPlace, 0, inPlace, 0, blocks);
                assertArrayEquals(Arrays.copyOfRange(want, 1, want.length), inPlace, what + ", in place");
            }
        }
    }

    /** 0..70, then the edges of one and two batches of {@code batch} blocks beyond that. */
    private static int[] blockCounts(int batch) {
        return IntStream.concat(IntStream.rangeClosed(0, MAX_BLOCKS),
                IntStream.of(batch - 1, batch, batch + 1, 2 * batch - 1, 2 * batch, 2 * batch + 1)
                        .filter(b -> b > MAX_BLOCKS)).toArray();
    }

    /** The first reference of the same cipher other than {@code impl}. */
    private static Implementation firstReference(Implementation impl) {
        return implementations().filter(r -> r.reference() && r.primitive().equals(impl.primitive()) && r != impl)
                .findFirst().orElseThrow();
    }

    private static List<VectorFile.Vector> knownAnswers(String primitive) {
        if (primitive.equals("SM4")) {
            return VectorFile.load("gbt32907-sm4.txt");
        }
        List<VectorFile.Vector> present = new ArrayList<>(VectorFile.load("ches2007-present80.txt"));
        present.addAll(VectorFile.load("poschmann-present128.txt"));
        return present;
    }

    private static int[] keyLengths(String primitive) {
        return primitive.equals("SM4") ? new int[] {16} : new int[] {10, 16};
    }

    private static byte[] bytes(Random rnd, int n) {
        byte[] b = new byte[n];
        rnd.nextBytes(b);
        return b;
    }
}
