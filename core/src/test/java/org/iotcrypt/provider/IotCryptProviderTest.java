package org.iotcrypt.provider;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.Security;
import java.security.Signature;
import java.util.Random;
import javax.crypto.Cipher;
import javax.crypto.KeyGenerator;
import javax.crypto.Mac;
import javax.crypto.NoSuchPaddingException;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.iotcrypt.internal.encoding.Hex;
import org.iotcrypt.testing.RandomBytes;
import org.junit.jupiter.api.Test;

class IotCryptProviderTest {

    /** GB/T 32905-2016, Appendix A.1: SM3("abc"). */
    private static final String SM3_ABC = "66c7f0f462eeedd9d1f2d46bdc10e4e24167c4875cf2f7a2297da02b8f4ba8e0";

    @Test
    void describesItself() {
        IotCryptProvider p = new IotCryptProvider();
        assertEquals("IotCrypt", p.getName());
        assertEquals("0.1", p.getVersionStr());
        for (String name : new String[] {"SM3", "HmacSM3", "SM4", "ECB", "CBC", "CTR", "GCM", "CCM"}) {
            assertTrue(p.getInfo().contains(name), "info names " + name + ": " + p.getInfo());
        }
        String[][] services = {{"MessageDigest", "SM3"}, {"Mac", "HmacSM3"}, {"KeyGenerator", "SM4"}, {"Cipher", "SM4"},
            {"AlgorithmParameters", "GCM"}, {"AlgorithmParameters", "CCM"}, {"AlgorithmParameters", "SM4"},
            {"KeyPairGenerator", "SM2"}, {"KeyFactory", "SM2"}, {"Signature", "SM3withSM2"}, {"Cipher", "SM2"},
            {"KeyAgreement", "SM2"}};
        for (String[] service : services) {
            assertNotNull(p.getService(service[0], service[1]), service[0] + " " + service[1]);
        }
    }

    @Test
    void sm3UnderItsOid() throws Exception {
        byte[] abc = "abc".getBytes(StandardCharsets.US_ASCII);
        for (String name : new String[] {"SM3", "1.2.156.10197.1.401", "OID.1.2.156.10197.1.401"}) {
            MessageDigest md = MessageDigest.getInstance(name, Fixtures.IOT);
            assertEquals(SM3_ABC, Hex.encode(md.digest(abc)), name);
        }
    }

    @Test
    void hmacUnderItsAlias() throws Exception {
        SecretKeySpec key = new SecretKeySpec(new byte[] {1, 2, 3}, "HmacSM3");
        byte[] data = {4, 5, 6};
        Mac ours = Mac.getInstance("HMAC-SM3", Fixtures.IOT);
        ours.init(key);
        Mac theirs = Mac.getInstance("HMACSM3", Fixtures.BC);
        theirs.init(key);
        assertArrayEquals(theirs.doFinal(data), ours.doFinal(data));
    }

    @Test
    void worksWhenRegistered() throws Exception {
        Security.addProvider(new IotCryptProvider());
        try {
            MessageDigest md = MessageDigest.getInstance("SM3", "IotCrypt");
            assertEquals("IotCrypt", md.getProvider().getName());
            assertEquals(SM3_ABC, Hex.encode(md.digest("abc".getBytes(StandardCharsets.US_ASCII))));
            assertEquals("IotCrypt", MessageDigest.getInstance("1.2.156.10197.1.401", "IotCrypt")
                    .getProvider().getName());
            KeyGenerator kg = KeyGenerator.getInstance("SM4", "IotCrypt");
            Cipher c = Cipher.getInstance("SM4/GCM/NoPadding", "IotCrypt");
            c.init(Cipher.ENCRYPT_MODE, kg.generateKey(), new GCMParameterSpec(128, new byte[12]));
            assertEquals(16 + 5, c.doFinal(new byte[5]).length);
            assertEquals("IotCrypt", Mac.getInstance("HmacSM3", "IotCrypt").getProvider().getName());

            // without a provider name, the JCA's delayed selection must find and accept us
            assertEquals("IotCrypt", MessageDigest.getInstance("SM3").getProvider().getName());
            Cipher any = Cipher.getInstance("SM4/CCM/NoPadding");
            any.init(Cipher.ENCRYPT_MODE, kg.generateKey());
            assertEquals("IotCrypt", any.getProvider().getName());
            Mac anyMac = Mac.getInstance("HmacSM3");
            anyMac.init(new SecretKeySpec(new byte[20], "HmacSM3"));
            assertEquals("IotCrypt", anyMac.getProvider().getName());
        } finally {
            Security.removeProvider("IotCrypt");
        }
    }

