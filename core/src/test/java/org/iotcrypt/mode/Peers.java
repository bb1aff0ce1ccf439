package org.iotcrypt.mode;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.security.GeneralSecurityException;
import java.util.Arrays;
import javax.crypto.AEADBadTagException;
import org.bouncycastle.crypto.InvalidCipherTextException;
import org.bouncycastle.crypto.engines.SM4Engine;
import org.bouncycastle.crypto.modes.AEADBlockCipher;
import org.bouncycastle.crypto.modes.CCMBlockCipher;
import org.bouncycastle.crypto.modes.GCMBlockCipher;
import org.bouncycastle.crypto.params.AEADParameters;
import org.bouncycastle.crypto.params.KeyParameter;
import org.iotcrypt.cipher.Aead;
import org.iotcrypt.vectors.VectorFile;

/** Bouncy Castle's SM4-GCM and SM4-CCM, the independent peer of the differential tests. */
final class Peers {

    private Peers() {
    }

    static byte[] bcGcm(boolean encrypt, byte[] key, byte[] iv, int tagLength, byte[] aad, byte[] in)
            throws InvalidCipherTextException {
        return run(GCMBlockCipher.newInstance(new SM4Engine()), encrypt, key, iv, tagLength, aad, in);
    }

    static byte[] bcCcm(boolean encrypt, byte[] key, byte[] nonce, int tagLength, byte[] aad, byte[] in)
            throws InvalidCipherTextException {
        return run(CCMBlockCipher.newInstance(new SM4Engine()), encrypt, key, nonce, tagLength, aad, in);
    }

    private static byte[] run(AEADBlockCipher c, boolean encrypt, byte[] key, byte[] iv, int tagLength, byte[] aad,
            byte[] in) throws InvalidCipherTextException {
        c.init(encrypt, new AEADParameters(new KeyParameter(key), tagLength * 8, iv, aad));
        byte[] out = new byte[c.getOutputSize(in.length)];
        int n = c.processBytes(in, 0, in.length, out, 0);
        n += c.doFinal(out, n);
        return Arrays.copyOf(out, n);
    }

    /**
     * Seals the vector's plaintext and opens the result with {@code aead}, and checks both against
     * the vector's ciphertext and tag (fields key, aad, pt, ct, tag and the nonce field named).
     */
    static void assertSealsAndOpens(Aead aead, VectorFile.Vector v, String nonceField) throws GeneralSecurityException {
        byte[] sealed = concat(v.hex("ct"), v.hex("tag"));
        assertArrayEquals(sealed, aead.seal(v.hex(nonceField), v.hex("aad"), v.hex("pt")), v.toString());
        assertArrayEquals(v.hex("pt"), aead.open(v.hex(nonceField), v.hex("aad"), sealed), v.toString());
        assertRangesAndInPlace(aead, v.hex(nonceField), v.hex("aad"), v.hex("pt"), sealed, v.toString());
    }

    /**
     * The offset forms of {@link Aead#seal(byte[], byte[], byte[], int, int, byte[], int)} and
     * {@code open}, against a known sealing of {@code pt}: between other bytes in another array,
     * in place, and overlapping at another offset; the bytes around are left alone, and a
     * tampered message opened in place leaves its array exactly as it was.
     */
    static void assertRangesAndInPlace(Aead aead, byte[] nonce, byte[] aad, byte[] pt, byte[] sealed, String what)
            throws GeneralSecurityException {
        int before = 5;
        int after = 7;
        byte[] in = filler(before + sealed.length + after);
        System.arraycopy(pt, 0, in, before, pt.length);
        byte[] out = filler(3 + sealed.length + after);
        byte[] expectOut = out.clone();
        System.arraycopy(sealed, 0, expectOut, 3, sealed.length);
        byte[] inBefore = in.clone();
        assertEquals(sealed.length, aead.seal(nonce, aad, in, before, pt.length, out, 3), what);
        assertArrayEquals(expectOut, out, what + ": sealed into another array");
        assertArrayEquals(inBefore, in, what + ": the input is left alone");

        byte[] expectIn = inBefore.clone();
        System.arraycopy(sealed, 0, expectIn, before, sealed.length);
        assertEquals(sealed.length, aead.seal(nonce, aad, in, before, pt.length, in, before), what);
        assertArrayEquals(expectIn, in, what + ": sealed in place");

        byte[] tampered = in.clone();
        tampered[before + sealed.length - 1] ^= 1;
        byte[] tamperedBefore = tampered.clone();
        assertThrows(AEADBadTagException.class, () -> aead.open(nonce, aad, tampered, before, sealed.length, tampered, before),
                what + ": tampered tag");
        assertArrayEquals(tamperedBefore, tampered, what + ": a failed opening in place changes nothing");

        byte[] expectOpened = expectIn.clone();
        System.arraycopy(pt, 0, expectOpened, before, pt.length);
        assertEquals(pt.length, aead.open(nonce, aad, in, before, sealed.length, in, before), what);
        assertArrayEquals(expectOpened, in, what + ": opened in place");

        // overlapping at other offsets: as if the input had been copied first
        byte[] shifted = filler(before + sealed.length + after);
        System.arraycopy(pt, 0, shifted, before, pt.length);
        assertEquals(sealed.length, aead.seal(nonce, aad, shifted, before, pt.length, shifted, before - 2), what);
        assertArrayEquals(sealed, Arrays.copyOfRange(shifted, before - 2, before - 2 + sealed.length), what + ": shifted seal");
        assertEquals(pt.length, aead.open(nonce, aad, shifted, before - 2, sealed.length, shifted, before + 1), what);
        assertArrayEquals(pt, Arrays.copyOfRange(shifted, before + 1, before + 1 + pt.length), what + ": shifted open");

        byte[] small = new byte[sealed.length - 1];
        assertThrows(IllegalArgumentException.class, () -> aead.seal(nonce, aad, pt, 0, pt.length, small, 0), what);
        assertArrayEquals(new byte[small.length], small, what + ": nothing written into a short array");
    }

    /** Bytes that are not zero and differ from place to place, so that a stray write shows. */
    private static byte[] filler(int n) {
        byte[] b = new byte[n];
        for (int i = 0; i < n; i++) {
            b[i] = (byte) (0xa5 ^ i * 7);
        }
        return b;
    }

    static byte[] concat(byte[] a, byte[] b) {
        byte[] r = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, r, a.length, b.length);
        return r;
    }
}
