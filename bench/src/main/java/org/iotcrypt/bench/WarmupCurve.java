package org.iotcrypt.bench;

import java.util.Locale;
import java.util.concurrent.TimeUnit;
import org.iotcrypt.internal.engine.VectorWarmup;

/**
 * How fast a fresh JVM seals from its first message on: what JMH, which times warmed-up code,
 * does not show. Seals 16 KiB SM4-GCM messages with 20 bytes of AAD (the shape of Sm4GcmBench,
 * with a sealer {@link Verified} has checked) for the given seconds and prints one line: the
 * megabytes sealed by the end of each second, cumulative; with the vector warm-up on, the line ends
 * with {@code @} and the second at which every warm-up gate had settled (the vector kernels serve
 * from then on), or {@code @-} if they had not by the end. bench/warmup.sh runs it in fresh JVMs
 * of both JDKs, per engine, and tabulates the lines.
 *
 * <p>Usage: {@code WarmupCurve PROVIDER SECONDS} (provider {@code iotcrypt} or {@code bc}).
 */
public final class WarmupCurve {

    private WarmupCurve() {
    }

    public static void main(String[] args) throws Exception {
        String provider = args[0];
        int seconds = Integer.parseInt(args[1]);
        int size = 16384;
        long start = System.nanoTime();
        AeadEncryptor aead = Verified.gcm(provider, size);
        NonceSequence nonces = new NonceSequence(12);
        byte[] aad = Messages.random(SealBenchmark.AAD_LENGTH, 13);
        byte[] in = Messages.random(size, 14);
        byte[] out = new byte[size + Aeads.TAG_LENGTH];
        StringBuilder line = new StringBuilder();
        long bytes = 0;
        long next = start + 1_000_000_000L;
        boolean warming = Boolean.getBoolean(VectorWarmup.PROPERTY);
        long settled = -1;
        for (int s = 1; s <= seconds; ) {
            aead.seal(nonces.next(), aad, in, size, out);
            bytes += size;
            if (warming && settled < 0 && VectorWarmup.awaitAll(0, TimeUnit.SECONDS)) {
                settled = System.nanoTime() - start;
            }
            if (System.nanoTime() >= next) {
                line.append(String.format(Locale.ROOT, "%.1f ", bytes / 1e6));
                next += 1_000_000_000L;
                s++;
            }
        }
        if (warming) {
            line.append(settled < 0 ? "@-" : String.format(Locale.ROOT, "@%.2f", settled / 1e9));
        }
        System.out.println(line.toString().trim());
    }
}
