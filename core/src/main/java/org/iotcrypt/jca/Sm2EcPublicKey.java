package org.iotcrypt.jca;

import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.security.KeyRep;
import java.security.PublicKey;
import java.security.interfaces.ECPublicKey;
import java.security.spec.ECParameterSpec;
import java.security.spec.ECPoint;
import java.util.Arrays;
import org.iotcrypt.internal.encoding.Hex;
import org.iotcrypt.sm2.Sm2PublicKey;
import org.iotcrypt.sm2.format.Sm2KeyEncoding;

/**
 * An SM2 public key as the JCA sees it: an {@link ECPublicKey} on sm2p256v1 whose algorithm is
 * {@value #ALGORITHM} and whose encoding is the X.509 SubjectPublicKeyInfo OpenSSL 3 writes
 * (id-ecPublicKey with the SM2 curve OID, uncompressed point).
 *
 * <p>The algorithm name is "SM2", as Kona's keys and OpenSSL 3's key type say, and as this
 * provider's {@code KeyFactory} is called, so that {@code KeyFactory.getInstance(key.getAlgorithm())}
 * (which serialization through {@link KeyRep} does) finds a factory that knows the curve. Bouncy
 * Castle names its SM2 keys "EC", but neither it nor Kona looks at the name of a key it is given:
 * both read {@code getParams()} and {@code getW()}.
 */
public final class Sm2EcPublicKey implements ECPublicKey {

    private static final long serialVersionUID = 1L;

    public static final String ALGORITHM = "SM2";

    private final transient Sm2PublicKey key;
    private final transient byte[] spki;

    public Sm2EcPublicKey(Sm2PublicKey key) {
        this.key = key;
        this.spki = Sm2KeyEncoding.encodeSpki(key);
    }

    /** The protocol-layer key. */
    public Sm2PublicKey key() {
        return key;
    }

    @Override
    public String getAlgorithm() {
        return ALGORITHM;
    }

    @Override
    public String getFormat() {
        return "X.509";
    }

    @Override
    public byte[] getEncoded() {
        return spki.clone();
    }

    @Override
    public ECPoint getW() {
        return Sm2Domain.toPoint(key.encoded());
    }

    @Override
    public ECParameterSpec getParams() {
        return Sm2Domain.PARAMS;
    }

    /** Equal to any public key with the same X.509 encoding, as the JDK's keys are. */
    @Override
    public boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        return o instanceof PublicKey && Arrays.equals(spki, ((PublicKey) o).getEncoded());
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(spki);
    }

    @Override
    public String toString() {
        return "SM2 public key (" + Sm2Domain.CURVE_NAME + "): " + Hex.encode(key.encoded());
    }

    /** Serialized as its X.509 encoding, restored through {@code KeyFactory SM2}. */
    private Object writeReplace() {
        return new KeyRep(KeyRep.Type.PUBLIC, ALGORITHM, getFormat(), getEncoded());
    }

    private void readObject(ObjectInputStream in) throws InvalidObjectException {
        throw new InvalidObjectException("SM2 keys are serialized as KeyRep");
    }
}
