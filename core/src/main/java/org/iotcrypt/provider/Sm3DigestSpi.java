package org.iotcrypt.provider;

import java.security.DigestException;
import java.security.MessageDigestSpi;
import org.iotcrypt.sm3.Sm3;

/**
 * {@code MessageDigest SM3} (GB/T 32905-2016) over {@link Sm3}. Cloneable, so that
 * {@code MessageDigest.clone()} can fork a running digest (for instance to hash a common prefix once).
 */
final class Sm3DigestSpi extends MessageDigestSpi implements Cloneable {

    private Sm3 sm3 = new Sm3();

    @Override
    protected int engineGetDigestLength() {
        return Sm3.DIGEST_LENGTH;
    }

    @Override
    protected void engineUpdate(byte input) {
        sm3.update(input);
    }

    @Override
    protected void engineUpdate(byte[] input, int offset, int len) {
        sm3.update(input, offset, len);
    }

    @Override
    protected byte[] engineDigest() {
        return sm3.digest();
    }

    @Override
    protected int engineDigest(byte[] buf, int offset, int len) throws DigestException {
        if (len < Sm3.DIGEST_LENGTH) {
            throw new DigestException("SM3 digest needs " + Sm3.DIGEST_LENGTH + " bytes of output, got " + len);
        }
        return sm3.digest(buf, offset);
    }

    @Override
    protected void engineReset() {
        sm3.reset();
    }

    @Override
    public Object clone() throws CloneNotSupportedException {
        Sm3DigestSpi copy = (Sm3DigestSpi) super.clone();
        copy.sm3 = sm3.copy();
        return copy;
    }
}
