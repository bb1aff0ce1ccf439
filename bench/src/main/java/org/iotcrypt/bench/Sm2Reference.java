package org.iotcrypt.bench;

import java.io.IOException;
import java.math.BigInteger;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.SecureRandom;
import java.security.Signature;
import java.security.spec.PKCS8EncodedKeySpec;
import java.security.spec.X509EncodedKeySpec;
import java.util.Arrays;
import org.bouncycastle.asn1.ASN1Encodable;
import org.bouncycastle.asn1.ASN1Integer;
import org.bouncycastle.asn1.ASN1OctetString;
import org.bouncycastle.asn1.ASN1Sequence;
import org.bouncycastle.asn1.DEROctetString;
import org.bouncycastle.asn1.DERSequence;
import org.bouncycastle.crypto.InvalidCipherTextException;
import org.bouncycastle.crypto.engines.SM2Engine;
import org.bouncycastle.crypto.params.ParametersWithRandom;
import org.bouncycastle.crypto.util.PrivateKeyFactory;
import org.bouncycastle.crypto.util.PublicKeyFactory;

/**
 * Bouncy Castle as the independent peer the SM2 benchmarks check every provider against before
 * timing it: its JCA signatures (SM3withSM2, or SHA256withECDSA for the P-256 reference) and its
 * lightweight SM2Engine, with the GM/T 0009 DER ciphertext taken apart here.
 */
final class Sm2Reference {

    private static final int COORDINATE = 32;

    private Sm2Reference() {
    }

    static boolean verify(Sm2KeyMaterial keys, byte[] message, byte[] signature) throws GeneralSecurityException {
        Signature verifier = Signature.getInstance(algorithm(keys), Providers.bouncyCastleJca());
        verifier.initVerify(KeyFactory.getInstance("EC", Providers.bouncyCastleJca())
                .generatePublic(new X509EncodedKeySpec(keys.spki())));
        verifier.update(message);
        return verifier.verify(signature);
    }

    static byte[] sign(Sm2KeyMaterial keys, byte[] message) throws GeneralSecurityException {
        Signature signer = Signature.getInstance(algorithm(keys), Providers.bouncyCastleJca());
        signer.initSign(KeyFactory.getInstance("EC", Providers.bouncyCastleJca())
                .generatePrivate(new PKCS8EncodedKeySpec(keys.pkcs8())));
        signer.update(message);
        return signer.sign();
    }

    static byte[] decrypt(Sm2KeyMaterial keys, byte[] ciphertext, PublicKeyCipher.Layout layout)
            throws GeneralSecurityException {
        try {
            SM2Engine engine = new SM2Engine(mode(layout));
            engine.init(false, PrivateKeyFactory.createKey(keys.pkcs8()));
            byte[] raw = layout == PublicKeyCipher.Layout.DER_C1C3C2 ? derToRaw(ciphertext) : ciphertext;
            return engine.processBlock(raw, 0, raw.length);
        } catch (IOException | InvalidCipherTextException | RuntimeException e) {
            throw new GeneralSecurityException("Bouncy Castle could not decrypt: " + e, e);
        }
    }

    static byte[] encrypt(Sm2KeyMaterial keys, byte[] message, PublicKeyCipher.Layout layout)
            throws GeneralSecurityException {
        try {
            SM2Engine engine = new SM2Engine(mode(layout));
            engine.init(true, new ParametersWithRandom(PublicKeyFactory.createKey(keys.spki()), new SecureRandom()));
            byte[] raw = engine.processBlock(message, 0, message.length);
            return layout == PublicKeyCipher.Layout.DER_C1C3C2 ? rawToDer(raw) : raw;
        } catch (IOException | InvalidCipherTextException e) {
            throw new GeneralSecurityException("Bouncy Castle could not encrypt: " + e, e);
        }
    }

    private static String algorithm(Sm2KeyMaterial keys) {
        return Sm2KeyMaterial.P256_CURVE.equals(keys.curve()) ? "SHA256withECDSA" : "SM3withSM2";
    }

    private static SM2Engine.Mode mode(PublicKeyCipher.Layout layout) {
        return layout == PublicKeyCipher.Layout.RAW_C1C2C3 ? SM2Engine.Mode.C1C2C3 : SM2Engine.Mode.C1C3C2;
    }

    /** SEQUENCE { x INTEGER, y INTEGER, C3 OCTET STRING, C2 OCTET STRING } to 04 || x || y || C3 || C2. */
    private static byte[] derToRaw(byte[] der) {
        ASN1Sequence s = ASN1Sequence.getInstance(der);
        byte[] c3 = ASN1OctetString.getInstance(s.getObjectAt(2)).getOctets();
        byte[] c2 = ASN1OctetString.getInstance(s.getObjectAt(3)).getOctets();
        byte[] raw = new byte[1 + 2 * COORDINATE + c3.length + c2.length];
        raw[0] = 4;
        coordinate(ASN1Integer.getInstance(s.getObjectAt(0)).getValue(), raw, 1);
        coordinate(ASN1Integer.getInstance(s.getObjectAt(1)).getValue(), raw, 1 + COORDINATE);
        System.arraycopy(c3, 0, raw, 1 + 2 * COORDINATE, c3.length);
        System.arraycopy(c2, 0, raw, 1 + 2 * COORDINATE + c3.length, c2.length);
        return raw;
    }

    private static byte[] rawToDer(byte[] raw) throws IOException {
        int c3At = 1 + 2 * COORDINATE;
        return new DERSequence(new ASN1Encodable[] {
            new ASN1Integer(new BigInteger(1, Arrays.copyOfRange(raw, 1, 1 + COORDINATE))),
            new ASN1Integer(new BigInteger(1, Arrays.copyOfRange(raw, 1 + COORDINATE, c3At))),
            new DEROctetString(Arrays.copyOfRange(raw, c3At, c3At + 32)),
            new DEROctetString(Arrays.copyOfRange(raw, c3At + 32, raw.length))}).getEncoded("DER");
    }

    private static void coordinate(BigInteger v, byte[] out, int off) {
        byte[] b = v.toByteArray();
        int n = Math.min(COORDINATE, b.length);
        System.arraycopy(b, b.length - n, out, off + COORDINATE - n, n);
    }
}
