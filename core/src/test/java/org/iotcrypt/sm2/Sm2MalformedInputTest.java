package org.iotcrypt.sm2;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.KeyException;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.stream.Stream;
import javax.crypto.BadPaddingException;
import org.iotcrypt.testing.ExampleCurve;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every malformed or tampered input gets the documented answer: false from verification,
 * BadPaddingException from decryption (with no data), InvalidKeyException for bad keys and
 * points, KeyException for a failed key confirmation.
 */
class Sm2MalformedInputTest {

    private static final Sm2UserId ID = Sm2UserId.utf8("malformed@example.org");
    private static final byte[] MSG = "the message".getBytes(StandardCharsets.US_ASCII);
    private static final SecureRandom RANDOM = new SecureRandom();

    static Stream<Sm2Curve> groups() {
        return Stream.of(Sm2Curve.sm2p256v1(), ExampleCurve.curve());
    }

    private static byte[] bytes(BigInteger v) {
        return Scalars.toBytes(v);
    }

    @ParameterizedTest
    @MethodSource("groups")
    void privateKeyRange(Sm2Curve group) {
        BigInteger n = group.group().parameters().n();
        for (BigInteger bad : new BigInteger[] {BigInteger.ZERO, n.subtract(BigInteger.ONE), n,
                BigInteger.ONE.shiftLeft(256).subtract(BigInteger.ONE)}) {
            assertThrows(InvalidKeyException.class, () -> Sm2PrivateKey.of(group, bytes(bad)), bad.toString(16));
        }
        assertThrows(InvalidKeyException.class, () -> Sm2PrivateKey.of(group, new byte[31]));
        assertThrows(InvalidKeyException.class, () -> Sm2PrivateKey.of(group, new byte[33]));
        assertDoesNotThrow(() -> Sm2PrivateKey.of(group, bytes(BigInteger.ONE)));
        assertDoesNotThrow(() -> Sm2PrivateKey.of(group, bytes(n.subtract(BigInteger.TWO))));
    }

    @ParameterizedTest
    @MethodSource("groups")
    void publicKeyValidation(Sm2Curve group) {
        byte[] good = Sm2KeyPair.generate(group, RANDOM).publicKey().encoded();
        assertDoesNotThrow(() -> Sm2PublicKey.of(group, good));
        byte[] offCurve = good.clone();
        offCurve[64] ^= 1;
        assertThrows(InvalidKeyException.class, () -> Sm2PublicKey.of(group, offCurve));
        byte[] compressedPrefix = good.clone();
        compressedPrefix[0] = 2;
        assertThrows(InvalidKeyException.class, () -> Sm2PublicKey.of(group, compressedPrefix));
        assertThrows(InvalidKeyException.class, () -> Sm2PublicKey.of(group, Arrays.copyOf(good, 64)));
        assertThrows(InvalidKeyException.class, () -> Sm2PublicKey.of(group, Arrays.copyOf(good, 66)));
        byte[] x = Arrays.copyOfRange(good, 1, 33);
        byte[] y = Arrays.copyOfRange(good, 33, 65);
        BigInteger p = group.group().parameters().p();
        // x + p and y + p would be the same point mod p, but coordinates must be below p.
        BigInteger yPlusP = new BigInteger(1, y).add(p);
        if (yPlusP.bitLength() <= 256) {
            assertThrows(InvalidKeyException.class, () -> Sm2PublicKey.of(group, x, bytes(yPlusP)));
        }
        assertThrows(InvalidKeyException.class, () -> Sm2PublicKey.of(group, bytes(p), y));
        assertThrows(InvalidKeyException.class, () -> Sm2PublicKey.of(group, new byte[32], new byte[32]));
        assertThrows(InvalidKeyException.class, () -> Sm2PublicKey.of(group, x, Arrays.copyOf(y, 31)));
    }

