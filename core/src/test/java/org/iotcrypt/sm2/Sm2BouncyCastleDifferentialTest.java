package org.iotcrypt.sm2;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.security.KeyException;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.stream.Stream;
import org.bouncycastle.crypto.AsymmetricCipherKeyPair;
import org.bouncycastle.crypto.agreement.SM2KeyExchange;
import org.bouncycastle.crypto.engines.SM2Engine;
import org.bouncycastle.crypto.generators.ECKeyPairGenerator;
import org.bouncycastle.crypto.params.ECDomainParameters;
import org.bouncycastle.crypto.params.ECKeyGenerationParameters;
import org.bouncycastle.crypto.params.ECPrivateKeyParameters;
import org.bouncycastle.crypto.params.ECPublicKeyParameters;
import org.bouncycastle.crypto.params.ParametersWithID;
import org.bouncycastle.crypto.params.ParametersWithRandom;
import org.bouncycastle.crypto.params.SM2KeyExchangePrivateParameters;
import org.bouncycastle.crypto.params.SM2KeyExchangePublicParameters;
import org.bouncycastle.crypto.signers.PlainDSAEncoding;
import org.bouncycastle.crypto.signers.SM2Signer;
import org.bouncycastle.math.ec.ECCurve;
import org.bouncycastle.util.BigIntegers;
import org.iotcrypt.internal.point.CurveParameters;
import org.iotcrypt.testing.DifferentialCases;
import org.iotcrypt.testing.ExampleCurve;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Differential tests against Bouncy Castle 1.87, an independent implementation: each side
 * checks what the other made (signatures, C1C3C2 ciphertexts, key exchange with confirmation in
 * both roles), with keys moved between the two as raw numbers and points.
 */
class Sm2BouncyCastleDifferentialTest {

    /** Signature rounds: 4 in CI, the campaign's count when one is set. */
    private static final int ROUNDS = DifferentialCases.count(4);
    private static final Sm2UserId ID = Sm2UserId.utf8("bob@example.org");

    static Stream<Sm2Curve> groups() {
        return Stream.of(Sm2Curve.sm2p256v1(), ExampleCurve.curve());
    }

    private static ECDomainParameters bcDomain(Sm2Curve group) {
        CurveParameters c = group.group().parameters();
        ECCurve curve = new ECCurve.Fp(c.p(), c.a(), c.b(), c.n(), BigInteger.ONE);
        return new ECDomainParameters(curve, curve.createPoint(c.gx(), c.gy()), c.n());
    }

    private static AsymmetricCipherKeyPair bcKeyPair(ECDomainParameters domain, SecureRandom random) {
        ECKeyPairGenerator g = new ECKeyPairGenerator();
        g.init(new ECKeyGenerationParameters(domain, random));
        return g.generateKeyPair();
    }

    private static ECPublicKeyParameters bcPublic(ECDomainParameters domain, Sm2PublicKey key) {
        return new ECPublicKeyParameters(domain.getCurve().decodePoint(key.encoded()), domain);
    }

    private static Sm2PrivateKey ours(Sm2Curve group, AsymmetricCipherKeyPair kp) throws Exception {
        BigInteger d = ((ECPrivateKeyParameters) kp.getPrivate()).getD();
        return Sm2PrivateKey.of(group, BigIntegers.asUnsignedByteArray(32, d));
    }

    private static byte[] encoded(AsymmetricCipherKeyPair kp) {
        return ((ECPublicKeyParameters) kp.getPublic()).getQ().getEncoded(false);
    }

    /** Plain ECDH (TLS 1.3's curveSM2): x(d*Q) agrees with Bouncy Castle's ECDHBasicAgreement both ways. */
    @ParameterizedTest
    @MethodSource("groups")
    void ecdhAgreesWithBouncyCastle(Sm2Curve group) throws Exception {
        SecureRandom random = new SecureRandom();
        ECDomainParameters domain = bcDomain(group);
        for (int i = 0; i < ROUNDS; i++) {
            AsymmetricCipherKeyPair a = bcKeyPair(domain, random);
            AsymmetricCipherKeyPair b = bcKeyPair(domain, random);
            org.bouncycastle.crypto.agreement.ECDHBasicAgreement bc = new org.bouncycastle.crypto.agreement.ECDHBasicAgreement();
            bc.init(a.getPrivate());
            byte[] expected = BigIntegers.asUnsignedByteArray(32, bc.calculateAgreement(b.getPublic()));
            assertArrayEquals(expected, Sm2Ecdh.sharedSecret(ours(group, a), Sm2PublicKey.of(group, encoded(b))));
            assertArrayEquals(expected, Sm2Ecdh.sharedSecret(ours(group, b), Sm2PublicKey.of(group, encoded(a))));
        }
        Sm2Curve other = group.equals(Sm2Curve.sm2p256v1()) ? ExampleCurve.curve() : Sm2Curve.sm2p256v1();
        assertThrows(java.security.InvalidKeyException.class, () -> Sm2Ecdh.sharedSecret(
                Sm2KeyPair.generate(group, random).privateKey(), Sm2KeyPair.generate(other, random).publicKey()));
    }

