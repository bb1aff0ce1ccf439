package org.iotcrypt.seal;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.List;

/**
 * Arbitrary bytes opened as a sealed file under the key file of the seed (bytes 0..31, the
 * document's key-file vector): plaintext or a {@link SealException}, nothing else.
 */
class SealedFileFuzzTest {

    private static final byte[] KEY = new byte[32];

    static {
        for (int i = 0; i < KEY.length; i++) {
            KEY[i] = (byte) i;
        }
    }

    @FuzzTest(maxDuration = "10m", maxExecutions = 100_000)
    void open(byte[] data) {
        try (OpeningInputStream in = new OpeningInputStream(new ByteArrayInputStream(data), List.of(Identity.keyFile(KEY)))) {
            in.readAllBytes();
        } catch (SealException refused) {
            // the one answer to a bad file
        } catch (IOException e) {
            throw new AssertionError("only SealException may come from an in-memory file", e);
        }
    }
}
