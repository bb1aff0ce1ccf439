package org.iotcrypt.bench.leakage;

import static org.iotcrypt.bench.leakage.TargetInputs.POOL;
import static org.iotcrypt.bench.leakage.TargetInputs.bytes;
import static org.iotcrypt.bench.leakage.TargetInputs.index;

import java.math.BigInteger;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.Random;
import org.iotcrypt.internal.field.ModularField;
import org.iotcrypt.internal.multiply.CurveGroup;
import org.iotcrypt.internal.multiply.PublicPoint;
import org.iotcrypt.sm2.Sm2Ciphertext;
import org.iotcrypt.sm2.Sm2Encryption;
import org.iotcrypt.sm2.Sm2KeyExchange;
import org.iotcrypt.sm2.Sm2Curve;
import org.iotcrypt.sm2.Sm2PrivateKey;
import org.iotcrypt.sm2.Sm2PublicKey;
import org.iotcrypt.sm2.Sm2Signer;
import org.iotcrypt.sm2.Sm2UserId;
import org.iotcrypt.sm2.format.Sm2KeyEncoding;
import org.iotcrypt.bench.leakage.TargetInputs.Simple;

/**
 * The SM2 targets of the leakage harness: signing (d and k), decryption (d), the key exchange (d
 * and r), inversion in both fields, both scalar multiplications, and the PEM decoding of a
 * private key. Fixed-class scalars have 8 bits set, random ones are uniform in [1, n - 2].
 */
final class Sm2Targets {

    static final Sm2Curve CURVE = Sm2Curve.sm2p256v1();
    /** The multiplier layer's facade, for the targets that time a multiplication alone. */
    static final CurveGroup G = CurveGroup.sm2p256v1();
    private static final BigInteger N = G.parameters().n();

    private Sm2Targets() {
    }

    static Target sm2SignD(Random rnd) throws Exception {
        Sm2PrivateKey[][] keys = keyPools(rnd);
        byte[] e = new byte[32];
        FixedRandom k = new FixedRandom();
        Sm2PrivateKey[] key = new Sm2PrivateKey[1];
        return new Simple("sm2-sign-d", "private key d: 8 bits set vs random (k random)") {
            public void prepare(int cls) {
                key[0] = keys[cls][index(rnd)];
                rnd.nextBytes(e);
                k.next = randomScalar(rnd);
            }

            public long run() {
                return Sm2Signer.signDigest(key[0], e, k)[0];
            }
        };
    }

    static Target sm2SignK(Random rnd) throws Exception {
        Sm2PrivateKey key = Sm2PrivateKey.of(CURVE, randomScalar(rnd));
        byte[] e = new byte[32];
        FixedRandom k = new FixedRandom();
        return new Simple("sm2-sign-k", "nonce k: 8 bits set vs random") {
            public void prepare(int cls) {
                rnd.nextBytes(e);
                k.next = scalar(cls, rnd);
            }

            public long run() {
                return Sm2Signer.signDigest(key, e, k)[0];
            }
        };
    }

    static Target sm2DecryptD(Random rnd) throws Exception {
        Sm2PrivateKey[][] keys = keyPools(rnd);
        Sm2Ciphertext[][] ciphertexts = new Sm2Ciphertext[2][POOL];
        SecureRandom seeded = seeded(rnd);
        for (int c = 0; c < 2; c++) {
            for (int i = 0; i < POOL; i++) {
                ciphertexts[c][i] = Sm2Encryption.encrypt(keys[c][i].publicKey(), bytes(rnd, 32), seeded);
            }
        }
        int[] pick = new int[2];
        return new Simple("sm2-decrypt-d", "private key d: 8 bits set vs random (32-byte message)") {
            public void prepare(int cls) {
                pick[0] = cls;
                pick[1] = index(rnd);
            }

            public long run() throws Exception {
                return Sm2Encryption.decrypt(keys[pick[0]][pick[1]], ciphertexts[pick[0]][pick[1]])[0];
            }
        };
    }

    /** The key exchange with the static key d of the two classes; r random. */
    static Target sm2ExchangeD(Random rnd) throws Exception {
        Sm2PrivateKey[][] keys = keyPools(rnd);
        Sm2PublicKey peer = Sm2PrivateKey.of(CURVE, randomScalar(rnd)).publicKey();
        byte[] peerEphemeral = Sm2PrivateKey.of(CURVE, randomScalar(rnd)).publicKey().encoded();
        Sm2KeyExchange[] exchange = new Sm2KeyExchange[1];
        return new Simple("sm2-exchange-d", "static key d: 8 bits set vs random (r random)") {
            public void prepare(int cls) throws Exception {
                Sm2PrivateKey r = Sm2PrivateKey.of(CURVE, randomScalar(rnd));
                exchange[0] = Sm2KeyExchange.initiator(keys[cls][index(rnd)], Sm2UserId.DEFAULT, peer,
                        Sm2UserId.DEFAULT, r);
            }

            public long run() throws Exception {
                return exchange[0].computeKey(peerEphemeral, 16).key()[0];
            }
        };
    }

