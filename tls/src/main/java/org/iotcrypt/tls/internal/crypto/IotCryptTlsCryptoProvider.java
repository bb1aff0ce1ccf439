package org.iotcrypt.tls.internal.crypto;

import java.security.SecureRandom;
import org.bouncycastle.tls.crypto.impl.jcajce.JcaTlsCrypto;
import org.bouncycastle.tls.crypto.impl.jcajce.JcaTlsCryptoProvider;

/**
 * Hands Bouncy Castle's JSSE provider an {@link IotCryptTlsCrypto} for each context it makes.
 * The provider's own helper (for what the JSSE layer asks outside the crypto) is the shared,
 * unregistered Bouncy Castle provider ({@link Providers}).
 */
public final class IotCryptTlsCryptoProvider extends JcaTlsCryptoProvider {

    public IotCryptTlsCryptoProvider() {
        setProvider(Providers.bouncyCastle());
    }

    @Override
    public JcaTlsCrypto create(SecureRandom keyRandom, SecureRandom nonceRandom) {
        return new IotCryptTlsCrypto(keyRandom != null ? keyRandom : new SecureRandom(),
                nonceRandom != null ? nonceRandom : new SecureRandom());
    }

    @Override
    public JcaTlsCrypto create(SecureRandom random) {
        return create(random, null);
    }
}
