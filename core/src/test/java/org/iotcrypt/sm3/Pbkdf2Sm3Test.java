package org.iotcrypt.sm3;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.iotcrypt.internal.encoding.Hex;
import org.iotcrypt.testing.Openssl;
import org.junit.jupiter.api.Test;

/**
 * PBKDF2-HMAC-SM3 against {@code openssl kdf ... PBKDF2} (OpenSSL 3's own PBKDF2 and SM3): random
 * passwords (including empty and longer than SM3's 64-byte block, where HMAC hashes the key),
 * salts, iteration counts and output lengths across the 32-byte block boundary.
 */
class Pbkdf2Sm3Test {

    @Test
    void equalsOpensslKdf() throws Exception {
        assumeTrue(Openssl.available(), "openssl not available");
        Random random = new Random(8018);
        int[] passwordLengths = {0, 1, 8, 63, 64, 65, 100};
        int[] outputLengths = {1, 16, 31, 32, 33, 64, 80};
        for (int i = 0; i < passwordLengths.length; i++) {
            byte[] password = new byte[passwordLengths[i]];
            random.nextBytes(password);
            byte[] salt = new byte[1 + random.nextInt(24)];
            random.nextBytes(salt);
            int iterations = 1 + random.nextInt(3000);
            int length = outputLengths[i];
            String openssl = Openssl.text(List.of("openssl", "kdf", "-keylen", Integer.toString(length),
                    "-kdfopt", "digest:SM3", "-kdfopt", "hexpass:" + Hex.encode(password),
                    "-kdfopt", "hexsalt:" + Hex.encode(salt), "-kdfopt", "iter:" + iterations, "PBKDF2"));
            assertEquals(openssl.strip().replace(":", "").toLowerCase(Locale.ROOT),
                    Hex.encode(Pbkdf2Sm3.derive(password, salt, iterations, length)),
                    "password " + password.length + " bytes, " + iterations + " iterations, " + length + " bytes out");
        }
    }

    @Test
    void theWorkedExampleOfTheTestComment() {
        // openssl kdf -keylen 32 -kdfopt digest:SM3 -kdfopt pass:password -kdfopt hexsalt:0102030405060708
        //     -kdfopt iter:1000 PBKDF2, and pyca/cryptography 48's PBKDF2HMAC(SM3) agree on this value.
        assertEquals("2681138ac5e20017fac298e633c535177c742c91dc383e6cb229f5b5ca2b564b",
                Hex.encode(Pbkdf2Sm3.derive("password".getBytes(StandardCharsets.US_ASCII),
                        Hex.decode("0102030405060708"), 1000, 32)));
    }
}
