package org.iotcrypt.bench;

import org.bouncycastle.crypto.modes.gcm.Tables4kGCMMultiplier;
import org.iotcrypt.internal.engine.BulkGhash;
import org.iotcrypt.internal.mode.Ghash;

/**
 * Builds each provider's GHASH under a fixed hash subkey and AAD, as a {@link Hasher} of the
 * ciphertext with a 16-byte result: the part of GCM beyond CTR, timed on its own.
 */
public final class Ghashes {

    static final int LENGTH = 16;

    private Ghashes() {
    }

    static Hasher of(String provider, byte[] h, byte[] aad) {
        switch (provider) {
            case Providers.IOTCRYPT: {
                // The bulk GHASH made once per key, as iotcrypt's Gcm makes it (the scalar one where the vector one does not serve).
                BulkGhash bulk = Ghash.bulkFor(h);
                return (in, len, out) -> hash(new Ghash(h, bulk), aad, in, len, out);
            }
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

    /**
     * iotcrypt's GHASH under {@code h} of {@code aad} and {@code len} bytes of {@code text}, as one
     * GCM message computes it (a fresh {@code Ghash}, AAD padded, then text, then the length
     * block), written as 16 bytes to {@code out}.
     */
    public static void iotcrypt(byte[] h, byte[] aad, byte[] text, int len, byte[] out) {
        hash(new Ghash(h), aad, text, len, out);
    }

    private static void hash(Ghash ghash, byte[] aad, byte[] text, int len, byte[] out) {
        ghash.update(aad, 0, aad.length);
        ghash.pad();
        ghash.update(text, 0, len);
        ghash.finish(aad.length, len, out, 0);
    }
}
