package org.iotcrypt.mode;

import org.iotcrypt.cipher.Aead;
import org.iotcrypt.testing.VectorFile;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * Contract details of the low-level AEAD API that the known-answer tests do not reach: null
 * AAD, range checks of the streaming CCM encryptor, and a too-short output buffer in GCM
 * decryption that leaves the operation usable. Expected values are RFC 8998 Appendix A.1/A.2.
 */
class AeadContractTest {

    private final VectorFile.Vector gcmVector = VectorFile.load("rfc8998-sm4-gcm.txt").get(0);
    private final VectorFile.Vector ccmVector = VectorFile.load("rfc8998-sm4-ccm.txt").get(0);

    @Test
    void nullAadMeansNone() throws Exception {
        VectorFile.Vector v = gcmVector;
        Aead gcm = new Gcm(TestCiphers.sm4(v.hex("key")), 16);
        Aead ccm = new Ccm(TestCiphers.sm4(v.hex("key")), 16);
        byte[] nonce = v.hex("iv");
        byte[] pt = v.hex("pt");
        assertArrayEquals(gcm.seal(nonce, new byte[0], pt), gcm.seal(nonce, null, pt));
        assertArrayEquals(ccm.seal(nonce, new byte[0], pt), ccm.seal(nonce, null, pt));
        assertArrayEquals(pt, gcm.open(nonce, null, gcm.seal(nonce, null, pt)));
        assertArrayEquals(pt, ccm.open(nonce, null, ccm.seal(nonce, null, pt)));
    }

    @Test
    void gcmDecryptionIntoAShortBufferCanBeRetried() throws Exception {
        VectorFile.Vector v = gcmVector;
        byte[] sealed = Peers.concat(v.hex("ct"), v.hex("tag"));
        CipherOperation op = Gcm.decryptor(TestCiphers.sm4(v.hex("key")), v.hex("iv"), 16);
        op.updateAad(v.hex("aad"), 0, v.hex("aad").length);
        byte[] small = new byte[v.hex("pt").length - 1];
        assertThrows(IllegalArgumentException.class, () -> op.doFinal(sealed, 0, sealed.length, small, 0));
        assertArrayEquals(new byte[small.length], small, "nothing written");
        byte[] out = new byte[v.hex("pt").length];
        assertEquals(out.length, op.doFinal(sealed, 0, sealed.length, out, 0));
        assertArrayEquals(v.hex("pt"), out);
    }

    @Test
    void streamingCcmChecksItsRanges() throws Exception {
        VectorFile.Vector v = ccmVector;
        byte[] aad = v.hex("aad");
        byte[] pt = v.hex("pt");
        CcmStreamEncryptor enc = Ccm.streamingEncryptor(TestCiphers.sm4(v.hex("key")), v.hex("nonce"), 16,
                aad.length, pt.length);
        assertThrows(IndexOutOfBoundsException.class, () -> enc.updateAad(aad, 0, -1));
        assertThrows(IndexOutOfBoundsException.class, () -> enc.updateAad(aad, 1, aad.length));
        enc.updateAad(aad, 0, aad.length);
        byte[] out = new byte[pt.length + 16];
        assertThrows(IndexOutOfBoundsException.class, () -> enc.update(pt, 0, -5, out, 0));
        assertThrows(IndexOutOfBoundsException.class, () -> enc.update(pt, 0, pt.length, out, out.length - 3));
        int n = enc.update(pt, 0, pt.length, out, 0);
        n += enc.doFinal(out, n);
        assertArrayEquals(Peers.concat(v.hex("ct"), v.hex("tag")), out);
        assertEquals(out.length, n);
    }
}
