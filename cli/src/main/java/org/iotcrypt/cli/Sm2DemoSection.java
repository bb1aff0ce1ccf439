package org.iotcrypt.cli;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Arrays;
import javax.crypto.BadPaddingException;
import org.iotcrypt.sm2.Sm2Ciphertext;
import org.iotcrypt.sm2.Sm2Curve;
import org.iotcrypt.sm2.Sm2Encryption;
import org.iotcrypt.sm2.Sm2KeyPair;
import org.iotcrypt.sm2.Sm2PrivateKey;
import org.iotcrypt.sm2.Sm2PublicKey;
import org.iotcrypt.sm2.Sm2Signer;
import org.iotcrypt.sm2.Sm2UserId;
import org.iotcrypt.sm2.format.Sm2SignatureEncoding;

/**
 * The demo's SM2 part. Signing and encrypting are randomised, so their published examples (made
 * with a fixed k) cannot be recomputed through the public API; what can be is shown instead: the
 * published signature verifies, the published ciphertext decrypts to the published message, and
 * on sm2p256v1 a fresh key pair signs, verifies, encrypts and decrypts, with forgeries refused.
 */
final class Sm2DemoSection {

    private static final byte[] MESSAGE = "iotcrypt demo".getBytes(StandardCharsets.US_ASCII);

    private Sm2DemoSection() {
    }

    static boolean run(DemoPrinter page) throws GeneralSecurityException {
        boolean ok = publishedSignature(page);
        ok &= publishedCiphertext(page);
        return ok & freshKeyPair(page, Sm2KeyPair.generate(Sm2Curve.sm2p256v1(), new SecureRandom()));
    }

    /** The standard's signature verifies under its key and ID; with one bit of s flipped it does not. */
    static boolean publishedSignature(DemoPrinter page) throws GeneralSecurityException {
        page.heading("SM2 signature verification   (" + KnownAnswers.SM2_SIGNATURE_SOURCE + ", F_p-256 example curve)");
        Sm2PublicKey key = Sm2PublicKey.of(KnownAnswers.exampleCurve(), HexText.parse(KnownAnswers.SM2_SIGNATURE_PX),
                HexText.parse(KnownAnswers.SM2_SIGNATURE_PY));
        Sm2UserId id = Sm2UserId.of(KnownAnswers.SM2_SIGNATURE_ID.getBytes(StandardCharsets.US_ASCII));
        byte[] message = KnownAnswers.SM2_SIGNATURE_MESSAGE.getBytes(StandardCharsets.US_ASCII);
        byte[] rs = HexText.parse(KnownAnswers.SM2_SIGNATURE_R + KnownAnswers.SM2_SIGNATURE_S);
        page.line("ID \"" + KnownAnswers.SM2_SIGNATURE_ID + "\", message \"" + KnownAnswers.SM2_SIGNATURE_MESSAGE + "\"");
        page.value("r || s", rs);
        boolean ok = page.check("the published signature verifies", Sm2Signer.verify(key, id, message, rs));
        byte[] forged = rs.clone();
        forged[63] ^= 1;
        return ok & page.check("with bit 0 of s flipped it is rejected", !Sm2Signer.verify(key, id, message, forged));
    }

    /** The standard's ciphertext decrypts to its message. */
    static boolean publishedCiphertext(DemoPrinter page) throws GeneralSecurityException {
        page.heading("SM2 decryption   (" + KnownAnswers.SM2_ENCRYPTION_SOURCE + ", F_p-256 example curve)");
        Sm2PrivateKey key = Sm2PrivateKey.of(KnownAnswers.exampleCurve(),
                HexText.parse(KnownAnswers.SM2_ENCRYPTION_D));
        Sm2Ciphertext ciphertext = new Sm2Ciphertext(HexText.parse(KnownAnswers.SM2_ENCRYPTION_C1X),
                HexText.parse(KnownAnswers.SM2_ENCRYPTION_C1Y), HexText.parse(KnownAnswers.SM2_ENCRYPTION_C3),
                HexText.parse(KnownAnswers.SM2_ENCRYPTION_C2));
        page.value("C2", ciphertext.c2());
        page.value("C3", ciphertext.c3());
        byte[] expected = KnownAnswers.SM2_ENCRYPTION_MESSAGE.getBytes(StandardCharsets.US_ASCII);
        return page.compare("message", expected, Sm2Encryption.decrypt(key, ciphertext));
    }

    /** Key generation, sign and verify, encrypt and decrypt on sm2p256v1, and two forgeries refused. */
    static boolean freshKeyPair(DemoPrinter page, Sm2KeyPair pair) throws GeneralSecurityException {
        page.heading("SM2 on sm2p256v1 with a fresh key pair, message \"" + new String(MESSAGE, StandardCharsets.US_ASCII)
                + "\", default ID");
        SecureRandom random = new SecureRandom();
        Sm2UserId id = Sm2UserId.DEFAULT;
        Sm2PublicKey publicKey = pair.publicKey();
        byte[] rs = Sm2Signer.sign(pair.privateKey(), id, MESSAGE, random);
        page.value("signature", Sm2SignatureEncoding.toDer(rs));
        boolean ok = page.check("the signature verifies", Sm2Signer.verify(publicKey, id, MESSAGE, rs));
        byte[] forged = rs.clone();
        forged[63] ^= 1;
        ok &= page.check("with bit 0 of s flipped it is rejected",
                !Sm2Signer.verify(publicKey, id, MESSAGE, forged));

        Sm2Ciphertext ciphertext = Sm2Encryption.encrypt(publicKey, MESSAGE, random);
        byte[] decrypted = Sm2Encryption.decrypt(pair.privateKey(), ciphertext);
        ok &= page.check("encrypt, then decrypt gives the message back", Arrays.equals(MESSAGE, decrypted));
        byte[] c2 = ciphertext.c2();
        c2[0] ^= 1;
        Sm2Ciphertext altered = new Sm2Ciphertext(ciphertext.c1x(), ciphertext.c1y(), ciphertext.c3(), c2);
        try {
            Sm2Encryption.decrypt(pair.privateKey(), altered);
            return page.check("decrypt ACCEPTED a ciphertext with bit 0 of C2 flipped", false);
        } catch (BadPaddingException e) {
            return ok & page.check("with bit 0 of C2 flipped decrypt refuses: " + e.getClass().getName(), true);
        }
    }
}
