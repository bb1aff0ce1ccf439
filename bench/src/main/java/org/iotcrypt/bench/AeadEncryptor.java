package org.iotcrypt.bench;

import java.security.GeneralSecurityException;

/** Seals one message with one provider's GCM or CCM (16-byte tag); the unit of work a benchmark times. */
@FunctionalInterface
interface AeadEncryptor {

    /**
     * Encrypts and authenticates {@code len} bytes of {@code in} under {@code nonce} and {@code aad},
     * writing ciphertext and tag to {@code out}.
     *
     * @return the number of bytes written ({@code len + 16})
     */
    int seal(byte[] nonce, byte[] aad, byte[] in, int len, byte[] out) throws GeneralSecurityException;
}
