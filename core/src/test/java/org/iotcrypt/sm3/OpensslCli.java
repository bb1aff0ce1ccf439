package org.iotcrypt.sm3;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.iotcrypt.testing.Openssl;

/** The {@code openssl} 3 command line as an independent peer for SM3 and HMAC-SM3. */
final class OpensslCli {

    private OpensslCli() {
    }

    static boolean available() {
        return Openssl.available();
    }

    /** SM3 of every file, in one {@code openssl dgst -sm3} process; lower-case hex by file. */
    static Map<Path, String> sm3(List<Path> files) throws IOException {
        List<String> cmd = new ArrayList<>(List.of("openssl", "dgst", "-sm3", "-r"));
        for (Path f : files) {
            cmd.add(f.toString());
        }
        Map<Path, String> out = new HashMap<>();
        for (String line : Openssl.text(cmd).split("\n")) {
            if (line.isBlank()) {
                continue;
            }
            // "-r" prints "<hex> *<file>", the format of sha256sum.
            int star = line.indexOf(" *");
            out.put(Path.of(line.substring(star + 2)), line.substring(0, star));
        }
        return out;
    }

    /** HMAC-SM3 of the file's contents under {@code keyHex}, lower-case hex. */
    static String hmacSm3(String keyHex, Path file) throws IOException {
        return Openssl.text(List.of("openssl", "mac", "-digest", "SM3", "-macopt", "hexkey:" + keyHex,
                "-in", file.toString(), "HMAC")).strip().toLowerCase(Locale.ROOT);
    }
}
