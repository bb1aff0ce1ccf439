package org.iotcrypt.mode;

import java.security.GeneralSecurityException;
import org.iotcrypt.cipher.Aead;

/**
 * An {@link Aead} whose work is done by the offset forms, in the arrays given; the array forms
 * are the offset forms on a fresh output array. GCM and CCM share it.
 */
abstract class InPlaceAead implements Aead {

    @Override
    public final byte[] seal(byte[] nonce, byte[] aad, byte[] plaintext) throws GeneralSecurityException {
        byte[] out = new byte[plaintext.length + tagLength()];
        seal(nonce, aad, plaintext, 0, plaintext.length, out, 0);
        return out;
    }

    @Override
    public final byte[] open(byte[] nonce, byte[] aad, byte[] ciphertextAndTag) throws GeneralSecurityException {
        byte[] out = new byte[Math.max(0, ciphertextAndTag.length - tagLength())];
        open(nonce, aad, ciphertextAndTag, 0, ciphertextAndTag.length, out, 0);
        return out;
    }

    @Override
    public abstract int seal(byte[] nonce, byte[] aad, byte[] in, int inOff, int len, byte[] out, int outOff)
            throws GeneralSecurityException;

    @Override
    public abstract int open(byte[] nonce, byte[] aad, byte[] in, int inOff, int len, byte[] out, int outOff)
            throws GeneralSecurityException;
}
