package org.iotcrypt.provider;

/**
 * {@code Cipher SM4} (GB/T 32907-2016): 16-byte keys, in ECB, CBC (NoPadding or
 * PKCS5Padding), CTR, GCM and CCM. {@code "SM4"} alone means SM4/ECB/PKCS5Padding. The
 * parameters, life cycle and buffer rules are {@link BlockCipherSpi}'s.
 */
final class Sm4CipherSpi extends BlockCipherSpi {

    public Sm4CipherSpi() {
        super(BlockCipherAlgorithm.SM4);
    }
}
