package org.iotcrypt.sm2;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.security.SecureRandom;
import java.security.SignatureException;
import java.util.Arrays;
import java.util.Random;
import javax.crypto.BadPaddingException;
import org.iotcrypt.sm2.format.CiphertextFormat;
import org.iotcrypt.sm2.format.Sm2CiphertextEncoding;
import org.iotcrypt.sm2.format.Sm2SignatureEncoding;

/**
 * Fuzz targets for SM2's verify and decrypt entries (issue 12, point 11): a mutated signature or
 * message never verifies, a mutated ciphertext (in any of the three formats) never decrypts, and
 * nothing but the documented exceptions escapes. The mutation is the fuzzer's: which bytes change
 * and how comes from its input, so coverage guides it towards the parsers' corners.
 */
class Sm2ProtocolFuzzTest {

    private static final Sm2Curve G = Sm2Curve.sm2p256v1();
    private static final Sm2KeyPair PAIR = Sm2KeyPair.generate(G, seeded(1));

    @FuzzTest(maxDuration = "10m", maxExecutions = 1_000_000)
    void mutatedSignaturesNeverVerify(FuzzedDataProvider data) throws Exception {
        byte[] message = data.consumeBytes(64);
        byte[] der = Sm2SignatureEncoding.toDer(Sm2Signer.sign(PAIR.privateKey(), Sm2UserId.DEFAULT, message,
                seeded(data.consumeLong())));
        byte[] mutated = mutate(der, data);
        byte[] otherMessage = data.consumeRemainingAsBytes();
        if (!Arrays.equals(mutated, der)) {
            byte[] rs;
            try {
                rs = Sm2SignatureEncoding.fromDer(mutated);
            } catch (SignatureException malformed) {
                return;
            }
            assertFalse(Sm2Signer.verify(PAIR.publicKey(), Sm2UserId.DEFAULT, message, rs), "a changed signature verified");
        } else if (!Arrays.equals(otherMessage, message)) {
            assertFalse(Sm2Signer.verify(PAIR.publicKey(), Sm2UserId.DEFAULT, otherMessage,
                    Sm2SignatureEncoding.fromDer(der)), "a signature verified for another message");
        } else {
            assertTrue(Sm2Signer.verify(PAIR.publicKey(), Sm2UserId.DEFAULT, message, Sm2SignatureEncoding.fromDer(der)));
        }
    }

    @FuzzTest(maxDuration = "10m", maxExecutions = 1_000_000)
    void mutatedCiphertextsNeverDecrypt(FuzzedDataProvider data) throws Exception {
        CiphertextFormat format = data.pickValue(CiphertextFormat.values());
        byte[] message = data.consumeBytes(40);
        if (message.length == 0) {
            message = new byte[] {1};
        }
        byte[] wire = Sm2CiphertextEncoding.encode(Sm2Encryption.encrypt(PAIR.publicKey(), message,
                seeded(data.consumeLong())), format);
        byte[] mutated = mutate(wire, data);
        byte[] opened;
        try {
            opened = Sm2Encryption.decrypt(PAIR.privateKey(), Sm2CiphertextEncoding.decode(mutated, format));
        } catch (BadPaddingException refused) {
            if (Arrays.equals(mutated, wire)) {
                fail("the untouched ciphertext was refused: " + refused.getMessage());
            }
            return;
        }
        assertArrayEquals(wire, mutated, "a changed ciphertext decrypted");
        assertArrayEquals(message, opened);
    }

    /** The fuzzer's mutation: up to eight changes, each a bit flip, a byte set, a cut or an insertion. */
    static byte[] mutate(byte[] original, FuzzedDataProvider data) {
        byte[] b = original.clone();
        int changes = data.consumeInt(0, 8);
        for (int i = 0; i < changes && b.length > 0; i++) {
            int at = data.consumeInt(0, b.length - 1);
            switch (data.consumeInt(0, 3)) {
                case 0 -> b[at] ^= (byte) (1 << data.consumeInt(0, 7));
                case 1 -> b[at] = data.consumeByte();
                case 2 -> b = Arrays.copyOf(b, at);
                default -> {
                    byte[] grown = new byte[b.length + 1];
                    System.arraycopy(b, 0, grown, 0, at);
                    grown[at] = data.consumeByte();
                    System.arraycopy(b, at, grown, at + 1, b.length - at);
                    b = grown;
                }
            }
        }
        return b;
    }

    /** A SecureRandom whose output follows from the seed, so that a finding replays. */
    static SecureRandom seeded(long seed) {
        Random r = new Random(seed);
        return new SecureRandom() {
            private static final long serialVersionUID = 1L;

            @Override
            public void nextBytes(byte[] bytes) {
                r.nextBytes(bytes);
            }
        };
    }
}
