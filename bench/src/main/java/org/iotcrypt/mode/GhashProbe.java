package org.iotcrypt.mode;

/**
 * Benchmark access to the package-private {@link Ghash}, so that GHASH's share of SM4-GCM can be
 * timed on its own. It lives in the bench module, not in core: core's API stays as it is, and
 * this class follows {@code Ghash} when that changes.
 */
public final class GhashProbe {

    private GhashProbe() {
    }

    /**
     * GHASH under {@code h} of {@code aad} and {@code len} bytes of {@code text}, as one GCM
     * message computes it (a fresh {@code Ghash}, AAD padded, then text, then the length block),
     * written as 16 bytes to {@code out}.
     */
    public static void ghash(byte[] h, byte[] aad, byte[] text, int len, byte[] out) {
        Ghash ghash = new Ghash(h);
        ghash.update(aad, 0, aad.length);
        ghash.pad();
        ghash.update(text, 0, len);
        ghash.finish(aad.length, len, out, 0);
    }
}