    /** The key exchange with the ephemeral key r of the two classes; d fixed. */
    static Target sm2ExchangeR(Random rnd) throws Exception {
        Sm2PrivateKey own = Sm2PrivateKey.of(CURVE, randomScalar(rnd));
        Sm2PublicKey peer = Sm2PrivateKey.of(CURVE, randomScalar(rnd)).publicKey();
        byte[] peerEphemeral = Sm2PrivateKey.of(CURVE, randomScalar(rnd)).publicKey().encoded();
        Sm2KeyExchange[] exchange = new Sm2KeyExchange[1];
        return new Simple("sm2-exchange-r", "ephemeral key r: 8 bits set vs random") {
            public void prepare(int cls) throws Exception {
                Sm2PrivateKey r = Sm2PrivateKey.of(CURVE, scalar(cls, rnd));
                exchange[0] = Sm2KeyExchange.initiator(own, Sm2UserId.DEFAULT, peer, Sm2UserId.DEFAULT, r);
            }

            public long run() throws Exception {
                return exchange[0].computeKey(peerEphemeral, 16).key()[0];
            }
        };
    }

    static Target inversion(String name, ModularField f, Random rnd) {
        long[] x = f.newElement();
        long[] r = f.newElement();
        return new Simple(name, "value: 8 bits set vs random") {
            public void prepare(int cls) {
                f.fromBytes(x, scalar(cls, rnd), 0);
            }

            public long run() {
                f.invert(r, x);
                return r[0];
            }
        };
    }

    static Target fixedBase(Random rnd) {
        byte[][] k = new byte[1][];
        return new Simple("sm2-fixed-base", "scalar k of k·G: 8 bits set vs random") {
            public void prepare(int cls) {
                k[0] = scalar(cls, rnd);
            }

            public long run() {
                return G.multiplyBase(k[0])[0];
            }
        };
    }

    static Target variableBase(Random rnd) throws Exception {
        byte[] xy = G.multiplyBase(randomScalar(rnd));
        PublicPoint p = G.point(Arrays.copyOfRange(xy, 0, 32), Arrays.copyOfRange(xy, 32, 64));
        byte[][] k = new byte[1][];
        return new Simple("sm2-variable-base", "scalar k of k·P: 8 bits set vs random") {
            public void prepare(int cls) {
                k[0] = scalar(cls, rnd);
            }

            public long run() {
                return G.multiply(p, k[0])[0];
            }
        };
    }

    /** Base64 and PKCS#8 decoding of a private key's PEM. */
    static Target pemPrivateKey(Random rnd) throws Exception {
        byte[][][] pem = new byte[2][POOL][];
        for (int c = 0; c < 2; c++) {
            for (int i = 0; i < POOL; i++) {
                Sm2PrivateKey key = Sm2PrivateKey.of(CURVE, c == 0 ? lowWeight(rnd) : randomScalar(rnd));
                pem[c][i] = Sm2KeyEncoding.pemBytes("PRIVATE KEY",
                        Sm2KeyEncoding.encodePkcs8(key));
            }
        }
        byte[][] input = new byte[1][];
        return new Simple("pem-private-key", "PKCS#8 PEM of d: 8 bits set vs random") {
            public void prepare(int cls) {
                input[0] = pem[cls][index(rnd)];
            }

            public long run() throws Exception {
                Sm2KeyEncoding.decodePrivate(input[0]).destroy();
                return 1;
            }
        };
    }

    /** A SecureRandom that hands out a prepared 32-byte value: the k of a signature. */
    private static final class FixedRandom extends SecureRandom {
        private static final long serialVersionUID = 1L;
        byte[] next;

        @Override
        public void nextBytes(byte[] bytes) {
            System.arraycopy(next, 0, bytes, 0, bytes.length);
        }
    }

    private static Sm2PrivateKey[][] keyPools(Random rnd) throws Exception {
        Sm2PrivateKey[][] keys = new Sm2PrivateKey[2][POOL];
        for (int i = 0; i < POOL; i++) {
            keys[0][i] = Sm2PrivateKey.of(CURVE, lowWeight(rnd));
            keys[1][i] = Sm2PrivateKey.of(CURVE, randomScalar(rnd));
        }
        return keys;
    }

    private static SecureRandom seeded(Random rnd) throws Exception {
        SecureRandom r = SecureRandom.getInstance("SHA1PRNG");
        r.setSeed(rnd.nextLong());
        return r;
    }

    /** Class 0: 8 bits set; class 1: uniform. Both scalars are drawn every time, for the reason of {@link TargetInputs#fill}. */
    private static byte[] scalar(int cls, Random rnd) {
        byte[] low = lowWeight(rnd);
        byte[] uniform = randomScalar(rnd);
        return cls == 0 ? low : uniform;
    }

    /** A 32-byte scalar with 8 random bits set below bit 255 (so in [1, n - 2]). */
    private static byte[] lowWeight(Random rnd) {
        byte[] k = new byte[32];
        int set = 0;
        while (set < 8) {
            int bit = rnd.nextInt(255);
            int i = 31 - bit / 8;
            int mask = 1 << (bit % 8);
            if ((k[i] & mask) == 0) {
                k[i] |= (byte) mask;
                set++;
            }
        }
        return k;
    }

    /** A uniform scalar in [1, n - 2]. */
    private static byte[] randomScalar(Random rnd) {
        BigInteger limit = N.subtract(BigInteger.TWO);
        BigInteger v;
        do {
            v = new BigInteger(256, rnd);
        } while (v.signum() == 0 || v.compareTo(limit) > 0);
        byte[] out = new byte[32];
        byte[] raw = v.toByteArray();
        int len = Math.min(32, raw.length);
        System.arraycopy(raw, raw.length - len, out, 32 - len, len);
        return out;
    }
}