    @Test
    void sm2WorksWhenRegistered() throws Exception {
        Security.addProvider(new IotCryptProvider());
        try {
            KeyPair kp = KeyPairGenerator.getInstance("SM2", "IotCrypt").generateKeyPair();
            // no provider named: the JCA's delayed selection must pick us for these keys
            Signature signer = Signature.getInstance("SM3withSM2");
            signer.initSign(kp.getPrivate());
            assertEquals("IotCrypt", signer.getProvider().getName());
            signer.update(new byte[3]);
            Signature verifier = Signature.getInstance("1.2.156.10197.1.501");
            verifier.initVerify(kp.getPublic());
            verifier.update(new byte[3]);
            assertTrue(verifier.verify(signer.sign()));
            Cipher enc = Cipher.getInstance("SM2/C1C2C3/NoPadding");
            enc.init(Cipher.ENCRYPT_MODE, kp.getPublic());
            assertEquals("IotCrypt", enc.getProvider().getName());
            Cipher dec = Cipher.getInstance("SM2/C1C2C3/NoPadding");
            dec.init(Cipher.DECRYPT_MODE, kp.getPrivate());
            assertArrayEquals(new byte[5], dec.doFinal(enc.doFinal(new byte[5])));
            assertEquals("IotCrypt", KeyFactory.getInstance("SM2").getProvider().getName());
        } finally {
            Security.removeProvider("IotCrypt");
        }
    }

    @Test
    void paddingOnlyWhereItMakesSense() throws Exception {
        for (String mode : new String[] {"CTR", "GCM", "CCM"}) {
            assertThrows(NoSuchPaddingException.class,
                    () -> Cipher.getInstance("SM4/" + mode + "/PKCS5Padding", Fixtures.IOT), mode);
            assertThrows(NoSuchPaddingException.class,
                    () -> Cipher.getInstance("SM4/" + mode + "/PKCS7Padding", Fixtures.IOT), mode);
            assertNotNull(Cipher.getInstance("SM4/" + mode + "/NoPadding", Fixtures.IOT));
        }
        for (String mode : new String[] {"ECB", "CBC"}) {
            for (String padding : new String[] {"NoPadding", "PKCS5Padding", "PKCS7Padding"}) {
                assertNotNull(Cipher.getInstance("SM4/" + mode + "/" + padding, Fixtures.IOT));
            }
        }
        assertThrows(NoSuchPaddingException.class, () -> Cipher.getInstance("SM4/CBC/ISO10126Padding", Fixtures.IOT));
        assertThrows(NoSuchAlgorithmException.class, () -> Cipher.getInstance("SM4/XTS/NoPadding", Fixtures.IOT));
        assertThrows(NoSuchAlgorithmException.class, () -> Cipher.getInstance("AES/GCM/NoPadding", Fixtures.IOT));
    }

    @Test
    void bareSm4IsEcbWithPkcs5Padding() throws Exception {
        Random rnd = new Random(1);
        SecretKeySpec key = Fixtures.sm4Key(rnd);
        byte[] msg = RandomBytes.of(rnd, 37);
        Cipher bare = Cipher.getInstance("SM4", Fixtures.IOT);
        bare.init(Cipher.ENCRYPT_MODE, key);
        Cipher bc = Cipher.getInstance("SM4/ECB/PKCS5Padding", Fixtures.BC);
        bc.init(Cipher.ENCRYPT_MODE, key);
        assertArrayEquals(bc.doFinal(msg), bare.doFinal(msg));
        Cipher pkcs7 = Cipher.getInstance("SM4/ECB/PKCS7Padding", Fixtures.IOT);
        pkcs7.init(Cipher.ENCRYPT_MODE, key);
        assertArrayEquals(bc.doFinal(msg), pkcs7.doFinal(msg));
    }
}
