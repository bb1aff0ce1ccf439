package org.iotcrypt.tls.internal.jsse;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.cert.X509Certificate;
import java.util.List;
import org.iotcrypt.pkix.Certificates;
import org.iotcrypt.sm2.Sm2UserId;
import org.iotcrypt.tls.TestPki;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A remembered validation holds for the same bytes, inside the certificates' validity only. */
class ValidatedChainsTest {

    @Test
    void theSameBytesInsideTheWindowOnly(@TempDir Path dir) throws Exception {
        TestPki pki = TestPki.create(dir, Sm2UserId.DEFAULT);
        List<X509Certificate> chain = Certificates.parseAll(Files.readAllBytes(pki.serverChain));
        List<ByteBuffer> bytes = List.of(ByteBuffer.wrap(chain.get(0).getEncoded()), ByteBuffer.wrap(chain.get(1).getEncoded()));
        ValidatedChains cache = new ValidatedChains();
        long now = System.currentTimeMillis();
        assertFalse(cache.holds(bytes, now));
        cache.put(bytes, chain, now);
        assertTrue(cache.holds(List.of(ByteBuffer.wrap(chain.get(0).getEncoded()), ByteBuffer.wrap(chain.get(1).getEncoded())), now));
        long notAfter = Math.min(chain.get(0).getNotAfter().getTime(), chain.get(1).getNotAfter().getTime());
        long notBefore = Math.max(chain.get(0).getNotBefore().getTime(), chain.get(1).getNotBefore().getTime());
        assertTrue(cache.holds(bytes, notAfter));
        assertFalse(cache.holds(bytes, notAfter + 1), "past a certificate's notAfter it must be validated again");
        assertFalse(cache.holds(bytes, notBefore - 1));
        byte[] other = chain.get(0).getEncoded();
        other[other.length - 1] ^= 1;
        assertFalse(cache.holds(List.of(ByteBuffer.wrap(other), bytes.get(1)), now), "other bytes, another chain");
        // A chain outside its validity is never remembered.
        ValidatedChains late = new ValidatedChains();
        late.put(bytes, chain, notAfter + 1);
        assertFalse(late.holds(bytes, notAfter + 1));
    }
}
