package org.iotcrypt.tls.internal.crypto;

import java.security.Provider;
import org.bouncycastle.jce.provider.BouncyCastleProvider;
import org.iotcrypt.provider.IotCryptProvider;

/**
 * The two JCA providers every context uses, one instance of each per JVM, made on first use and
 * never registered in {@link java.security.Security}. Providers are stateless and thread-safe;
 * Bouncy Castle's takes tens of milliseconds to build, which each context would otherwise pay
 * again (and twice: once for the crypto, once for the JSSE provider's helper).
 */
public final class Providers {

    private Providers() {
    }

    /** iotcrypt's provider: the SM algorithms. */
    public static Provider iotcrypt() {
        return Holder.IOTCRYPT;
    }

    /** Bouncy Castle's provider: everything else. */
    static Provider bouncyCastle() {
        return Holder.BOUNCY_CASTLE;
    }

    private static final class Holder {
        static final Provider IOTCRYPT = new IotCryptProvider();
        static final Provider BOUNCY_CASTLE = new BouncyCastleProvider();
    }
}
