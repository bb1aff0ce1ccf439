package org.iotcrypt.provider;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.PublicKey;
import java.security.spec.InvalidKeySpecException;
import java.security.spec.X509EncodedKeySpec;
import java.util.Arrays;
import java.util.stream.Stream;
import javax.crypto.AEADBadTagException;
import javax.crypto.BadPaddingException;
import javax.crypto.Cipher;
import javax.crypto.IllegalBlockSizeException;
import javax.crypto.KeyAgreement;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.iotcrypt.provider.Sm2KeyExchangeParameterSpec.Role;
import org.iotcrypt.testing.FuzzSeeds;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Fuzz targets for the JCA entries that decrypt or take a peer's key (issue 12, point 11):
 * SM4-GCM and SM4-CCM through {@code Cipher} with any tag and nonce length (those outside the
 * allowed ranges must be refused at init, with InvalidAlgorithmParameterException), CBC with
 * PKCS#5 padding on arbitrary ciphertext, and {@code KeyAgreement SM2} with a hostile peer key.
 */
class ProviderFuzzTest {

    private static final KeyPair OWN = keyPair();
    private static final KeyPair OWN_EPHEMERAL = keyPair();
    private static final KeyPair PEER = keyPair();

    @FuzzTest(maxDuration = "10m", maxExecutions = 1_000_000)
    void jcaAeadOpen(FuzzedDataProvider data) throws Exception {
        boolean gcm = data.consumeBoolean();
        int tagBits = 8 * data.consumeInt(0, 17);
        byte[] nonce = data.consumeBytes(data.consumeInt(0, 20));
        SecretKeySpec key = new SecretKeySpec(Arrays.copyOf(data.consumeBytes(16), 16), "SM4");
        boolean allowed = gcm ? tagBits >= 96 && tagBits <= 128 && nonce.length >= 1
                : tagBits >= 32 && tagBits <= 128 && tagBits % 16 == 0 && nonce.length >= 7 && nonce.length <= 13;
        Cipher enc = Cipher.getInstance(gcm ? "SM4/GCM/NoPadding" : "SM4/CCM/NoPadding", Fixtures.IOT);
        try {
            enc.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(tagBits, nonce));
        } catch (InvalidAlgorithmParameterException refused) {
            if (allowed) {
                throw refused;
            }
            return;
        }
        if (!allowed) {
            fail("tag " + tagBits + " bits, nonce " + nonce.length + " bytes should be refused");
        }
        byte[] aad = data.consumeBytes(data.consumeInt(0, 64));
        byte[] plaintext = data.consumeBytes(data.consumeInt(0, 200));
        enc.updateAAD(aad);
        byte[] sealed = enc.doFinal(plaintext);
        byte[] changed = sealed.clone();
        if (data.consumeBoolean() && changed.length > 0) {
            changed[data.consumeInt(0, changed.length - 1)] ^= (byte) (1 << data.consumeInt(0, 7));
        }
        Cipher dec = Cipher.getInstance(gcm ? "SM4/GCM/NoPadding" : "SM4/CCM/NoPadding", Fixtures.IOT);
        dec.init(Cipher.DECRYPT_MODE, key, new GCMParameterSpec(tagBits, nonce));
        dec.updateAAD(aad);
        byte[] opened;
        try {
            opened = dec.doFinal(changed);
        } catch (AEADBadTagException refused) {
            if (Arrays.equals(changed, sealed)) {
                fail("an untouched message was refused");
            }
            return;
        }
        assertArrayEquals(sealed, changed, "a changed message opened");
        assertArrayEquals(plaintext, opened);
    }

    /** Any ciphertext: refused with the documented exceptions, or decrypted to what encrypts back to it. */
    @FuzzTest(maxDuration = "10m", maxExecutions = 1_000_000)
    void cbcPkcs5Decrypt(FuzzedDataProvider data) throws Exception {
        SecretKeySpec key = new SecretKeySpec(Arrays.copyOf(data.consumeBytes(16), 16), "SM4");
        IvParameterSpec iv = new IvParameterSpec(Arrays.copyOf(data.consumeBytes(16), 16));
        byte[] ciphertext = data.consumeRemainingAsBytes();
        Cipher dec = Cipher.getInstance("SM4/CBC/PKCS5Padding", Fixtures.IOT);
        dec.init(Cipher.DECRYPT_MODE, key, iv);
        byte[] plaintext;
        try {
            plaintext = dec.doFinal(ciphertext);
        } catch (BadPaddingException | IllegalBlockSizeException refused) {
            return;
        }
        Cipher enc = Cipher.getInstance("SM4/CBC/PKCS5Padding", Fixtures.IOT);
        enc.init(Cipher.ENCRYPT_MODE, key, iv);
        assertArrayEquals(ciphertext, enc.doFinal(plaintext), "CBC decryption and encryption are inverses");
    }

    static Stream<Arguments> keyAgreementHostilePeer() {
        return FuzzSeeds.resources("/vectors/openssl-sm2/pub.der", "/vectors/openssl-sm2/pub-compressed.der");
    }

    /**
     * The peer's ephemeral key as the peer sends it (X.509 SPKI bytes): decoding refuses it with
     * InvalidKeySpecException, doPhase with InvalidKeyException, or the exchange yields a key.
     */
    @MethodSource
    @FuzzTest(maxDuration = "10m", maxExecutions = 1_000_000)
    void keyAgreementHostilePeer(byte[] spki) throws Exception {
        PublicKey peerEphemeral;
        try {
            peerEphemeral = KeyFactory.getInstance("SM2", Fixtures.IOT).generatePublic(new X509EncodedKeySpec(spki));
        } catch (InvalidKeySpecException refused) {
            return;
        }
        KeyAgreement a = KeyAgreement.getInstance("SM2", Fixtures.IOT);
        a.init(OWN.getPrivate(), new Sm2KeyExchangeParameterSpec(Role.INITIATOR, OWN_EPHEMERAL.getPrivate(),
                PEER.getPublic(), 16));
        try {
            a.doPhase(peerEphemeral, true);
        } catch (InvalidKeyException refused) {
            return;
        }
        assertEquals(16, a.generateSecret().length);
    }

    private static KeyPair keyPair() {
        try {
            return Sm2Fixtures.ours();
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }
}
