package org.iotcrypt.provider;

import org.iotcrypt.jca.Sm2EcPrivateKey;
import org.iotcrypt.jca.Sm2EcPublicKey;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.SecureRandom;
import java.security.spec.X509EncodedKeySpec;
import java.util.Arrays;
import javax.crypto.KeyAgreement;
import javax.crypto.ShortBufferException;
import javax.crypto.spec.IvParameterSpec;
import org.bouncycastle.crypto.agreement.SM2KeyExchange;
import org.bouncycastle.crypto.params.ECPrivateKeyParameters;
import org.bouncycastle.crypto.params.ECPublicKeyParameters;
import org.bouncycastle.crypto.params.ParametersWithID;
import org.bouncycastle.crypto.params.SM2KeyExchangePrivateParameters;
import org.bouncycastle.crypto.params.SM2KeyExchangePublicParameters;
import org.bouncycastle.jcajce.provider.asymmetric.util.ECUtil;
import org.iotcrypt.internal.encoding.Hex;
import org.iotcrypt.provider.Sm2KeyExchangeParameterSpec.Role;
import org.iotcrypt.sm2.Sm2Curve;
import org.iotcrypt.sm2.Sm2KeyExchange;
import org.iotcrypt.sm2.Sm2PrivateKey;
import org.iotcrypt.sm2.Sm2PublicKey;
import org.iotcrypt.sm2.Sm2UserId;
import org.iotcrypt.sm2.format.Sm2KeyEncoding;
import org.junit.jupiter.api.Test;

/**
 * KeyAgreement SM2 (GB/T 32918.3) between two of our parties and against Bouncy Castle's
 * lightweight {@code SM2KeyExchange}. (Bouncy Castle's JCA {@code KeyAgreement SM2} is not used:
 * it expects its own composite key class in {@code init}, so it only works with its own keys.)
 */
class Sm2KeyAgreementSpiTest {