    @ParameterizedTest
    @MethodSource("groups")
    void signatureOutOfRangeOrTampered(Sm2Curve group) {
        Sm2KeyPair pair = Sm2KeyPair.generate(group, RANDOM);
        Sm2PublicKey pub = pair.publicKey();
        byte[] rs = Sm2Signer.sign(pair.privateKey(), ID, MSG, RANDOM);
        assertTrue(Sm2Signer.verify(pub, ID, MSG, rs));

        BigInteger n = group.group().parameters().n();
        byte[] r = Arrays.copyOfRange(rs, 0, 32);
        byte[] s = Arrays.copyOfRange(rs, 32, 64);
        BigInteger rInt = new BigInteger(1, r);
        BigInteger sInt = new BigInteger(1, s);
        byte[][] bad = {
            Sm2KnownAnswerTest.concat(new byte[32], s),
            Sm2KnownAnswerTest.concat(r, new byte[32]),
            Sm2KnownAnswerTest.concat(bytes(n), s),
            Sm2KnownAnswerTest.concat(r, bytes(n)),
            // r + n and s + n are congruent to r and s, so only the range check rejects them
            Sm2KnownAnswerTest.concat(rInt.add(n).bitLength() <= 256 ? bytes(rInt.add(n)) : bytes(n), s),
            Sm2KnownAnswerTest.concat(r, sInt.add(n).bitLength() <= 256 ? bytes(sInt.add(n)) : bytes(n)),
            Sm2KnownAnswerTest.concat(bytes(BigInteger.ONE.shiftLeft(256).subtract(BigInteger.ONE)), s),
            // t = (r + s) mod n = 0
            Sm2KnownAnswerTest.concat(r, bytes(n.subtract(rInt))),
            Sm2KnownAnswerTest.concat(s, r),
            Arrays.copyOf(rs, 63),
            Arrays.copyOf(rs, 65),
            new byte[0],
        };
        for (byte[] b : bad) {
            assertFalse(Sm2Signer.verify(pub, ID, MSG, b));
        }
        for (int i = 0; i < 64; i++) {
            byte[] flipped = rs.clone();
            flipped[i] ^= (byte) (1 << (i % 8));
            assertFalse(Sm2Signer.verify(pub, ID, MSG, flipped), "bit flip in byte " + i);
        }
        assertFalse(Sm2Signer.verifyDigest(pub, new byte[31], rs));
        assertFalse(Sm2Signer.verify(Sm2KeyPair.generate(group, RANDOM).publicKey(), ID, MSG, rs));
        assertThrows(IllegalArgumentException.class, () -> Sm2Signer.signDigest(pair.privateKey(), new byte[33], RANDOM));
    }

    @ParameterizedTest
    @MethodSource("groups")
    void ciphertextTampered(Sm2Curve group) throws Exception {
        Sm2KeyPair pair = Sm2KeyPair.generate(group, RANDOM);
        Sm2PrivateKey key = pair.privateKey();
        byte[] msg = new byte[40];
        RANDOM.nextBytes(msg);
        Sm2Ciphertext c = Sm2Encryption.encrypt(pair.publicKey(), msg, RANDOM);
        assertArrayEquals(msg, Sm2Encryption.decrypt(key, c));

        byte[] c1x = c.c1x();
        byte[] c1y = c.c1y();
        byte[] c3 = c.c3();
        byte[] c2 = c.c2();
        byte[] offCurve = c1y.clone();
        offCurve[31] ^= 1;
        rejects(key, new Sm2Ciphertext(c1x, offCurve, c3, c2));
        rejects(key, new Sm2Ciphertext(bytes(group.group().parameters().p()), c1y, c3, c2));
        rejects(key, new Sm2Ciphertext(new byte[32], new byte[32], c3, c2));
        for (int i = 0; i < 32; i += 7) {
            byte[] t = c3.clone();
            t[i] ^= 0x40;
            rejects(key, new Sm2Ciphertext(c1x, c1y, t, c2));
        }
        for (int i = 0; i < c2.length; i += 5) {
            byte[] t = c2.clone();
            t[i] ^= 1;
            rejects(key, new Sm2Ciphertext(c1x, c1y, c3, t));
        }
        rejects(key, new Sm2Ciphertext(c1x, c1y, c3, Arrays.copyOf(c2, c2.length - 1)));
        rejects(key, new Sm2Ciphertext(c1x, c1y, c3, Arrays.copyOf(c2, c2.length + 1)));
        rejects(key, new Sm2Ciphertext(c1x, c1y, c3, new byte[0]));
        rejects(Sm2KeyPair.generate(group, RANDOM).privateKey(), c);
        assertThrows(IllegalArgumentException.class, () -> Sm2Encryption.encrypt(pair.publicKey(), new byte[0], RANDOM));
    }

