package org.iotcrypt.sm2.format;

import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import org.iotcrypt.vectors.VectorFile;

/** The openssl-made sample files under {@code vectors/openssl-sm2/} (see the README there). */
final class OpensslSm2Files {

    private OpensslSm2Files() {
    }

    static byte[] read(String name) throws IOException {
        try (InputStream in = OpensslSm2Files.class.getResourceAsStream("/vectors/openssl-sm2/" + name)) {
            if (in == null) {
                throw new IOException("missing test resource openssl-sm2/" + name);
            }
            return in.readAllBytes();
        }
    }

    /** The record of {@code keys.txt} named {@code name}. */
    static VectorFile.Vector key(String name) {
        List<VectorFile.Vector> keys = VectorFile.load("openssl-sm2/keys.txt");
        return keys.stream().filter(v -> v.get("name").equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no key " + name));
    }
}
