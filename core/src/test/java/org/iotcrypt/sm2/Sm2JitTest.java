package org.iotcrypt.sm2;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.Random;
import org.bouncycastle.asn1.gm.GMNamedCurves;
import org.bouncycastle.crypto.engines.SM2Engine;
import org.bouncycastle.crypto.params.ECDomainParameters;
import org.bouncycastle.crypto.params.ECPrivateKeyParameters;
import org.bouncycastle.crypto.params.ECPublicKeyParameters;
import org.bouncycastle.crypto.params.ParametersWithID;
import org.bouncycastle.crypto.params.ParametersWithRandom;
import org.bouncycastle.crypto.signers.PlainDSAEncoding;
import org.bouncycastle.crypto.signers.SM2Signer;
import org.iotcrypt.testing.Unsigned;
import org.junit.jupiter.api.Test;

/**
 * SM2 signing, verification, encryption and decryption after the JIT has compiled them with
 * C2, not only in the interpreter and C1 where the other tests mostly run: JDK 17.0.15's C2
 * once miscompiled SM3's digest output loop, which broke Z_A-then-message hashes after about
 * 30,000 calls (see Sm3JitTest). Bouncy Castle makes a few signatures and ciphertexts with
 * the same k as ours (its k is drawn from a random source that returns k's bytes); each of
 * ours is then recomputed hundreds of times against them, by which time the field, point
 * and multiplier code inside has long been compiled with C2.
 */
class Sm2JitTest {

    private static final ECDomainParameters DOMAIN = new ECDomainParameters(GMNamedCurves.getByName("sm2p256v1"));
    private static final Sm2UserId ID = Sm2UserId.utf8("alice@example.org");
    private static final int CASES = 16;

    private final Random random = new Random(0x5a2);
    private final BigInteger d = new BigInteger(255, random).add(BigInteger.ONE);
    private final ECPrivateKeyParameters bcPrivate = new ECPrivateKeyParameters(d, DOMAIN);
    private final ECPublicKeyParameters bcPublic = new ECPublicKeyParameters(DOMAIN.getG().multiply(d).normalize(),
            DOMAIN);

    @Test
    void signaturesStayRightOnceCompiled() throws Exception {
        Sm2PrivateKey key = Sm2PrivateKey.of(Sm2Curve.sm2p256v1(), Unsigned.bytes32(d));
        byte[][] msg = new byte[CASES][];
        byte[][] k = new byte[CASES][];
        byte[][] want = new byte[CASES][];
        for (int c = 0; c < CASES; c++) {
            msg[c] = bytes(1 + random.nextInt(64));
            k[c] = Unsigned.bytes32(new BigInteger(255, random).add(BigInteger.ONE));
            SM2Signer s = new SM2Signer(PlainDSAEncoding.INSTANCE);
            s.init(true, new ParametersWithID(new ParametersWithRandom(bcPrivate, new FixedRandom(k[c])), ID.bytes()));
            s.update(msg[c], 0, msg[c].length);
            want[c] = s.generateSignature();
        }
        int wrong = 0;
        for (int i = 0; i < 1_200; i++) {
            int c = i % CASES;
            wrong += Arrays.equals(want[c], Sm2Signer.signWithK(key, ID, msg[c], k[c])) ? 0 : 1;
            wrong += Sm2Signer.verify(key.publicKey(), ID, msg[c], want[c]) ? 0 : 1;
        }
        assertEquals(0, wrong, "signatures or verdicts that differ from Bouncy Castle's");
    }

    @Test
    void ciphertextsStayRightOnceCompiled() throws Exception {
        Sm2PrivateKey key = Sm2PrivateKey.of(Sm2Curve.sm2p256v1(), Unsigned.bytes32(d));
        byte[][] msg = new byte[CASES][];
        byte[][] k = new byte[CASES][];
        byte[][] want = new byte[CASES][];
        for (int c = 0; c < CASES; c++) {
            msg[c] = bytes(1 + random.nextInt(80));
            k[c] = Unsigned.bytes32(new BigInteger(255, random).add(BigInteger.ONE));
            SM2Engine e = new SM2Engine(SM2Engine.Mode.C1C3C2);
            e.init(true, new ParametersWithRandom(bcPublic, new FixedRandom(k[c])));
            want[c] = e.processBlock(msg[c], 0, msg[c].length);
        }
        int wrong = 0;
        for (int i = 0; i < 600; i++) {
            int c = i % CASES;
            wrong += Arrays.equals(want[c], c1c3c2(Sm2Encryption.encryptWithK(key.publicKey(), msg[c], k[c]))) ? 0 : 1;
            wrong += Arrays.equals(msg[c], Sm2Encryption.decrypt(key, ciphertext(want[c]))) ? 0 : 1;
        }
        assertEquals(0, wrong, "ciphertexts or plaintexts that differ from Bouncy Castle's");
    }

    /** 04 || x1 || y1 || C3 || C2, as Bouncy Castle writes C1C3C2. */
    private static byte[] c1c3c2(Sm2Ciphertext c) {
        byte[] c2 = c.c2();
        byte[] out = new byte[97 + c2.length];
        out[0] = 4;
        System.arraycopy(c.c1x(), 0, out, 1, 32);
        System.arraycopy(c.c1y(), 0, out, 33, 32);
        System.arraycopy(c.c3(), 0, out, 65, 32);
        System.arraycopy(c2, 0, out, 97, c2.length);
        return out;
    }

    private static Sm2Ciphertext ciphertext(byte[] c1c3c2) {
        return new Sm2Ciphertext(Arrays.copyOfRange(c1c3c2, 1, 33), Arrays.copyOfRange(c1c3c2, 33, 65),
                Arrays.copyOfRange(c1c3c2, 65, 97), Arrays.copyOfRange(c1c3c2, 97, c1c3c2.length));
    }

    private byte[] bytes(int n) {
        byte[] b = new byte[n];
        random.nextBytes(b);
        return b;
    }


    /** Hands Bouncy Castle's k generator the bytes of one chosen k in [1, n - 1]. */
    private static final class FixedRandom extends SecureRandom {
        private static final long serialVersionUID = 1L;
        private final byte[] k;

        FixedRandom(byte[] k) {
            this.k = k.clone();
        }

        @Override
        public void nextBytes(byte[] bytes) {
            System.arraycopy(k, 0, bytes, 0, bytes.length);
        }
    }
}
