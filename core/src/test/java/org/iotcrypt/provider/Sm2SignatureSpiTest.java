package org.iotcrypt.provider;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.Signature;
import java.security.SignatureException;
import java.security.spec.ECGenParameterSpec;
import java.security.spec.PSSParameterSpec;
import java.util.Arrays;
import java.util.Random;
import org.bouncycastle.asn1.ASN1Encodable;
import org.bouncycastle.asn1.ASN1Integer;
import org.bouncycastle.asn1.DERSequence;
import org.iotcrypt.internal.encoding.Hex;
import org.iotcrypt.testing.RandomBytes;
import org.junit.jupiter.api.Test;

/** Signature SM3withSM2: round trips, Bouncy Castle both ways, user IDs, and every way to fail. */
class Sm2SignatureSpiTest {

    private static final byte[] MESSAGE = "message digest".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] ALICE = "ALICE123@YAHOO.COM".getBytes(StandardCharsets.US_ASCII);

    @Test
    void signsAndVerifiesUnderEveryName() throws Exception {
        KeyPair kp = Sm2Fixtures.ours();
        for (String name : new String[] {"SM3withSM2", "SM3WITHSM2", "1.2.156.10197.1.501", "OID.1.2.156.10197.1.501", "SM2"}) {
            byte[] sig = sign(Signature.getInstance(name, Fixtures.IOT), kp.getPrivate(), MESSAGE);
            assertTrue(verify(Signature.getInstance(name, Fixtures.IOT), kp.getPublic(), MESSAGE, sig), name);
            assertFalse(verify(Signature.getInstance(name, Fixtures.IOT), kp.getPublic(), "x".getBytes(StandardCharsets.US_ASCII), sig), name);
        }
    }

    @Test
    void streamsAndRestartsAfterEachResult() throws Exception {
        KeyPair kp = Sm2Fixtures.ours();
        Signature s = Signature.getInstance("SM3withSM2", Fixtures.IOT);
        s.initSign(kp.getPrivate());
        s.update(MESSAGE, 0, 5);
        s.update(MESSAGE[5]);
        s.update(Arrays.copyOfRange(MESSAGE, 6, MESSAGE.length));
        byte[] first = s.sign();
        s.update(MESSAGE);
        byte[] second = s.sign();
        assertFalse(Arrays.equals(first, second), "k is random");
        Signature v = Signature.getInstance("SM3withSM2", Fixtures.BC);
        v.initVerify(kp.getPublic());
        for (byte[] sig : new byte[][] {first, second}) {
            v.update(MESSAGE);
            assertTrue(v.verify(sig));
        }
        Signature ours = Signature.getInstance("SM3withSM2", Fixtures.IOT);
        ours.initVerify(kp.getPublic());
        ours.update(MESSAGE);
        assertTrue(ours.verify(first));
        ours.update(MESSAGE);
        assertTrue(ours.verify(second));
        ours.update(MESSAGE);
        assertTrue(ours.verify(Arrays.copyOf(first, first.length + 3), 0, first.length));
    }

    @Test
    void interoperatesWithBouncyCastleBothWays() throws Exception {
        Random rnd = new Random(7);
        for (int i = 0; i < 4; i++) {
            byte[] msg = RandomBytes.of(rnd, rnd.nextInt(200));
            KeyPair bc = Sm2Fixtures.bc();
            KeyPair ours = Sm2Fixtures.ours();
            // their keys, our signature, their verification; and back
            byte[] sig = sign(Signature.getInstance("SM3withSM2", Fixtures.IOT), bc.getPrivate(), msg);
            assertTrue(verify(Signature.getInstance("SM3withSM2", Fixtures.BC), bc.getPublic(), msg, sig));
            sig = sign(Signature.getInstance("SM3withSM2", Fixtures.BC), bc.getPrivate(), msg);
            assertTrue(verify(Signature.getInstance("SM3withSM2", Fixtures.IOT), bc.getPublic(), msg, sig));
            // our keys in their signature, and their signature checked by us
            sig = sign(Signature.getInstance("SM3withSM2", Fixtures.BC), ours.getPrivate(), msg);
            assertTrue(verify(Signature.getInstance("SM3withSM2", Fixtures.IOT), ours.getPublic(), msg, sig));
            sig = sign(Signature.getInstance("SM3withSM2", Fixtures.IOT), ours.getPrivate(), msg);
            assertTrue(verify(Signature.getInstance("SM3withSM2", Fixtures.BC), ours.getPublic(), msg, sig));
        }
    }

    @Test
    void customUserIdMatchesBouncyCastle() throws Exception {
        KeyPair kp = Sm2Fixtures.ours();
        Signature ours = Signature.getInstance("SM3withSM2", Fixtures.IOT);
        ours.setParameter(new Sm2ParameterSpec(ALICE));
        byte[] sig = sign(ours, kp.getPrivate(), MESSAGE);

        Signature bc = Signature.getInstance("SM3withSM2", Fixtures.BC);
        bc.setParameter(new org.bouncycastle.jcajce.spec.SM2ParameterSpec(ALICE));
        assertTrue(verify(bc, kp.getPublic(), MESSAGE, sig));
        Signature bcDefault = Signature.getInstance("SM3withSM2", Fixtures.BC);
        assertFalse(verify(bcDefault, kp.getPublic(), MESSAGE, sig), "the ID is part of what is signed");

        Signature bcSigner = Signature.getInstance("SM3withSM2", Fixtures.BC);
        bcSigner.setParameter(new org.bouncycastle.jcajce.spec.SM2ParameterSpec(ALICE));
        byte[] bcSig = sign(bcSigner, kp.getPrivate(), MESSAGE);
        Signature check = Signature.getInstance("SM3withSM2", Fixtures.IOT);
        check.initVerify(kp.getPublic());
        check.setParameter(new Sm2ParameterSpec(ALICE)); // after init, before data: allowed
        check.update(MESSAGE);
        assertTrue(check.verify(bcSig));
        check.update(MESSAGE);
        assertTrue(check.verify(bcSig), "the ID stays for the next message");
        check.setParameter(Sm2ParameterSpec.DEFAULT);
        check.update(MESSAGE);
        assertFalse(check.verify(bcSig));
    }

    @Test
    void refusesParametersItCannotUse() throws Exception {
        Signature s = Signature.getInstance("SM3withSM2", Fixtures.IOT);
        assertThrows(InvalidAlgorithmParameterException.class, () -> s.setParameter(PSSParameterSpec.DEFAULT));
        assertThrows(InvalidAlgorithmParameterException.class, () -> s.setParameter(null));
        s.initSign(Sm2Fixtures.ours().getPrivate());
        s.update(MESSAGE);
        assertThrows(InvalidAlgorithmParameterException.class, () -> s.setParameter(new Sm2ParameterSpec(ALICE)));
        assertThrows(IllegalArgumentException.class, () -> new Sm2ParameterSpec(new byte[8192]));
        assertThrows(IllegalArgumentException.class, () -> new Sm2ParameterSpec((byte[]) null));
        new Sm2ParameterSpec(new byte[8191]);
    }

    @Test
    void wrongKeysAreInvalidKeyExceptions() throws Exception {
        KeyPair p256 = Sm2Fixtures.p256();
        KeyPairGenerator rsaGen = KeyPairGenerator.getInstance("RSA");
        rsaGen.initialize(1024);
        KeyPair rsa = rsaGen.generateKeyPair();
        KeyPairGenerator bcSm2Named = KeyPairGenerator.getInstance("EC", Fixtures.BC);
        bcSm2Named.initialize(new ECGenParameterSpec("secp256k1"));
        KeyPair k1 = bcSm2Named.generateKeyPair();
        for (KeyPair kp : new KeyPair[] {p256, rsa, k1}) {
            Signature s = Signature.getInstance("SM3withSM2", Fixtures.IOT);
            assertThrows(InvalidKeyException.class, () -> s.initSign(kp.getPrivate()), kp.getPublic().getAlgorithm());
            assertThrows(InvalidKeyException.class, () -> s.initVerify(kp.getPublic()), kp.getPublic().getAlgorithm());
        }
        Signature s = Signature.getInstance("SM3withSM2", Fixtures.IOT);
        assertThrows(InvalidKeyException.class, () -> s.initSign(null));
        assertThrows(InvalidKeyException.class, () -> s.initVerify((PublicKey) null));
    }

    @Test
    void malformedSignaturesThrowWellFormedWrongOnesAreFalse() throws Exception {
        KeyPair kp = Sm2Fixtures.ours();
        byte[] good = sign(Signature.getInstance("SM3withSM2", Fixtures.IOT), kp.getPrivate(), MESSAGE);
        BigInteger n = Sm2Fixtures.N;
        // well-formed DER, mathematically wrong: r or s equal to n, above n, or just another value
        for (BigInteger[] rs : new BigInteger[][] {
                {n, BigInteger.ONE},
                {BigInteger.ONE, n}, {n.add(BigInteger.ONE), BigInteger.TEN}, {BigInteger.ONE, BigInteger.ONE},
                {n.subtract(BigInteger.ONE), n.subtract(BigInteger.ONE)}}) {
            byte[] der = derPair(rs[0], rs[1]);
            assertFalse(verify(Signature.getInstance("SM3withSM2", Fixtures.IOT), kp.getPublic(), MESSAGE, der),
                    Hex.encode(der));
        }
        // malformed: truncated, trailing bytes, non-minimal INTEGER, wrong tags, empty, raw r||s; and
        // r or s zero or wider than 256 bits, which the format layer rejects before any arithmetic
        byte[] nonMinimal = Hex.decode("300702020001020101");
        byte[] negative = Hex.decode("3006020180020101");
        for (byte[] bad : new byte[][] {
                derPair(BigInteger.ZERO, BigInteger.ONE), derPair(BigInteger.ONE, BigInteger.ZERO),
                derPair(BigInteger.ONE.shiftLeft(256), BigInteger.ONE),
                Arrays.copyOf(good, good.length - 1), Arrays.copyOf(good, good.length + 1), nonMinimal, negative,
                new byte[0], new byte[64], Hex.decode("3100"), Hex.decode("3000"), Hex.decode("30800201010201010000")}) {
            Signature v = Signature.getInstance("SM3withSM2", Fixtures.IOT);
            v.initVerify(kp.getPublic());
            v.update(MESSAGE);
            SignatureException e = assertThrows(SignatureException.class, () -> v.verify(bad), Hex.encode(bad));
            assertTrue(e.getMessage().toLowerCase().contains("malformed"), e.getMessage());
        }
    }

    @Test
    void bitFlipsNeverEscapeTheDocumentedOutcomes() throws Exception {
        KeyPair kp = Sm2Fixtures.ours();
        byte[] good = sign(Signature.getInstance("SM3withSM2", Fixtures.IOT), kp.getPrivate(), MESSAGE);
        Signature v = Signature.getInstance("SM3withSM2", Fixtures.IOT);
        v.initVerify(kp.getPublic());
        Random rnd = new Random(11);
        int malformed = 0;
        int rejected = 0;
        for (int i = 0; i < 300; i++) {
            byte[] bad = Sm2Fixtures.flipBit(good, rnd);
            if (i % 3 == 0) {
                bad = Sm2Fixtures.flipBit(bad, rnd);
            }
            if (Arrays.equals(bad, good)) {
                continue; // the same bit flipped twice
            }
            v.update(MESSAGE);
            try {
                if (v.verify(bad)) {
                    fail("a changed signature verified: " + Hex.encode(bad));
                }
                rejected++;
            } catch (SignatureException e) {
                malformed++;
            } catch (RuntimeException e) {
                fail("unexpected " + e + " for " + Hex.encode(bad));
            }
        }
        assertTrue(malformed > 0 && rejected > 0, malformed + " malformed, " + rejected + " rejected");
        v.update(MESSAGE);
        assertTrue(v.verify(good), "failures leave the verifier usable");
    }

    @Test
    void misuseIsReportedAsTheJcaPromises() throws Exception {
        Signature s = Signature.getInstance("SM3withSM2", Fixtures.IOT);
        assertThrows(SignatureException.class, () -> s.update(MESSAGE));
        s.initVerify(Sm2Fixtures.ours().getPublic());
        assertThrows(SignatureException.class, s::sign);
        PrivateKey priv = Sm2Fixtures.ours().getPrivate();
        s.initSign(priv);
        assertThrows(SignatureException.class, () -> s.verify(new byte[70]));
        assertEquals(null, s.getParameters());

        PrivateKey doomed = Sm2Fixtures.ours().getPrivate();
        s.initSign(doomed);
        s.update(MESSAGE);
        doomed.destroy();
        assertThrows(SignatureException.class, s::sign, "a key destroyed after initSign");
    }

    /** DER SEQUENCE { r, s } written by Bouncy Castle. */
    private static byte[] derPair(BigInteger r, BigInteger s) throws Exception {
        return new DERSequence(new ASN1Encodable[] {new ASN1Integer(r), new ASN1Integer(s)}).getEncoded();
    }

    static byte[] sign(Signature s, PrivateKey key, byte[] msg) throws Exception {
        s.initSign(key);
        s.update(msg);
        return s.sign();
    }

    static boolean verify(Signature s, PublicKey key, byte[] msg, byte[] sig) throws Exception {
        s.initVerify(key);
        s.update(msg);
        return s.verify(sig);
    }
}
