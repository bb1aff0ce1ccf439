package org.iotcrypt.cli;

import org.iotcrypt.pkix.PasswordProtection;
import picocli.CommandLine.Option;

/** {@code --protection aes|sm4}: how a passphrase encrypts a private key (sm2 keygen, pkcs12 export and import). */
final class ProtectionOption {

    /** The schemes by the names the option takes. */
    enum Protection {
        aes(PasswordProtection.AES_256_CBC), sm4(PasswordProtection.SM4_CBC);

        final PasswordProtection scheme;

        Protection(PasswordProtection scheme) {
            this.scheme = scheme;
        }
    }

    @Option(names = "--protection", paramLabel = "aes|sm4", defaultValue = "aes",
            description = "How a passphrase encrypts the key: aes (the default) is PBES2 with PBKDF2-HMAC-SHA256 and "
                    + "AES-256-CBC, what OpenSSL 3 writes and reads; sm4 is PBKDF2-HMAC-SM3 and SM4-CBC, SM "
                    + "algorithms only, which this tool and Bouncy Castle read but OpenSSL 3.0 cannot.")
    Protection protection;

    PasswordProtection scheme() {
        return protection.scheme;
    }
}
