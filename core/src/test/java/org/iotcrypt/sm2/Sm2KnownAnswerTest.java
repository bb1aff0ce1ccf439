package org.iotcrypt.sm2;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.iotcrypt.testing.ExampleCurve;
import org.iotcrypt.vectors.VectorFile.Vector;
import org.iotcrypt.vectors.VectorFile;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The worked examples of GM/T 0003.2-0003.4 on the example curve and of GB/T 32918.5 on
 * sm2p256v1, with their fixed k and r through the package-private hooks: every intermediate
 * value the standards print and the API exposes is checked, as well as the final ones.
 */
class Sm2KnownAnswerTest {

    private static final Sm2Curve EXAMPLE = ExampleCurve.curve();

    static Stream<Arguments> signatures() {
        return Stream.concat(
                VectorFile.load("gmt0003-2-sm2-signature.txt").stream().map(v -> Arguments.of(EXAMPLE, v)),
                ops("sign"));
    }

    static Stream<Arguments> exchanges() {
        return Stream.concat(
                VectorFile.load("gmt0003-3-sm2-key-exchange.txt").stream().map(v -> Arguments.of(EXAMPLE, v)),
                ops("exchange"));
    }

    static Stream<Arguments> encryptions() {
        return Stream.concat(
                VectorFile.load("gmt0003-4-sm2-encryption.txt").stream().map(v -> Arguments.of(EXAMPLE, v)),
                ops("encrypt"));
    }

    private static Stream<Arguments> ops(String op) {
        List<Vector> all = VectorFile.load("gbt32918-5-sm2p256v1-examples.txt");
        return all.stream().filter(v -> v.get("op").equals(op)).map(v -> Arguments.of(Sm2Curve.sm2p256v1(), v));
    }

    @ParameterizedTest
    @MethodSource("signatures")
    void signature(Sm2Curve group, Vector v) throws Exception {
        Sm2PrivateKey key = Sm2PrivateKey.of(group, v.hex("d"));
        Sm2PublicKey pub = key.publicKey();
        assertArrayEquals(v.hex("px"), pub.point().x(), "public key x");
        assertArrayEquals(v.hex("py"), pub.point().y(), "public key y");

        Sm2UserId id = Sm2UserId.of(v.hex("id"));
        byte[] msg = v.hex("msg");
        assertArrayEquals(v.hex("z"), Sm2Za.compute(pub, id), "Z_A");
        assertArrayEquals(v.hex("e"), Sm2SignatureStream.verifier(pub, id).update(msg).digest(), "e");
        Sm2SignatureStream pieces = Sm2SignatureStream.signer(key, id);
        pieces.update(msg, 0, msg.length / 2).update(new byte[] {1, 2, 3});
        pieces.reset();
        pieces.update(msg, 0, msg.length / 2).update(msg, msg.length / 2, msg.length - msg.length / 2);
        assertArrayEquals(v.hex("e"), pieces.digest(), "e, streamed in pieces after a reset");
        assertTrue(Sm2SignatureStream.verifier(pub, id).update(msg).verify(Sm2SignatureStream.signer(key, id)
                .update(msg).sign(new java.security.SecureRandom())), "a fresh streamed signature verifies");
        assertArrayEquals(concat(v.hex("x1"), v.hex("y1")), group.group().multiplyBase(v.hex("k")), "(x1, y1) = k*G");

        byte[] rs = Sm2Signer.signWithK(key, id, msg, v.hex("k"));
        assertArrayEquals(concat(v.hex("r"), v.hex("s")), rs, "r || s");
        if (v.has("t")) {
            BigInteger t = new BigInteger(1, v.hex("r")).add(new BigInteger(1, v.hex("s"))).mod(group.group().parameters().n());
            assertEquals(new BigInteger(1, v.hex("t")), t, "t = (r + s) mod n");
        }

        Sm2PublicKey fromCoordinates = Sm2PublicKey.of(group, v.hex("px"), v.hex("py"));
        assertTrue(Sm2Signer.verify(fromCoordinates, id, msg, rs));
        assertTrue(Sm2Signer.verifyDigest(fromCoordinates, v.hex("e"), rs));
        byte[] otherMessage = msg.clone();
        otherMessage[0] ^= 1;
        assertFalse(Sm2Signer.verify(fromCoordinates, id, otherMessage, rs));
        assertFalse(Sm2Signer.verify(fromCoordinates, Sm2UserId.utf8("another id"), msg, rs));
    }

