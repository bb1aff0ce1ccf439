package org.iotcrypt.provider;

import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.Key;
import java.security.spec.AlgorithmParameterSpec;
import java.util.Arrays;
import javax.crypto.MacSpi;
import org.iotcrypt.sm3.HmacSm3;

/**
 * {@code Mac HmacSM3} (RFC 2104 over SM3) over {@link HmacSm3}. The key is any non-empty
 * {@link javax.crypto.SecretKey} with a RAW encoding; no parameters are taken. The keyed state
 * is destroyed when an init brings another key, and when the key object is one of this
 * provider's and is destroyed (later calls then throw {@link IllegalStateException}).
 */
final class HmacSm3Spi extends MacSpi implements Cloneable {

    private HmacSm3 hmac;
    /** The key object of the last init, so that a clone's state is destroyed with it too. */
    private Key key;

    @Override
    protected int engineGetMacLength() {
        return HmacSm3.MAC_LENGTH;
    }

    @Override
    protected void engineInit(Key key, AlgorithmParameterSpec params)
            throws InvalidKeyException, InvalidAlgorithmParameterException {
        if (params != null) {
            throw new InvalidAlgorithmParameterException("HmacSM3 takes no parameters, got "
                    + params.getClass().getName());
        }
        byte[] raw = RawKey.bytes(key, "HmacSM3");
        try {
            if (raw.length == 0) {
                throw new InvalidKeyException("HmacSM3 key must not be empty");
            }
            HmacSm3 keyed = new HmacSm3(raw);
            if (hmac != null) {
                hmac.destroy();
            }
            hmac = keyed;
            this.key = key;
            KeyDependents.attach(key, keyed);
        } finally {
            Arrays.fill(raw, (byte) 0);
        }
    }

    @Override
    protected void engineUpdate(byte input) {
        hmac.update(input);
    }

    @Override
    protected void engineUpdate(byte[] input, int offset, int len) {
        hmac.update(input, offset, len);
    }

    @Override
    protected byte[] engineDoFinal() {
        return hmac.doFinal();
    }

    /** Supports {@code Mac.clone()}: the copy continues from the same absorbed prefix. */
    @Override
    public Object clone() throws CloneNotSupportedException {
        HmacSm3Spi c = (HmacSm3Spi) super.clone();
        if (hmac != null) {
            c.hmac = hmac.copy();
            KeyDependents.attach(key, c.hmac);
        }
        return c;
    }

    @Override
    protected void engineReset() {
        if (hmac != null) {
            hmac.reset();
        }
    }
}
