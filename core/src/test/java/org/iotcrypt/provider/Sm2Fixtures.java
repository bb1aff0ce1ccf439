package org.iotcrypt.provider;

import java.math.BigInteger;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.SecureRandom;
import java.security.spec.ECGenParameterSpec;
import java.security.spec.ECParameterSpec;
import java.util.Random;

/** Key pairs for the SM2 provider tests: ours, and Bouncy Castle's as the independent peer. */
final class Sm2Fixtures {

    /** n of sm2p256v1, GB/T 32918.5 section 2. */
    static final BigInteger N = new BigInteger("FFFFFFFEFFFFFFFFFFFFFFFFFFFFFFFF7203DF6B21C6052B53BBF40939D54123", 16);

    /** A fixed-seed generator so that failures repeat; never used where secrecy matters. */
    static SecureRandom seeded(long seed) {
        try {
            SecureRandom r = SecureRandom.getInstance("SHA1PRNG");
            r.setSeed(seed);
            return r;
        } catch (GeneralSecurityException e) {
            throw new AssertionError(e);
        }
    }

    private Sm2Fixtures() {
    }

    static KeyPair ours() throws GeneralSecurityException {
        return KeyPairGenerator.getInstance("SM2", Fixtures.IOT).generateKeyPair();
    }

    /** An SM2 key pair made by Bouncy Castle ("EC" keys on its sm2p256v1). */
    static KeyPair bc() throws GeneralSecurityException {
        KeyPairGenerator g = KeyPairGenerator.getInstance("EC", Fixtures.BC);
        g.initialize(new ECGenParameterSpec("sm2p256v1"));
        return g.generateKeyPair();
    }

    /** A NIST P-256 key pair from the JDK: an EC key on the wrong curve. */
    static KeyPair p256() throws GeneralSecurityException {
        KeyPairGenerator g = KeyPairGenerator.getInstance("EC");
        g.initialize(new ECGenParameterSpec("secp256r1"));
        return g.generateKeyPair();
    }

    /** Bouncy Castle's description of sm2p256v1, an ECParameterSpec of another class. */
    static ECParameterSpec bcParams() throws GeneralSecurityException {
        return ((java.security.interfaces.ECPublicKey) bc().getPublic()).getParams();
    }

    /** Flips one random bit of a copy. */
    static byte[] flipBit(byte[] in, Random rnd) {
        byte[] out = in.clone();
        out[rnd.nextInt(out.length)] ^= (byte) (1 << rnd.nextInt(8));
        return out;
    }
}