    @ParameterizedTest
    @MethodSource("groups")
    void signaturesCrossVerify(Sm2Curve group) throws Exception {
        SecureRandom random = new SecureRandom();
        ECDomainParameters domain = bcDomain(group);
        for (int i = 0; i < ROUNDS; i++) {
            byte[] msg = new byte[(i % 32) * 37];
            random.nextBytes(msg);
            Sm2UserId id = i % 2 == 0 ? ID : Sm2UserId.DEFAULT;

            Sm2PrivateKey key = Sm2KeyPair.generate(group, random).privateKey();
            byte[] ourSig = Sm2Signer.sign(key, id, msg, random);
            SM2Signer verifier = new SM2Signer(PlainDSAEncoding.INSTANCE);
            verifier.init(false, new ParametersWithID(bcPublic(domain, key.publicKey()), id.bytes()));
            verifier.update(msg, 0, msg.length);
            assertTrue(verifier.verifySignature(ourSig), "Bouncy Castle rejects our signature");

            AsymmetricCipherKeyPair bc = bcKeyPair(domain, random);
            SM2Signer signer = new SM2Signer(PlainDSAEncoding.INSTANCE);
            signer.init(true, new ParametersWithID(new ParametersWithRandom(bc.getPrivate(), random), id.bytes()));
            signer.update(msg, 0, msg.length);
            byte[] bcSig = signer.generateSignature();
            assertTrue(Sm2Signer.verify(Sm2PublicKey.of(group, encoded(bc)), id, msg, bcSig),
                    "we reject Bouncy Castle's signature");
            assertArrayEquals(encoded(bc), ours(group, bc).publicKey().encoded(), "public key from d");
        }
        DifferentialCases.report("SM2 signatures both ways, " + group.group().parameters().name(), ROUNDS);
    }

    /**
     * Each side decrypts the other's ciphertexts, in the standard order C1C3C2 and in the older
     * C1C2C3 that Bouncy Castle still defaults to.
     */
    @ParameterizedTest
    @MethodSource("groups")
    void ciphertextsCrossDecrypt(Sm2Curve group) throws Exception {
        SecureRandom random = new SecureRandom();
        ECDomainParameters domain = bcDomain(group);
        int[] lengths = {1, 31, 32, 33, 200};
        int cases = DifferentialCases.count(lengths.length);
        for (int i = 0; i < cases; i++) {
            byte[] msg = new byte[i < lengths.length ? lengths[i] : 1 + random.nextInt(300)];
            random.nextBytes(msg);
            boolean c3First = i % 2 == 0;
            SM2Engine.Mode mode = c3First ? SM2Engine.Mode.C1C3C2 : SM2Engine.Mode.C1C2C3;

            Sm2PrivateKey key = Sm2KeyPair.generate(group, random).privateKey();
            Sm2Ciphertext c = Sm2Encryption.encrypt(key.publicKey(), msg, random);
            byte[] raw = raw(c, c3First);
            SM2Engine bcDecrypt = new SM2Engine(mode);
            bcDecrypt.init(false, new ECPrivateKeyParameters(new BigInteger(1, key.d()), domain));
            assertArrayEquals(msg, bcDecrypt.processBlock(raw, 0, raw.length), "Bouncy Castle decrypts ours, " + mode);

            AsymmetricCipherKeyPair bc = bcKeyPair(domain, random);
            SM2Engine bcEncrypt = new SM2Engine(mode);
            bcEncrypt.init(true, new ParametersWithRandom(bc.getPublic(), random));
            byte[] bcRaw = bcEncrypt.processBlock(msg, 0, msg.length);
            assertEquals(65 + 32 + msg.length, bcRaw.length);
            assertEquals(4, bcRaw[0]);
            int c3At = c3First ? 65 : 65 + msg.length;
            int c2At = c3First ? 97 : 65;
            Sm2Ciphertext parsed = new Sm2Ciphertext(Arrays.copyOfRange(bcRaw, 1, 33), Arrays.copyOfRange(bcRaw, 33, 65),
                    Arrays.copyOfRange(bcRaw, c3At, c3At + 32), Arrays.copyOfRange(bcRaw, c2At, c2At + msg.length));
            assertArrayEquals(msg, Sm2Encryption.decrypt(ours(group, bc), parsed), "we decrypt Bouncy Castle's, " + mode);
        }
        DifferentialCases.report("SM2 encryption both ways, " + group.group().parameters().name(), cases);
    }

