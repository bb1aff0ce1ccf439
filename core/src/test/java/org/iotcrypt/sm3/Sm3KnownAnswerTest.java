package org.iotcrypt.sm3;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.bouncycastle.crypto.digests.SM3Digest;
import org.iotcrypt.internal.encoding.Hex;
import org.iotcrypt.vectors.VectorFile;
import org.junit.jupiter.api.Test;

/** The examples of GB/T 32905-2016 Appendix A (and the hash of GB/T 32918.4's example). */
class Sm3KnownAnswerTest {

    private static final List<VectorFile.Vector> VECTORS = VectorFile.load("gbt32905-sm3.txt");

    @Test
    void oneShotMatchesTheStandard() {
        assertEquals(3, VECTORS.size());
        for (VectorFile.Vector v : VECTORS) {
            assertEquals(v.get("digest"), Hex.encode(Sm3.hash(v.hex("msg"))), v.toString());
        }
    }

    @Test
    void byteAtATimeMatchesTheStandard() {
        for (VectorFile.Vector v : VECTORS) {
            Sm3 sm3 = new Sm3();
            for (byte b : v.hex("msg")) {
                sm3.update(b);
            }
            assertArrayEquals(v.hex("digest"), sm3.digest(), v.toString());
        }
    }

    /** The recorded answers themselves agree with an independent implementation. */
    @Test
    void bouncyCastleAgreesWithTheRecordedAnswers() {
        for (VectorFile.Vector v : VECTORS) {
            byte[] msg = v.hex("msg");
            SM3Digest bc = new SM3Digest();
            bc.update(msg, 0, msg.length);
            byte[] out = new byte[32];
            bc.doFinal(out, 0);
            assertArrayEquals(v.hex("digest"), out, v.toString());
        }
    }
}
