package org.iotcrypt.provider;

import java.security.InvalidKeyException;
import java.util.EnumSet;
import java.util.Set;
import java.util.stream.Collectors;
import org.iotcrypt.cipher.BlockCipher;
import org.iotcrypt.present.Present;
import org.iotcrypt.sm4.Sm4;

/**
 * A block cipher as the provider's {@link BlockCipherSpi} sees it: its name, block size,
 * the modes it is offered in, and how a raw key becomes a keyed {@link BlockCipher}.
 */
final class BlockCipherAlgorithm {

    /** SM4 (GB/T 32907-2016), 16-byte keys, in every mode. */
    static final BlockCipherAlgorithm SM4 = new BlockCipherAlgorithm("SM4", Sm4.BLOCK_SIZE,
            EnumSet.allOf(CipherMode.class), Sm4::new);

    /** PRESENT (CHES 2007), 10- or 16-byte keys; GCM and CCM need a 128-bit block, so not those. */
    static final BlockCipherAlgorithm PRESENT = new BlockCipherAlgorithm("PRESENT", Present.BLOCK_SIZE,
            EnumSet.of(CipherMode.ECB, CipherMode.CBC, CipherMode.CTR), Present::new);

    /** Expands a raw key, refusing wrong lengths with {@link InvalidKeyException}. */
    interface KeyedCipherFactory {
        BlockCipher create(byte[] key) throws InvalidKeyException;
    }

    private final String name;
    private final int blockSize;
    private final Set<CipherMode> modes;
    private final KeyedCipherFactory factory;

    private BlockCipherAlgorithm(String name, int blockSize, Set<CipherMode> modes, KeyedCipherFactory factory) {
        this.name = name;
        this.blockSize = blockSize;
        this.modes = modes;
        this.factory = factory;
    }

    String name() {
        return name;
    }

    /** The block size in bytes, which is also the CBC IV and CTR counter block length. */
    int blockSize() {
        return blockSize;
    }

    boolean offers(CipherMode mode) {
        return modes.contains(mode);
    }

    /** The {@code SupportedModes} attribute of the cipher service, e.g. {@code ECB|CBC|CTR}. */
    String supportedModes() {
        return modes.stream().map(CipherMode::name).collect(Collectors.joining("|"));
    }

    BlockCipher create(byte[] key) throws InvalidKeyException {
        return factory.create(key);
    }
}