    private static void rejects(Sm2PrivateKey key, Sm2Ciphertext c) {
        assertThrows(BadPaddingException.class, () -> Sm2Encryption.decrypt(key, c));
    }

    @ParameterizedTest
    @MethodSource("groups")
    void keyExchangeMisuse(Sm2Curve group) throws Exception {
        Sm2KeyPair a = Sm2KeyPair.generate(group, RANDOM);
        Sm2KeyPair b = Sm2KeyPair.generate(group, RANDOM);
        Sm2KeyExchange initiator = Sm2KeyExchange.initiator(a.privateKey(), ID, b.publicKey(), Sm2UserId.DEFAULT, RANDOM);
        // B believes A has another ID: same protocol run, different Z_A, so keys and confirmations differ
        Sm2KeyExchange responder = Sm2KeyExchange.responder(b.privateKey(), Sm2UserId.DEFAULT, a.publicKey(),
                Sm2UserId.utf8("someone else"), RANDOM);

        byte[] rA = initiator.ephemeralPublicKey();
        byte[] offCurve = rA.clone();
        offCurve[64] ^= 1;
        assertThrows(InvalidKeyException.class, () -> responder.computeKey(offCurve, 16));
        byte[] prefix = rA.clone();
        prefix[0] = 3;
        assertThrows(InvalidKeyException.class, () -> responder.computeKey(prefix, 16));
        assertThrows(InvalidKeyException.class, () -> responder.computeKey(Arrays.copyOf(rA, 64), 16));
        assertThrows(InvalidAlgorithmParameterException.class, () -> responder.computeKey(rA, 0));

        Sm2KeyExchange.Result atB = responder.computeKey(rA, 16);
        assertThrows(IllegalStateException.class, () -> responder.computeKey(rA, 16));
        Sm2KeyExchange.Result atA = initiator.computeKey(responder.ephemeralPublicKey(), 16);
        assertFalse(Arrays.equals(atA.key(), atB.key()));
        assertThrows(KeyException.class, () -> atA.verifyPeerConfirmation(atB.confirmation()));
        assertThrows(KeyException.class, () -> atB.verifyPeerConfirmation(atA.confirmation()));
        assertThrows(KeyException.class, () -> atB.verifyPeerConfirmation(new byte[31]));

        if (group == Sm2Curve.sm2p256v1()) {
            Sm2KeyPair other = Sm2KeyPair.generate(ExampleCurve.curve(), RANDOM);
            assertThrows(InvalidKeyException.class,
                    () -> Sm2KeyExchange.initiator(a.privateKey(), ID, other.publicKey(), ID, RANDOM));
        }
    }

    @Test
    void destroyedKeyRefusesUse() {
        Sm2PrivateKey key = Sm2KeyPair.generate(Sm2Curve.sm2p256v1(), RANDOM).privateKey();
        key.destroy();
        assertTrue(key.isDestroyed());
        assertThrows(IllegalStateException.class, key::d);
        assertThrows(IllegalStateException.class, () -> Sm2Signer.sign(key, ID, MSG, RANDOM));
    }

    @Test
    void overlongIdRejected() {
        Sm2PublicKey pub = Sm2KeyPair.generate(Sm2Curve.sm2p256v1(), RANDOM).publicKey();
        assertDoesNotThrow(() -> Sm2Za.compute(pub, Sm2UserId.of(new byte[8191])));
        assertThrows(IllegalArgumentException.class, () -> Sm2UserId.of(new byte[8192]));
        assertThrows(IllegalArgumentException.class, () -> Sm2UserId.of(null));
        assertEquals(Sm2UserId.DEFAULT, Sm2UserId.of("1234567812345678".getBytes(StandardCharsets.US_ASCII)));
        assertTrue(Sm2UserId.of("1234567812345678".getBytes(StandardCharsets.US_ASCII)).isDefault());
    }
}
