package org.iotcrypt.bench;

import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import org.bouncycastle.crypto.digests.SM3Digest;
import org.iotcrypt.sm3.Sm3;

/** Builds each provider's SM3 hasher (SHA-256 for the JDK reference); one call hashes one message. */
final class Digests {

    static final int LENGTH = 32;

    private Digests() {
    }

    static Hasher of(String provider) throws NoSuchAlgorithmException {
        switch (provider) {
            case Providers.IOTCRYPT: {
                Sm3 sm3 = new Sm3();
                return (in, len, out) -> {
                    sm3.update(in, 0, len);
                    sm3.digest(out, 0);
                };
            }
            case Providers.BC: {
                SM3Digest sm3 = new SM3Digest();
                return (in, len, out) -> {
                    sm3.update(in, 0, len);
                    sm3.doFinal(out, 0);
                };
            }
            case Providers.KONA:
                return jca("SM3", provider);
            case Providers.JDK_SHA256:
                return jca("SHA-256", provider);
            default:
                throw Providers.unsupported(provider, "digest");
        }
    }

    private static Hasher jca(String algorithm, String provider) throws NoSuchAlgorithmException {
        MessageDigest md = MessageDigest.getInstance(algorithm, Providers.jca(provider));
        return (in, len, out) -> {
            md.update(in, 0, len);
            try {
                md.digest(out, 0, LENGTH);
            } catch (GeneralSecurityException e) {
                throw new IllegalStateException(e);
            }
        };
    }
}