    @ParameterizedTest
    @MethodSource("groups")
    void keyExchangeWithConfirmationBothRoles(Sm2Curve group) throws Exception {
        SecureRandom random = new SecureRandom();
        ECDomainParameters domain = bcDomain(group);
        Sm2UserId ourId = Sm2UserId.utf8("alice@example.org");
        for (boolean weInitiate : new boolean[] {true, false}) {
            for (int keyLength : new int[] {16, 45}) {
                Sm2PrivateKey ourKey = Sm2KeyPair.generate(group, random).privateKey();
                AsymmetricCipherKeyPair bcStatic = bcKeyPair(domain, random);
                AsymmetricCipherKeyPair bcEphemeral = bcKeyPair(domain, random);
                Sm2PublicKey bcStaticOurs = Sm2PublicKey.of(group, encoded(bcStatic));

                Sm2KeyExchange us = weInitiate
                        ? Sm2KeyExchange.initiator(ourKey, ourId, bcStaticOurs, ID, random)
                        : Sm2KeyExchange.responder(ourKey, ourId, bcStaticOurs, ID, random);
                SM2KeyExchange bc = new SM2KeyExchange();
                bc.init(new ParametersWithID(new SM2KeyExchangePrivateParameters(!weInitiate,
                        (ECPrivateKeyParameters) bcStatic.getPrivate(), (ECPrivateKeyParameters) bcEphemeral.getPrivate()), ID.bytes()));
                ParametersWithID ourPublics = new ParametersWithID(new SM2KeyExchangePublicParameters(
                        bcPublic(domain, ourKey.publicKey()),
                        new ECPublicKeyParameters(domain.getCurve().decodePoint(us.ephemeralPublicKey()), domain)), ourId.bytes());
                Sm2KeyExchange.Result ours;
                byte[][] theirs;
                if (weInitiate) {
                    // Bouncy Castle as responder returns K, S_B and the S_A it expects.
                    theirs = bc.calculateKeyWithConfirmation(keyLength * 8, null, ourPublics);
                    ours = us.computeKey(encoded(bcEphemeral), keyLength);
                    ours.verifyPeerConfirmation(theirs[1]);
                    assertArrayEquals(theirs[2], ours.confirmation(), "S_A as Bouncy Castle expects it");
                } else {
                    ours = us.computeKey(encoded(bcEphemeral), keyLength);
                    // Bouncy Castle as initiator checks our S_B (throwing if wrong) and returns K and S_A.
                    theirs = bc.calculateKeyWithConfirmation(keyLength * 8, ours.confirmation(), ourPublics);
                    ours.verifyPeerConfirmation(theirs[1]);
                }
                assertArrayEquals(theirs[0], ours.key(), "shared key");
                Sm2KeyExchange.Result result = ours;
                byte[] wrong = theirs[1].clone();
                wrong[31] ^= 1;
                assertThrows(KeyException.class, () -> result.verifyPeerConfirmation(wrong));
            }
        }
    }

    /** 04 || x || y || C3 || C2, or 04 || x || y || C2 || C3, written out by the standards' layouts. */
    static byte[] raw(Sm2Ciphertext c, boolean c3First) {
        byte[] c2 = c.c2();
        byte[] out = new byte[97 + c2.length];
        out[0] = 4;
        System.arraycopy(c.c1x(), 0, out, 1, 32);
        System.arraycopy(c.c1y(), 0, out, 33, 32);
        System.arraycopy(c.c3(), 0, out, c3First ? 65 : 65 + c2.length, 32);
        System.arraycopy(c2, 0, out, c3First ? 97 : 65, c2.length);
        return out;
    }
}
