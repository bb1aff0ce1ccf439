package org.iotcrypt.pkix;

import java.security.PublicKey;
import java.util.Arrays;

/** A public key of an algorithm no installed KeyFactory reads: its OID and its X.509 encoding, nothing more. */
final class OpaquePublicKey implements PublicKey {

    private static final long serialVersionUID = 1L;

    private final String algorithm;
    private final byte[] encoded;

    OpaquePublicKey(String algorithm, byte[] encoded) {
        this.algorithm = algorithm;
        this.encoded = encoded.clone();
    }

    @Override
    public String getAlgorithm() {
        return algorithm;
    }

    @Override
    public String getFormat() {
        return "X.509";
    }

    @Override
    public byte[] getEncoded() {
        return encoded.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PublicKey && Arrays.equals(encoded, ((PublicKey) o).getEncoded());
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(encoded);
    }

    @Override
    public String toString() {
        return "public key of algorithm " + algorithm + " (" + encoded.length + " bytes, X.509)";
    }
}
