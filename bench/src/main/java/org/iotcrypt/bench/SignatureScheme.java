package org.iotcrypt.bench;

import java.security.GeneralSecurityException;

/**
 * One provider's signature scheme with one key pair loaded, as the benchmarks drive it. Every
 * signature is DER, whatever the provider; every verification uses the default SM2 user ID.
 */
interface SignatureScheme {

    /** A new key pair (returned so that the work cannot be optimised away). */
    Object generateKeyPair() throws GeneralSecurityException;

    /** The DER signature of {@code message}. */
    byte[] sign(byte[] message) throws GeneralSecurityException;

    /** Verifies with the public-key object loaded once, as a server holding a peer's key does. */
    boolean verify(byte[] message, byte[] signature) throws GeneralSecurityException;

    /**
     * Verifies with a public-key object decoded from {@code spki} for this one call, as a
     * server seeing a new certificate does: no per-key cache can help.
     */
    boolean verifyWithFreshKey(byte[] spki, byte[] message, byte[] signature) throws GeneralSecurityException;
}
