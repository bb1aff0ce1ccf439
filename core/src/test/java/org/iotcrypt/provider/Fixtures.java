package org.iotcrypt.provider;

import java.security.Provider;
import java.util.Random;
import javax.crypto.spec.SecretKeySpec;
import org.bouncycastle.jce.provider.BouncyCastleProvider;
import org.iotcrypt.testing.RandomBytes;

/** What the provider tests share: the two providers compared, and random inputs. */
final class Fixtures {

    /** The provider under test. */
    static final Provider IOT = new IotCryptProvider();

    /** The independent peer every output is compared with. */
    static final Provider BC = new BouncyCastleProvider();

    private Fixtures() {
    }

    static SecretKeySpec sm4Key(Random rnd) {
        return new SecretKeySpec(RandomBytes.of(rnd, 16), "SM4");
    }
}