    @ParameterizedTest
    @MethodSource("encryptions")
    void encryption(Sm2Curve group, Vector v) throws Exception {
        Sm2PrivateKey key = Sm2PrivateKey.of(group, v.hex("d"));
        assertArrayEquals(concat(v.hex("px"), v.hex("py")), Arrays.copyOfRange(key.publicKey().encoded(), 1, 65));
        if (v.has("x2")) {
            assertArrayEquals(concat(v.hex("x2"), v.hex("y2")), group.group().multiply(key.publicKey().point(), v.hex("k")),
                    "(x2, y2) = k*P_B");
        }
        Sm2Ciphertext c = Sm2Encryption.encryptWithK(key.publicKey(), v.hex("msg"), v.hex("k"));
        assertArrayEquals(v.hex("c1x"), c.c1x(), "C1 x");
        assertArrayEquals(v.hex("c1y"), c.c1y(), "C1 y");
        assertArrayEquals(v.hex("c3"), c.c3(), "C3");
        assertArrayEquals(v.hex("c2"), c.c2(), "C2");

        Sm2Ciphertext published = new Sm2Ciphertext(v.hex("c1x"), v.hex("c1y"), v.hex("c3"), v.hex("c2"));
        assertArrayEquals(v.hex("msg"), Sm2Encryption.decrypt(key, published));
    }

    @ParameterizedTest
    @MethodSource("exchanges")
    void keyExchange(Sm2Curve group, Vector v) throws Exception {
        Sm2PrivateKey a = Sm2PrivateKey.of(group, v.hex("dA"));
        Sm2PrivateKey b = Sm2PrivateKey.of(group, v.hex("dB"));
        assertArrayEquals(concat(v.hex("pxA"), v.hex("pyA")), Arrays.copyOfRange(a.publicKey().encoded(), 1, 65), "P_A");
        assertArrayEquals(concat(v.hex("pxB"), v.hex("pyB")), Arrays.copyOfRange(b.publicKey().encoded(), 1, 65), "P_B");
        Sm2UserId idA = Sm2UserId.of(v.hex("idA"));
        Sm2UserId idB = Sm2UserId.of(v.hex("idB"));
        assertArrayEquals(v.hex("zA"), Sm2Za.compute(a.publicKey(), idA), "Z_A");
        assertArrayEquals(v.hex("zB"), Sm2Za.compute(b.publicKey(), idB), "Z_B");

        Sm2PublicKey pubA = Sm2PublicKey.of(group, v.hex("pxA"), v.hex("pyA"));
        Sm2PublicKey pubB = Sm2PublicKey.of(group, v.hex("pxB"), v.hex("pyB"));
        Sm2KeyExchange initiator = Sm2KeyExchange.create(true, a, idA, pubB, idB, v.hex("rA"));
        Sm2KeyExchange responder = Sm2KeyExchange.create(false, b, idB, pubA, idA, v.hex("rB"));
        assertArrayEquals(v.hex("RA"), initiator.ephemeralPublicKey(), "R_A");
        assertArrayEquals(v.hex("RB"), responder.ephemeralPublicKey(), "R_B");

        int klen = v.hex("key").length;
        Sm2KeyExchange.Result atB = responder.computeKey(v.hex("RA"), klen);
        assertArrayEquals(v.hex("key"), atB.key(), "K_B");
        assertArrayEquals(v.hex("sb"), atB.confirmation(), "S_B");

        Sm2KeyExchange.Result atA = initiator.computeKey(v.hex("RB"), klen);
        assertArrayEquals(v.hex("key"), atA.key(), "K_A");
        atA.verifyPeerConfirmation(v.hex("sb"));
        assertArrayEquals(v.hex("sa"), atA.confirmation(), "S_A");
        atB.verifyPeerConfirmation(v.hex("sa"));
    }

    static byte[] concat(byte[] a, byte[] b) {
        byte[] out = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }
}
