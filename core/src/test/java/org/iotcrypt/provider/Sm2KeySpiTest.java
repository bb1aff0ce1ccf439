package org.iotcrypt.provider;

import org.iotcrypt.jca.Sm2EcPrivateKey;
import org.iotcrypt.jca.Sm2EcPublicKey;
import org.iotcrypt.jca.Sm2Domain;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.math.BigInteger;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.InvalidParameterException;
import java.security.Key;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.Security;
import java.security.interfaces.ECPrivateKey;
import java.security.interfaces.ECPublicKey;
import java.security.spec.ECGenParameterSpec;
import java.security.spec.ECPoint;
import java.security.spec.ECPrivateKeySpec;
import java.security.spec.ECPublicKeySpec;
import java.security.spec.InvalidKeySpecException;
import java.security.spec.KeySpec;
import java.security.spec.PKCS8EncodedKeySpec;
import java.security.spec.RSAKeyGenParameterSpec;
import java.security.spec.X509EncodedKeySpec;
import java.util.Arrays;
import org.iotcrypt.internal.encoding.Hex;
import org.iotcrypt.vectors.VectorFile;
import org.junit.jupiter.api.Test;

/** KeyPairGenerator SM2 and KeyFactory SM2, against OpenSSL's encodings and Bouncy Castle's keys. */
class Sm2KeySpiTest {

    private static final VectorFile.Vector OPENSSL = VectorFile.load("openssl-evppkey-sm2.txt").get(0);

    @Test
    void generatesWithAndWithoutInitialize() throws Exception {
        KeyPairGenerator bare = KeyPairGenerator.getInstance("SM2", Fixtures.IOT);
        KeyPairGenerator sized = KeyPairGenerator.getInstance("SM2", Fixtures.IOT);
        sized.initialize(256, Sm2Fixtures.seeded(1));
        KeyPairGenerator named = KeyPairGenerator.getInstance("SM2", Fixtures.IOT);
        named.initialize(new ECGenParameterSpec("sm2p256v1"));
        KeyPairGenerator byOid = KeyPairGenerator.getInstance("SM2", Fixtures.IOT);
        byOid.initialize(new ECGenParameterSpec("1.2.156.10197.1.301"));
        KeyPairGenerator bySpec = KeyPairGenerator.getInstance("SM2", Fixtures.IOT);
        bySpec.initialize(Sm2Fixtures.bcParams());
        for (KeyPairGenerator g : new KeyPairGenerator[] {bare, sized, named, byOid, bySpec}) {
            KeyPair kp = g.generateKeyPair();
            assertMatchesBc(kp);
        }
        assertNotEquals(bare.generateKeyPair().getPublic(), bare.generateKeyPair().getPublic());
    }

    @Test
    void refusesOtherSizesAndCurves() throws Exception {
        KeyPairGenerator g = KeyPairGenerator.getInstance("SM2", Fixtures.IOT);
        assertThrows(InvalidParameterException.class, () -> g.initialize(255));
        assertThrows(InvalidParameterException.class, () -> g.initialize(384));
        assertThrows(InvalidAlgorithmParameterException.class, () -> g.initialize(new ECGenParameterSpec("secp256r1")));
        assertThrows(InvalidAlgorithmParameterException.class,
                () -> g.initialize(((ECPublicKey) Sm2Fixtures.p256().getPublic()).getParams()));
        assertThrows(InvalidAlgorithmParameterException.class,
                () -> g.initialize(new RSAKeyGenParameterSpec(2048, BigInteger.valueOf(65537))));
    }

    @Test
    void keysDescribeThemselves() throws Exception {
        KeyPair kp = Sm2Fixtures.ours();
        ECPublicKey pub = (ECPublicKey) kp.getPublic();
        ECPrivateKey priv = (ECPrivateKey) kp.getPrivate();
        assertEquals("SM2", pub.getAlgorithm());
        assertEquals("SM2", priv.getAlgorithm());
        assertEquals("X.509", pub.getFormat());
        assertEquals("PKCS#8", priv.getFormat());
        assertTrue(Sm2Domain.isSm2(pub.getParams()));
        assertEquals(Sm2Fixtures.bcParams().getCurve(), pub.getParams().getCurve());
        assertEquals(Sm2Fixtures.bcParams().getGenerator(), priv.getParams().getGenerator());
        assertEquals(Sm2Fixtures.N, priv.getParams().getOrder());
        String d = Hex.encode(Sm2Domain.toBytes32(priv.getS()));
        assertFalse(priv.toString().toLowerCase().contains(d), priv.toString());
        assertFalse(priv.toString().contains(priv.getS().toString()), priv.toString());
        assertFalse(priv.toString().contains(priv.getS().toString(16)), priv.toString());
    }

