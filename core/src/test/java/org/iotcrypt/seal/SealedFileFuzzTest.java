package org.iotcrypt.seal;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.List;

/**
 * Arbitrary bytes opened as a sealed file under the key file of the seeds (bytes 0..31, the
 * document's key-file vector) and the passphrase "fuzz": plaintext or a {@link SealException},
 * nothing else. The seeds (README beside them) include the refusals of issue 42: a passphrase
 * stanza beside a key-file stanza, one past the iteration cap, an empty last segment after a
 * full one, and a passphrase file of one iteration (so that mutations reach the key derivation
 * cheaply; a mutated count is either past the cap, refused unspent, or at most 2,000,000).
 */
class SealedFileFuzzTest {

    private static final byte[] KEY = new byte[32];
    private static final byte[] PASSPHRASE = "fuzz".getBytes(java.nio.charset.StandardCharsets.US_ASCII);

    static {
        for (int i = 0; i < KEY.length; i++) {
            KEY[i] = (byte) i;
        }
    }

    @FuzzTest(maxDuration = "10m", maxExecutions = 100_000)
    void open(byte[] data) {
        try (OpeningInputStream in = new OpeningInputStream(new ByteArrayInputStream(data), List.of(Identity.keyFile(KEY), Identity.passphrase(PASSPHRASE)))) {
            in.readAllBytes();
        } catch (SealException refused) {
            // the one answer to a bad file
        } catch (IOException e) {
            throw new AssertionError("only SealException may come from an in-memory file", e);
        }
    }
}
