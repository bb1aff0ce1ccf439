package org.iotcrypt.tls.internal.jsse;

import java.nio.ByteBuffer;
import java.security.cert.X509Certificate;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Chains that validated, by their certificates' bytes as the peer sent them, with the time
 * window in which that answer holds: from the latest notBefore to the earliest notAfter of the
 * chain's certificates and the anchor the path reached (every certificate sent, which is never
 * wider than the path's). Path
 * validation depends on nothing else that changes here: the anchors, relaxations and ID policy
 * are the context's, and revocation is not checked. The last {@value #KEPT} are kept (an LRU);
 * a refusal is never kept. Public data only.
 */
final class ValidatedChains {

    static final int KEPT = 64;

    private final Map<List<ByteBuffer>, long[]> windows = new LinkedHashMap<>(16, 0.75f, true) {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<List<ByteBuffer>, long[]> eldest) {
            return size() > KEPT;
        }
    };

    /** Whether these bytes validated and {@code now} is within the window of that answer. */
    synchronized boolean holds(List<ByteBuffer> chain, long now) {
        long[] w = windows.get(chain);
        return w != null && now >= w[0] && now <= w[1];
    }

    /** Remembers a chain that validated at {@code now}. */
    synchronized void put(List<ByteBuffer> chain, List<X509Certificate> certs, long now) {
        long from = Long.MIN_VALUE;
        long to = Long.MAX_VALUE;
        for (X509Certificate c : certs) {
            from = Math.max(from, c.getNotBefore().getTime());
            to = Math.min(to, c.getNotAfter().getTime());
        }
        if (now >= from && now <= to) {
            windows.put(List.copyOf(chain), new long[] {from, to});
        }
    }
}
