package org.iotcrypt.bench;

import java.security.GeneralSecurityException;

/** One provider's SM2 encryption with one key pair loaded, as the benchmarks drive it. */
interface PublicKeyCipher {

    /** How the provider lays its ciphertexts out, for the cross-check. */
    enum Layout { DER_C1C3C2, RAW_C1C2C3 }

    Layout layout();

    byte[] encrypt(byte[] message) throws GeneralSecurityException;

    byte[] decrypt(byte[] ciphertext) throws GeneralSecurityException;
}