    @Test
    void readsAndWritesOpensslEncodingsByteForByte() throws Exception {
        KeyFactory kf = KeyFactory.getInstance("SM2", Fixtures.IOT);
        PrivateKey priv = kf.generatePrivate(new PKCS8EncodedKeySpec(OPENSSL.hex("pkcs8")));
        PublicKey pub = kf.generatePublic(new X509EncodedKeySpec(OPENSSL.hex("spki")));
        assertArrayEquals(OPENSSL.hex("pkcs8"), priv.getEncoded());
        assertArrayEquals(OPENSSL.hex("spki"), pub.getEncoded());
        assertEquals(new BigInteger(1, OPENSSL.hex("d")), ((ECPrivateKey) priv).getS());
        ECPublicKeySpec spec = kf.getKeySpec(pub, ECPublicKeySpec.class);
        assertArrayEquals(OPENSSL.hex("spki"), kf.generatePublic(spec).getEncoded());
    }

    @Test
    void movesKeysToAndFromBouncyCastle() throws Exception {
        KeyFactory ours = KeyFactory.getInstance("SM2", Fixtures.IOT);
        KeyFactory theirs = KeyFactory.getInstance("EC", Fixtures.BC);

        KeyPair bc = Sm2Fixtures.bc();
        PublicKey pub = ours.generatePublic(new X509EncodedKeySpec(bc.getPublic().getEncoded()));
        PrivateKey priv = ours.generatePrivate(new PKCS8EncodedKeySpec(bc.getPrivate().getEncoded()));
        assertEquals(((ECPublicKey) bc.getPublic()).getW(), ((ECPublicKey) pub).getW());
        assertEquals(((ECPrivateKey) bc.getPrivate()).getS(), ((ECPrivateKey) priv).getS());

        KeyPair mine = Sm2Fixtures.ours();
        ECPublicKey bcPub = (ECPublicKey) theirs.generatePublic(new X509EncodedKeySpec(mine.getPublic().getEncoded()));
        ECPrivateKey bcPriv = (ECPrivateKey) theirs.generatePrivate(new PKCS8EncodedKeySpec(mine.getPrivate().getEncoded()));
        assertEquals(((ECPublicKey) mine.getPublic()).getW(), bcPub.getW());
        assertEquals(((ECPrivateKey) mine.getPrivate()).getS(), bcPriv.getS());
        assertEquals(mine.getPublic(), bcPub);
    }

    @Test
    void translatesForeignKeys() throws Exception {
        KeyFactory kf = KeyFactory.getInstance("SM2", Fixtures.IOT);
        KeyPair bc = Sm2Fixtures.bc();
        Key pub = kf.translateKey(bc.getPublic());
        Key priv = kf.translateKey(bc.getPrivate());
        assertTrue(pub instanceof Sm2EcPublicKey);
        assertTrue(priv instanceof Sm2EcPrivateKey);
        assertEquals(((ECPublicKey) bc.getPublic()).getW(), ((ECPublicKey) pub).getW());
        assertEquals(((ECPrivateKey) bc.getPrivate()).getS(), ((ECPrivateKey) priv).getS());
        assertSame(pub, kf.translateKey(pub));

        // a key known only by its encoding, as an opaque key of some other provider would be
        PublicKey opaque = new OpaquePublicKey(bc.getPublic().getEncoded());
        assertEquals(pub, kf.translateKey(opaque));

        KeyPair p256 = Sm2Fixtures.p256();
        assertThrows(InvalidKeyException.class, () -> kf.translateKey(p256.getPublic()));
        assertThrows(InvalidKeyException.class, () -> kf.translateKey(p256.getPrivate()));
        assertThrows(InvalidKeyException.class, () -> kf.translateKey(new javax.crypto.spec.SecretKeySpec(new byte[16], "SM4")));
    }

