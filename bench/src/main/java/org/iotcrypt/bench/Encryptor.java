package org.iotcrypt.bench;

import java.security.GeneralSecurityException;

/** Encrypts one whole message with one provider's ECB or CTR; the unit of work a benchmark times. */
@FunctionalInterface
interface Encryptor {

    /**
     * Encrypts {@code len} bytes (a whole number of blocks) of {@code in} into {@code out}.
     *
     * @param iv the initial counter block for CTR; ignored (may be null) for ECB
     */
    void encrypt(byte[] iv, byte[] in, int len, byte[] out) throws GeneralSecurityException;
}