    private static final byte[] ID_A = "ALICE123@YAHOO.COM".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] ID_B = "BILL456@YAHOO.COM".getBytes(StandardCharsets.US_ASCII);

    /** Static and ephemeral key pairs of both parties. */
    private static final class Parties {
        final KeyPair aStatic = pair();
        final KeyPair aEphemeral = pair();
        final KeyPair bStatic = pair();
        final KeyPair bEphemeral = pair();

        private static KeyPair pair() {
            try {
                return Sm2Fixtures.ours();
            } catch (Exception e) {
                throw new AssertionError(e);
            }
        }
    }

    @Test
    void bothSidesAgreeAndConfirm() throws Exception {
        Parties p = new Parties();
        Sm2SharedKey kb = responder(p, 16);
        Sm2SharedKey ka = initiator(p, 16);
        assertEquals(16, ka.getEncoded().length);
        assertArrayEquals(ka.getEncoded(), kb.getEncoded());
        assertEquals("SM4", ka.getAlgorithm());
        assertTrue(ka.verifyPeerConfirmation(kb.getConfirmation()), "A checks S_B");
        assertTrue(kb.verifyPeerConfirmation(ka.getConfirmation()), "B checks S_A");
        assertFalse(ka.verifyPeerConfirmation(ka.getConfirmation()), "S_A is not S_B");
        byte[] wrong = kb.getConfirmation();
        wrong[0] ^= 1;
        assertFalse(ka.verifyPeerConfirmation(wrong));
        assertFalse(ka.verifyPeerConfirmation(null));
        assertFalse(ka.toString().contains(Hex.encode(ka.getEncoded())));
        ka.destroy();
        assertTrue(ka.isDestroyed());
        assertThrows(IllegalStateException.class, ka::getEncoded);
    }

    @Test
    void matchesBouncyCastleInBothRoles() throws Exception {
        for (int len : new int[] {1, 16, 32, 33, 100}) {
            Parties p = new Parties();
            // we are A, Bouncy Castle is B
            SM2KeyExchange bcB = new SM2KeyExchange();
            bcB.init(new ParametersWithID(new SM2KeyExchangePrivateParameters(false,
                    priv(p.bStatic.getPrivate()), priv(p.bEphemeral.getPrivate())), ID_B));
            byte[][] bOut = bcB.calculateKeyWithConfirmation(8 * len, null, new ParametersWithID(
                    new SM2KeyExchangePublicParameters(pub(p.aStatic.getPublic()), pub(p.aEphemeral.getPublic())), ID_A));
            Sm2SharedKey ka = initiator(p, len);
            assertArrayEquals(bOut[0], ka.getEncoded(), "K_A = K_B, " + len + " bytes");
            assertTrue(ka.verifyPeerConfirmation(bOut[1]), "Bouncy Castle's S_B");
            assertArrayEquals(bOut[2], ka.getConfirmation(), "our S_A is what Bouncy Castle expects");

            // Bouncy Castle is A, we are B
            Sm2SharedKey kb = responder(p, len);
            SM2KeyExchange bcA = new SM2KeyExchange();
            bcA.init(new ParametersWithID(new SM2KeyExchangePrivateParameters(true,
                    priv(p.aStatic.getPrivate()), priv(p.aEphemeral.getPrivate())), ID_A));
            byte[][] aOut = bcA.calculateKeyWithConfirmation(8 * len, kb.getConfirmation(), new ParametersWithID(
                    new SM2KeyExchangePublicParameters(pub(p.bStatic.getPublic()), pub(p.bEphemeral.getPublic())), ID_B));
            assertArrayEquals(aOut[0], kb.getEncoded());
            assertTrue(kb.verifyPeerConfirmation(aOut[1]), "Bouncy Castle's S_A");
        }
    }

    @Test
    void matchesTheProtocolLayersKeyExchange() throws Exception {
        Parties p = new Parties();
        KeyFactory kf = KeyFactory.getInstance("SM2", Fixtures.IOT);
        Sm2PrivateKey aStatic = ((Sm2EcPrivateKey) kf.translateKey(p.aStatic.getPrivate())).key();
        Sm2PublicKey bStatic = ((Sm2EcPublicKey) kf.translateKey(p.bStatic.getPublic())).key();
        Sm2KeyExchange a = Sm2KeyExchange.initiator(aStatic, Sm2UserId.of(ID_A), bStatic, Sm2UserId.of(ID_B), new SecureRandom());
        PublicKey rA = kf.generatePublic(new X509EncodedKeySpec(Sm2KeyEncoding.encodeSpki(
                Sm2PublicKey.of(Sm2Curve.sm2p256v1(), a.ephemeralPublicKey()))));

        KeyAgreement b = KeyAgreement.getInstance("SM2", Fixtures.IOT);
        b.init(p.bStatic.getPrivate(), new Sm2KeyExchangeParameterSpec(Role.RESPONDER, p.bEphemeral.getPrivate(), ID_B,
                p.aStatic.getPublic(), ID_A, 20));
        b.doPhase(rA, true);
        Sm2SharedKey kb = (Sm2SharedKey) b.generateSecret("HmacSM3");

        byte[] rB = ((Sm2EcPublicKey) p.bEphemeral.getPublic()).key().encoded();
        Sm2KeyExchange.Result ka = a.computeKey(rB, 20);
        assertArrayEquals(ka.key(), kb.getEncoded());
        ka.verifyPeerConfirmation(kb.getConfirmation());
        assertTrue(kb.verifyPeerConfirmation(ka.confirmation()));
    }

    @Test
    void defaultIdsAndBareSecret() throws Exception {
        Parties p = new Parties();
        KeyAgreement a = KeyAgreement.getInstance("SM2", Fixtures.IOT);
        a.init(p.aStatic.getPrivate(), new Sm2KeyExchangeParameterSpec(Role.INITIATOR,
                p.aEphemeral.getPrivate(), p.bStatic.getPublic(), 24));
        a.doPhase(p.bEphemeral.getPublic(), true);
        byte[] ka = a.generateSecret();

        SM2KeyExchange bcB = new SM2KeyExchange();
        byte[] defaultId = "1234567812345678".getBytes(StandardCharsets.US_ASCII);
        bcB.init(new ParametersWithID(new SM2KeyExchangePrivateParameters(false,
                priv(p.bStatic.getPrivate()), priv(p.bEphemeral.getPrivate())), defaultId));
        byte[] kb = bcB.calculateKey(8 * 24, new ParametersWithID(
                new SM2KeyExchangePublicParameters(pub(p.aStatic.getPublic()), pub(p.aEphemeral.getPublic())), defaultId));
        assertArrayEquals(kb, ka);

        // generateSecret into an array, on a second agreement with the same parties and keys
        KeyAgreement again = KeyAgreement.getInstance("SM2", Fixtures.IOT);
        again.init(p.aStatic.getPrivate(), new Sm2KeyExchangeParameterSpec(Role.INITIATOR,
                p.aEphemeral.getPrivate(), p.bStatic.getPublic(), 24));
        again.doPhase(p.bEphemeral.getPublic(), true);
        assertThrows(ShortBufferException.class, () -> again.generateSecret(new byte[30], 7));
        byte[] out = new byte[30];
        assertEquals(24, again.generateSecret(out, 6));
        assertArrayEquals(ka, Arrays.copyOfRange(out, 6, 30));
        assertThrows(IllegalStateException.class, again::generateSecret, "one doPhase, one secret");
    }

    /**
     * Issue 12, fix 2: one init used to allow doPhase(R1), generateSecret, doPhase(R2),
     * generateSecret, two secrets from one ephemeral r. Now the second exchange needs a new init
     * with a new ephemeral key.
     */
    @Test
    void anEphemeralKeyServesOneExchange() throws Exception {
        Parties p = new Parties();
        KeyPair otherPeerEphemeral = Sm2Fixtures.ours();
        Sm2KeyExchangeParameterSpec spec = new Sm2KeyExchangeParameterSpec(Role.INITIATOR,
                p.aEphemeral.getPrivate(), p.bStatic.getPublic(), 16);
        KeyAgreement a = KeyAgreement.getInstance("SM2", Fixtures.IOT);
        a.init(p.aStatic.getPrivate(), spec);
        // a refused peer key does not use r: the exchange can still run
        assertThrows(InvalidKeyException.class, () -> a.doPhase(Sm2Fixtures.p256().getPublic(), true));
        a.doPhase(p.bEphemeral.getPublic(), true);
        assertEquals(16, a.generateSecret().length);

        IllegalStateException second = assertThrows(IllegalStateException.class,
                () -> a.doPhase(otherPeerEphemeral.getPublic(), true));
        assertTrue(second.getMessage().contains("init again"), second.getMessage());
        assertThrows(IllegalStateException.class, () -> a.doPhase(p.bEphemeral.getPublic(), true));
        assertThrows(IllegalStateException.class, a::generateSecret);

        // the same ephemeral key again through a new init is refused too
        InvalidAlgorithmParameterException reused = assertThrows(InvalidAlgorithmParameterException.class,
                () -> a.init(p.aStatic.getPrivate(), spec));
        assertTrue(reused.getMessage().contains("new ephemeral key"), reused.getMessage());

        // a fresh ephemeral key runs a fresh exchange, also after a doPhase that threw
        KeyPair freshEphemeral = Sm2Fixtures.ours();
        a.init(p.aStatic.getPrivate(), new Sm2KeyExchangeParameterSpec(Role.INITIATOR,
                freshEphemeral.getPrivate(), p.bStatic.getPublic(), 16));
        a.doPhase(otherPeerEphemeral.getPublic(), true);
        assertEquals(16, a.generateSecret().length);
        assertThrows(IllegalStateException.class, () -> a.doPhase(otherPeerEphemeral.getPublic(), true));
    }

    @Test
    void acceptsBouncyCastleKeys() throws Exception {
        KeyPair aStatic = Sm2Fixtures.bc();
        KeyPair aEphemeral = Sm2Fixtures.bc();
        Parties p = new Parties();
        KeyAgreement a = KeyAgreement.getInstance("SM2", Fixtures.IOT);
        a.init(aStatic.getPrivate(), new Sm2KeyExchangeParameterSpec(Role.INITIATOR, aEphemeral.getPrivate(), ID_A,
                p.bStatic.getPublic(), ID_B, 16));
        a.doPhase(p.bEphemeral.getPublic(), true);
        KeyAgreement b = KeyAgreement.getInstance("SM2", Fixtures.IOT);
        b.init(p.bStatic.getPrivate(), new Sm2KeyExchangeParameterSpec(Role.RESPONDER, p.bEphemeral.getPrivate(), ID_B,
                aStatic.getPublic(), ID_A, 16));
        b.doPhase(aEphemeral.getPublic(), true);
        assertArrayEquals(a.generateSecret(), b.generateSecret());
    }

    @Test
    void misuseGetsTheDocumentedExceptions() throws Exception {
        Parties p = new Parties();
        KeyPair p256 = Sm2Fixtures.p256();
        KeyAgreement a = KeyAgreement.getInstance("SM2", Fixtures.IOT);
        Sm2KeyExchangeParameterSpec spec = new Sm2KeyExchangeParameterSpec(Role.INITIATOR,
                p.aEphemeral.getPrivate(), p.bStatic.getPublic(), 16);
        assertThrows(InvalidKeyException.class, () -> a.init(p.aStatic.getPrivate()));
        assertThrows(InvalidKeyException.class, () -> a.init(p256.getPrivate(), spec));
        assertThrows(InvalidAlgorithmParameterException.class, () -> a.init(p.aStatic.getPrivate(),
                new IvParameterSpec(new byte[16])));
        assertThrows(InvalidAlgorithmParameterException.class, () -> a.init(p.aStatic.getPrivate(),
                new Sm2KeyExchangeParameterSpec(Role.INITIATOR, p256.getPrivate(), p.bStatic.getPublic(), 16)));
        assertThrows(InvalidAlgorithmParameterException.class, () -> a.init(p.aStatic.getPrivate(),
                new Sm2KeyExchangeParameterSpec(Role.INITIATOR, p.aEphemeral.getPrivate(), p256.getPublic(), 16)));
        assertThrows(IllegalStateException.class, () -> a.doPhase(p.bEphemeral.getPublic(), true));
        a.init(p.aStatic.getPrivate(), spec);
        assertThrows(IllegalStateException.class, a::generateSecret);
        assertThrows(IllegalStateException.class, () -> a.doPhase(p.bEphemeral.getPublic(), false));
        assertThrows(InvalidKeyException.class, () -> a.doPhase(p256.getPublic(), true));
        assertThrows(InvalidKeyException.class, () -> a.doPhase(p.bEphemeral.getPrivate(), true));
        a.doPhase(p.bEphemeral.getPublic(), true);
        assertEquals(16, a.generateSecret().length);

        assertThrows(IllegalArgumentException.class, () -> new Sm2KeyExchangeParameterSpec(Role.INITIATOR,
                p.aEphemeral.getPrivate(), p.bStatic.getPublic(), 0));
        assertThrows(IllegalArgumentException.class, () -> new Sm2KeyExchangeParameterSpec(Role.INITIATOR,
                p.aEphemeral.getPrivate(), new byte[8192], p.bStatic.getPublic(), ID_B, 16));
        assertThrows(NullPointerException.class, () -> new Sm2KeyExchangeParameterSpec(null,
                p.aEphemeral.getPrivate(), p.bStatic.getPublic(), 16));
    }

    private static Sm2SharedKey initiator(Parties p, int len) throws Exception {
        return agree(Role.INITIATOR, p.aStatic, p.aEphemeral, ID_A, p.bStatic, p.bEphemeral, ID_B, len);
    }

    private static Sm2SharedKey responder(Parties p, int len) throws Exception {
        return agree(Role.RESPONDER, p.bStatic, p.bEphemeral, ID_B, p.aStatic, p.aEphemeral, ID_A, len);
    }

    /** One side's KeyAgreement SM2: init with its static key and spec, doPhase with the peer's ephemeral key. */
    private static Sm2SharedKey agree(Role role, KeyPair own, KeyPair ownEphemeral, byte[] ownId, KeyPair peer,
            KeyPair peerEphemeral, byte[] peerId, int len) throws Exception {
        KeyAgreement k = KeyAgreement.getInstance("SM2", Fixtures.IOT);
        k.init(own.getPrivate(), new Sm2KeyExchangeParameterSpec(role, ownEphemeral.getPrivate(), ownId,
                peer.getPublic(), peerId, len));
        k.doPhase(peerEphemeral.getPublic(), true);
        return (Sm2SharedKey) k.generateSecret("SM4");
    }

    private static ECPrivateKeyParameters priv(PrivateKey k) throws Exception {
        return (ECPrivateKeyParameters) ECUtil.generatePrivateKeyParameter(k);
    }

    private static ECPublicKeyParameters pub(PublicKey k) throws Exception {
        return (ECPublicKeyParameters) ECUtil.generatePublicKeyParameter(k);
    }
}