    @Test
    void convertsBetweenJdkSpecs() throws Exception {
        KeyFactory kf = KeyFactory.getInstance("SM2", Fixtures.IOT);
        KeyPair kp = Sm2Fixtures.ours();
        ECPublicKeySpec pubSpec = kf.getKeySpec(kp.getPublic(), ECPublicKeySpec.class);
        ECPrivateKeySpec privSpec = kf.getKeySpec(kp.getPrivate(), ECPrivateKeySpec.class);
        assertEquals(kp.getPublic(), kf.generatePublic(pubSpec));
        assertEquals(kp.getPrivate(), kf.generatePrivate(privSpec));
        assertArrayEquals(kp.getPublic().getEncoded(), kf.getKeySpec(kp.getPublic(), X509EncodedKeySpec.class).getEncoded());
        assertArrayEquals(kp.getPrivate().getEncoded(), kf.getKeySpec(kp.getPrivate(), PKCS8EncodedKeySpec.class).getEncoded());
        assertTrue(kf.getKeySpec(kp.getPublic(), KeySpec.class) instanceof ECPublicKeySpec);
        assertThrows(InvalidKeySpecException.class, () -> kf.getKeySpec(kp.getPublic(), PKCS8EncodedKeySpec.class));
        assertThrows(InvalidKeySpecException.class, () -> kf.getKeySpec(kp.getPrivate(), ECPublicKeySpec.class));

        // Bouncy Castle's parameter object counts as sm2p256v1; P-256's does not
        ECPublicKeySpec withBcParams = new ECPublicKeySpec(pubSpec.getW(), Sm2Fixtures.bcParams());
        assertEquals(kp.getPublic(), kf.generatePublic(withBcParams));
        ECPublicKeySpec wrongCurve = new ECPublicKeySpec(pubSpec.getW(), ((ECPublicKey) Sm2Fixtures.p256().getPublic()).getParams());
        assertThrows(InvalidKeySpecException.class, () -> kf.generatePublic(wrongCurve));
        ECPrivateKeySpec wrongCurvePriv = new ECPrivateKeySpec(BigInteger.TEN, ((ECPublicKey) Sm2Fixtures.p256().getPublic()).getParams());
        assertThrows(InvalidKeySpecException.class, () -> kf.generatePrivate(wrongCurvePriv));
    }

    @Test
    void refusesInvalidKeys() throws Exception {
        KeyFactory kf = KeyFactory.getInstance("SM2", Fixtures.IOT);
        ECPoint g = Sm2Domain.PARAMS.getGenerator();
        ECPoint offCurve = new ECPoint(g.getAffineX(), g.getAffineY().add(BigInteger.ONE));
        assertThrows(InvalidKeySpecException.class, () -> kf.generatePublic(new ECPublicKeySpec(offCurve, Sm2Domain.PARAMS)));
        ECPoint tooBig = new ECPoint(g.getAffineX().add(BigInteger.ONE.shiftLeft(256)), g.getAffineY());
        assertThrows(InvalidKeySpecException.class, () -> kf.generatePublic(new ECPublicKeySpec(tooBig, Sm2Domain.PARAMS)));
        for (BigInteger d : new BigInteger[] {BigInteger.ZERO, Sm2Fixtures.N.subtract(BigInteger.ONE), Sm2Fixtures.N,
                BigInteger.ONE.shiftLeft(256)}) {
            assertThrows(InvalidKeySpecException.class, () -> kf.generatePrivate(new ECPrivateKeySpec(d, Sm2Domain.PARAMS)),
                    d.toString(16));
        }
        assertEquals(BigInteger.ONE, ((ECPrivateKey) kf.generatePrivate(new ECPrivateKeySpec(BigInteger.ONE, Sm2Domain.PARAMS))).getS());

        // raw key bytes and PEM are the format layer's business, not these specs'
        byte[] raw = Arrays.copyOfRange(OPENSSL.hex("spki"), 26, 91);
        assertThrows(InvalidKeySpecException.class, () -> kf.generatePublic(new X509EncodedKeySpec(raw)));
        assertThrows(InvalidKeySpecException.class, () -> kf.generatePrivate(new PKCS8EncodedKeySpec(OPENSSL.hex("d"))));
        assertThrows(InvalidKeySpecException.class, () -> kf.generatePublic(new X509EncodedKeySpec(OPENSSL.hex("pkcs8"))));
        assertThrows(InvalidKeySpecException.class, () -> kf.generatePrivate(new PKCS8EncodedKeySpec(OPENSSL.hex("spki"))));
        assertThrows(InvalidKeySpecException.class, () -> kf.generatePublic(new X509EncodedKeySpec(Sm2Fixtures.p256().getPublic().getEncoded())));
        assertThrows(InvalidKeySpecException.class, () -> kf.generatePrivate(new ECPublicKeySpec(g, Sm2Domain.PARAMS)));

        // a PKCS#8 whose embedded public point is not d*G
        byte[] mismatched = OPENSSL.hex("pkcs8");
        mismatched[mismatched.length - 1] ^= 1;
        assertThrows(InvalidKeySpecException.class, () -> kf.generatePrivate(new PKCS8EncodedKeySpec(mismatched)));
    }

