package org.iotcrypt.bench;

import org.bouncycastle.crypto.modes.gcm.Tables4kGCMMultiplier;
import org.iotcrypt.mode.GhashProbe;

/**
 * Builds each provider's GHASH under a fixed hash subkey and AAD, as a {@link Hasher} of the
 * ciphertext with a 16-byte result: the part of GCM beyond CTR, timed on its own.
 */
final class Ghashes {

    static final int LENGTH = 16;

    private Ghashes() {
    }

    static Hasher of(String provider, byte[] h, byte[] aad) {
        switch (provider) {
            case Providers.IOTCRYPT:
                return (in, len, out) -> GhashProbe.ghash(h, aad, in, len, out);
            case Providers.BC: {
                // The multiplier GCMBlockCipher uses by default, keyed once as GCMBlockCipher keys it.
                Tables4kGCMMultiplier multiplier = new Tables4kGCMMultiplier();
                multiplier.init(h.clone());
                return (in, len, out) -> Reference.ghash(multiplier, aad, in, len, out);
            }
            default:
                throw Providers.unsupported(provider, "GHASH");
        }
    }
}
