package org.iotcrypt.present;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.security.InvalidKeyException;
import java.util.stream.Stream;
import org.iotcrypt.internal.util.Bytes;
import org.iotcrypt.vectors.TablePresent;
import org.iotcrypt.vectors.VectorFile;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The CHES 2007 PRESENT-80 and the PRESENT-128 known answers, and the two rows of the
 * 32-bit datapath paper's Table 2 that hold, through the single-block engine, the bitsliced
 * engine (in every lane of a full batch) and the table reference.
 */
class PresentKnownAnswerTest {

    static Stream<VectorFile.Vector> vectors() {
        return Stream.of("ches2007-present80.txt", "poschmann-present128.txt", "present-32bit-datapath-table2.txt")
                .flatMap(file -> VectorFile.load(file).stream());
    }

    @ParameterizedTest
    @MethodSource("vectors")
    void singleBlockEngine(VectorFile.Vector v) throws InvalidKeyException {
        Present present = new Present(v.hex("key"));
        byte[] block = v.hex("plaintext");
        present.encryptBlock(block, 0, block, 0);
        assertArrayEquals(v.hex("ciphertext"), block, v.toString());
        present.decryptBlock(block, 0, block, 0);
        assertArrayEquals(v.hex("plaintext"), block, v.toString());
    }

    @ParameterizedTest
    @MethodSource("vectors")
    void bitslicedEngineInEveryLane(VectorFile.Vector v) throws InvalidKeyException {
        PresentBitslicedEngine bulk = new PresentBitslicedEngine(PresentKeySchedule.expand(v.hex("key")));
        byte[] blocks = new byte[8 * 64];
        for (int k = 0; k < 64; k++) {
            System.arraycopy(v.hex("plaintext"), 0, blocks, 8 * k, 8);
        }
        bulk.encryptBlocks(blocks, 0, blocks, 0, 64);
        for (int k = 0; k < 64; k++) {
            assertEquals(Bytes.getLongBE(v.hex("ciphertext"), 0), Bytes.getLongBE(blocks, 8 * k), "lane " + k);
        }
        bulk.decryptBlocks(blocks, 0, blocks, 0, 64);
        for (int k = 0; k < 64; k++) {
            assertEquals(Bytes.getLongBE(v.hex("plaintext"), 0), Bytes.getLongBE(blocks, 8 * k), "lane " + k);
        }
    }

    @ParameterizedTest
    @MethodSource("vectors")
    void tableReference(VectorFile.Vector v) {
        TablePresent reference = new TablePresent(v.hex("key"));
        long plain = Bytes.getLongBE(v.hex("plaintext"), 0);
        long cipher = Bytes.getLongBE(v.hex("ciphertext"), 0);
        assertEquals(cipher, reference.encrypt(plain), v.toString());
        assertEquals(plain, reference.decrypt(cipher), v.toString());
    }

}