    @Test
    void destroyWipesThePrivateKey() throws Exception {
        KeyPair kp = Sm2Fixtures.ours();
        PrivateKey priv = kp.getPrivate();
        assertFalse(priv.isDestroyed());
        priv.destroy();
        assertTrue(priv.isDestroyed());
        assertThrows(IllegalStateException.class, priv::getEncoded);
        assertThrows(IllegalStateException.class, ((ECPrivateKey) priv)::getS);
        assertThrows(InvalidKeyException.class, () -> java.security.Signature.getInstance("SM3withSM2", Fixtures.IOT).initSign(priv));
        assertFalse(priv.toString().isEmpty());
    }

    @Test
    void equalsNeverThrowsForADestroyedKey() throws Exception {
        KeyPair kp = Sm2Fixtures.ours();
        KeyFactory kf = KeyFactory.getInstance("SM2", Fixtures.IOT);
        PrivateKey copy = kf.generatePrivate(new PKCS8EncodedKeySpec(kp.getPrivate().getEncoded()));
        assertEquals(kp.getPrivate(), copy);
        copy.destroy();
        // equals must answer, not throw, whichever side was destroyed
        assertFalse(kp.getPrivate().equals(copy));
        assertFalse(copy.equals(kp.getPrivate()));
    }

    @Test
    void serializesThroughTheKeyFactory() throws Exception {
        KeyPair kp = Sm2Fixtures.ours();
        Security.addProvider(new IotCryptProvider());
        try {
            assertEquals(kp.getPublic(), roundTrip(kp.getPublic()));
            assertEquals(kp.getPrivate(), roundTrip(kp.getPrivate()));
        } finally {
            Security.removeProvider(IotCryptProvider.NAME);
        }
    }

    private static Object roundTrip(Object o) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(o);
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            return in.readObject();
        }
    }

    /** The same key as Bouncy Castle, parsed by Bouncy Castle from our encodings. */
    private static void assertMatchesBc(KeyPair kp) throws Exception {
        KeyFactory bc = KeyFactory.getInstance("EC", Fixtures.BC);
        ECPrivateKey bcPriv = (ECPrivateKey) bc.generatePrivate(new PKCS8EncodedKeySpec(kp.getPrivate().getEncoded()));
        ECPublicKey bcPub = (ECPublicKey) bc.generatePublic(new X509EncodedKeySpec(kp.getPublic().getEncoded()));
        assertEquals(((ECPrivateKey) kp.getPrivate()).getS(), bcPriv.getS());
        assertEquals(((ECPublicKey) kp.getPublic()).getW(), bcPub.getW());
        // Bouncy Castle derives d*G itself: our public key belongs to our private key
        org.bouncycastle.jce.spec.ECParameterSpec spec = ((org.bouncycastle.jce.interfaces.ECPrivateKey) bcPriv).getParameters();
        org.bouncycastle.math.ec.ECPoint q = spec.getG().multiply(bcPriv.getS()).normalize();
        assertEquals(bcPub.getW().getAffineX(), q.getAffineXCoord().toBigInteger());
        assertEquals(bcPub.getW().getAffineY(), q.getAffineYCoord().toBigInteger());
    }

    /** A public key that offers nothing but its X.509 encoding. */
    private static final class OpaquePublicKey implements PublicKey {
        private static final long serialVersionUID = 1L;
        private final byte[] encoded;

        OpaquePublicKey(byte[] encoded) {
            this.encoded = encoded.clone();
        }

        @Override
        public String getAlgorithm() {
            return "EC";
        }

        @Override
        public String getFormat() {
            return "X.509";
        }

        @Override
        public byte[] getEncoded() {
            return encoded.clone();
        }
    }
}
