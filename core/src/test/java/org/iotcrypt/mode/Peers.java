package org.iotcrypt.mode;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.security.GeneralSecurityException;
import java.util.Arrays;
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
    }

    static byte[] concat(byte[] a, byte[] b) {
        byte[] r = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, r, a.length, b.length);
        return r;
    }
}
