package org.iotcrypt.mode;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.fail;

import java.security.GeneralSecurityException;
import java.security.InvalidAlgorithmParameterException;
import javax.crypto.AEADBadTagException;
import org.iotcrypt.cipher.Aead;
import org.iotcrypt.cipher.BlockCipher;
import org.iotcrypt.testing.Wycheproof;
import org.junit.jupiter.api.Test;

/**
 * Every case of the C2SP Wycheproof files {@code sm4_gcm_test.json} (104 tests) and
 * {@code sm4_ccm_test.json} (184 tests), run with our SM4. Valid cases must encrypt to the
 * exact ciphertext and tag and decrypt back; invalid ones must be refused, either when the
 * mode is set up (unsupported nonce or tag size: InvalidAlgorithmParameterException) or when
 * opening (AEADBadTagException).
 */
class WycheproofAeadTest {

    interface AeadFactory {
        Aead create(BlockCipher cipher, int tagLength) throws GeneralSecurityException;
    }

    @Test
    void sm4Gcm() throws Exception {
        assertEquals(104, run("sm4_gcm_test.json", Gcm::new));
    }

    @Test
    void sm4Ccm() throws Exception {
        assertEquals(184, run("sm4_ccm_test.json", Ccm::new));
    }

    private static int run(String file, AeadFactory factory) throws Exception {
        int count = 0;
        for (Wycheproof.Case c : Wycheproof.load(file)) {
            BlockCipher sm4 = TestCiphers.sm4(c.hex("key"));
            int tagLength = c.groupInt("tagSize") / 8;
            byte[] iv = c.hex("iv");
            byte[] aad = c.hex("aad");
            byte[] sealed = Peers.concat(c.hex("ct"), c.hex("tag"));
            if (c.valid()) {
                Aead aead = factory.create(sm4, tagLength);
                assertArrayEquals(sealed, aead.seal(iv, aad, c.hex("msg")), c.toString());
                assertArrayEquals(c.hex("msg"), aead.open(iv, aad, sealed), c.toString());
            } else if (!"invalid".equals(c.result())) {
                fail("unexpected result kind: " + c);
            } else {
                assertRefused(factory, sm4, tagLength, iv, aad, sealed, c);
            }
            count++;
        }
        return count;
    }

    private static void assertRefused(AeadFactory factory, BlockCipher sm4, int tagLength, byte[] iv, byte[] aad,
            byte[] sealed, Wycheproof.Case c) {
        Aead aead;
        try {
            aead = factory.create(sm4, tagLength);
        } catch (InvalidAlgorithmParameterException expected) {
            return;
        } catch (GeneralSecurityException e) {
            throw new AssertionError(c + ": unexpected " + e, e);
        }
        GeneralSecurityException e = assertThrows(GeneralSecurityException.class, () -> aead.open(iv, aad, sealed),
                c.toString());
        if (!(e instanceof AEADBadTagException || e instanceof InvalidAlgorithmParameterException)) {
            fail(c + ": refused with " + e);
        }
    }
}
