package org.iotcrypt.pkix;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.security.cert.X509Certificate;
import java.security.spec.InvalidKeySpecException;
import org.bouncycastle.asn1.ASN1Encoding;
import org.bouncycastle.asn1.DEROctetString;
import org.bouncycastle.asn1.nist.NISTObjectIdentifiers;
import org.bouncycastle.asn1.pkcs.AuthenticatedSafe;
import org.bouncycastle.asn1.pkcs.ContentInfo;
import org.bouncycastle.asn1.pkcs.EncryptedData;
import org.bouncycastle.asn1.pkcs.EncryptedPrivateKeyInfo;
import org.bouncycastle.asn1.pkcs.EncryptionScheme;
import org.bouncycastle.asn1.pkcs.KeyDerivationFunc;
import org.bouncycastle.asn1.pkcs.PBES2Parameters;
import org.bouncycastle.asn1.pkcs.PBKDF2Params;
import org.bouncycastle.asn1.pkcs.PKCSObjectIdentifiers;
import org.bouncycastle.asn1.pkcs.Pfx;
import org.bouncycastle.asn1.x509.AlgorithmIdentifier;
import org.bouncycastle.pkcs.PKCS12PfxPduBuilder;
import org.bouncycastle.pkcs.PKCS12SafeBag;
import org.bouncycastle.pkcs.jcajce.JcaPKCS12SafeBagBuilder;
import org.bouncycastle.pkcs.jcajce.JcePKCS12MacCalculatorBuilder;
import org.bouncycastle.pkcs.jcajce.JcePKCSPBEOutputEncryptorBuilder;
import org.junit.jupiter.api.Test;

/**
 * PKCS#12 files and encrypted keys at and past their caps (issue 42, point 12): the key
 * derivation one read may spend is accounted before each derivation runs, from the counts the
 * file states, and counted here; a count past the cap is refused with nothing spent. The files
 * come from Bouncy Castle's PKCS#12 builder, or its ASN.1 classes where a file asks for more than
 * a builder would spend making it.
 */
class Pkcs12HostileTest {

    private static final char[] PASSWORD = "correct horse".toCharArray();
    private static final java.security.Provider BC = new org.bouncycastle.jce.provider.BouncyCastleProvider();

    /** Three encrypted parts and a MAC at 1,000 iterations each: 4,000 spent, or refused where a budget ends. */
    @Test
    void theMacAndEveryEncryptedPartShareOneBudget() throws Exception {
        byte[] file = threeEncryptedParts();
        KdfBudget enough = new KdfBudget(10_000);
        assertEquals(3, Pkcs12Bags.read(file, PASSWORD, enough).size());
        assertEquals(4_000, enough.spent());
        KdfBudget small = new KdfBudget(2_500);
        IOException e = assertThrows(IOException.class, () -> Pkcs12Bags.read(file, PASSWORD, small));
        assertTrue(e.getMessage().contains("past the 2500 a read may spend"), e.getMessage());
        assertEquals(2_000, small.spent(), "the MAC and the first part; the second refused before it ran");
        assertEquals(Pbes2.MAX_ITERATIONS, KdfBudget.PER_READ, "by default, one derivation at the cap");
    }

    /** An encrypted part asking for one iteration past the cap, in a file without a MAC: refused, nothing spent. */
    @Test
    void aCountPastTheCapIsRefusedUnspent() throws Exception {
        byte[] file = new Pfx(new ContentInfo(PKCSObjectIdentifiers.data, new DEROctetString(new AuthenticatedSafe(
                new ContentInfo[] {new ContentInfo(PKCSObjectIdentifiers.encryptedData, new EncryptedData(
                        PKCSObjectIdentifiers.data, pbes2(Pbes2.MAX_ITERATIONS + 1), new DEROctetString(new byte[32])))})
                .getEncoded(ASN1Encoding.DER))), null).getEncoded(ASN1Encoding.DER);
        KdfBudget budget = new KdfBudget();
        IOException e = assertThrows(IOException.class, () -> Pkcs12Bags.read(file, PASSWORD, budget));
        assertTrue(e.getMessage().contains("10000000"), e.getMessage());
        assertEquals(0, budget.spent());
    }

    @Test
    void anEncryptedKeyPastTheCapIsRefusedUnspent() throws Exception {
        byte[] der = new EncryptedPrivateKeyInfo(pbes2(Pbes2.MAX_ITERATIONS + 1), new byte[48]).getEncoded(ASN1Encoding.DER);
        KdfBudget budget = new KdfBudget();
        InvalidKeySpecException e = assertThrows(InvalidKeySpecException.class,
                () -> EncryptedPrivateKeys.decryptPkcs8(der, "pw".getBytes(java.nio.charset.StandardCharsets.UTF_8), budget));
        assertTrue(e.getMessage().startsWith("malformed encrypted private key"), e.getMessage());
        assertEquals(0, budget.spent());
        byte[] atOne = new EncryptedPrivateKeyInfo(pbes2(1), new byte[48]).getEncoded(ASN1Encoding.DER);
        assertThrows(InvalidKeySpecException.class,
                () -> EncryptedPrivateKeys.decryptPkcs8(atOne, "pw".getBytes(java.nio.charset.StandardCharsets.UTF_8), budget));
        assertEquals(1, budget.spent(), "a count within the cap is spent, once");
    }

    private static AlgorithmIdentifier pbes2(int iterations) {
        return new AlgorithmIdentifier(PKCSObjectIdentifiers.id_PBES2, new PBES2Parameters(
                new KeyDerivationFunc(PKCSObjectIdentifiers.id_PBKDF2, new PBKDF2Params(new byte[16], iterations, 32,
                        new AlgorithmIdentifier(PKCSObjectIdentifiers.id_hmacWithSHA256, org.bouncycastle.asn1.DERNull.INSTANCE))),
                new EncryptionScheme(NISTObjectIdentifiers.id_aes256_CBC, new DEROctetString(new byte[16]))));
    }

    private static byte[] threeEncryptedParts() throws Exception {
        PKCS12PfxPduBuilder b = new PKCS12PfxPduBuilder();
        for (int i = 0; i < 3; i++) {
            X509Certificate c = BcCertificates.root("CN=part " + i, BcCertificates.keyPair()).make();
            PKCS12SafeBag bag = new JcaPKCS12SafeBagBuilder(c).build();
            b.addEncryptedData(new JcePKCSPBEOutputEncryptorBuilder(NISTObjectIdentifiers.id_aes256_CBC).setProvider(BC).setIterationCount(1000)
                    .build(PASSWORD), bag);
        }
        return b.build(new JcePKCS12MacCalculatorBuilder(NISTObjectIdentifiers.id_sha256).setProvider(BC).setIterationCount(1000), PASSWORD)
                .getEncoded(ASN1Encoding.DER);
    }
}
