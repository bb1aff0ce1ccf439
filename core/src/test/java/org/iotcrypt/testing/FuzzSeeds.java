package org.iotcrypt.testing;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.stream.Stream;
import org.junit.jupiter.params.provider.Arguments;

/**
 * Seed inputs for the {@code @FuzzTest} targets, read from the test vectors (one copy of each
 * file: the fuzz targets start from the same OpenSSL-made keys, signatures and ciphertexts the
 * interop tests check). Jazzer runs each seed in regression mode and mutates them when fuzzing.
 */
public final class FuzzSeeds {

    private FuzzSeeds() {
    }

    /** One argument list {@code (byte[])} per resource, e.g. {@code /vectors/openssl-sm2/sig.der}. */
    public static Stream<Arguments> resources(String... names) {
        return Stream.of(names).map(name -> Arguments.of((Object) read(name)));
    }

    public static byte[] read(String name) {
        try (InputStream in = FuzzSeeds.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("missing seed resource " + name);
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
