package org.iotcrypt.pkix;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.security.Provider;
import org.bouncycastle.asn1.ASN1OctetString;
import org.bouncycastle.asn1.pkcs.PBES2Parameters;
import org.bouncycastle.asn1.pkcs.PBKDF2Params;
import org.bouncycastle.jcajce.spec.PBKDF2KeySpec;
import org.bouncycastle.jce.provider.BouncyCastleProvider;

/**
 * PBES2 with PBKDF2-HMAC-SM3 and SM4-CBC, which neither OpenSSL 3.0 (no HMAC-SM3 PRF OID) nor
 * Bouncy Castle's key stores read whole, decrypted with Bouncy Castle's parts: its ASN.1
 * classes, its PBKDF2 with the HMAC-SM3 PRF and its SM4.
 */
final class BouncyCastlePbes2 {

    private static final Provider BC = new BouncyCastleProvider();

    private BouncyCastlePbes2() {
    }

    /** Decrypts; the parameters must name SM4-CBC and HMAC-SM3. */
    static byte[] decryptSm4(byte[] pbes2Parameters, byte[] ciphertext, char[] password) throws Exception {
        PBES2Parameters alg = PBES2Parameters.getInstance(pbes2Parameters);
        assertEquals("1.2.156.10197.1.104.2", alg.getEncryptionScheme().getAlgorithm().getId());
        PBKDF2Params kdf = PBKDF2Params.getInstance(alg.getKeyDerivationFunc().getParameters());
        assertEquals("1.2.156.10197.1.401.2", kdf.getPrf().getAlgorithm().getId());
        javax.crypto.SecretKey key = javax.crypto.SecretKeyFactory.getInstance(alg.getKeyDerivationFunc().getAlgorithm().getId(), BC)
                .generateSecret(new PBKDF2KeySpec(password, kdf.getSalt(), kdf.getIterationCount().intValueExact(), 128, kdf.getPrf()));
        javax.crypto.Cipher sm4 = javax.crypto.Cipher.getInstance("SM4/CBC/PKCS5Padding", BC);
        sm4.init(javax.crypto.Cipher.DECRYPT_MODE, new javax.crypto.spec.SecretKeySpec(key.getEncoded(), "SM4"),
                new javax.crypto.spec.IvParameterSpec(ASN1OctetString.getInstance(alg.getEncryptionScheme().getParameters()).getOctets()));
        return sm4.doFinal(ciphertext);
    }

}
