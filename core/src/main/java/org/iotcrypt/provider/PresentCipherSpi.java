package org.iotcrypt.provider;

/**
 * {@code Cipher PRESENT} (CHES 2007, ISO/IEC 29192-2): {@code SecretKeySpec(key, "PRESENT")}
 * of 10 bytes (PRESENT-80) or 16 bytes (PRESENT-128), {@link java.security.InvalidKeyException}
 * otherwise; ECB and CBC (NoPadding or PKCS5Padding) and CTR with an 8-byte initial counter
 * block that wraps modulo 2^64. {@code "PRESENT"} alone means PRESENT/ECB/PKCS5Padding. The
 * parameters, life cycle and buffer rules are {@link BlockCipherSpi}'s.
 */
final class PresentCipherSpi extends BlockCipherSpi {

    public PresentCipherSpi() {
        super(BlockCipherAlgorithm.PRESENT);
    }
}
