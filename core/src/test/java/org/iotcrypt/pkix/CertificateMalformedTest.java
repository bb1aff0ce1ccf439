package org.iotcrypt.pkix;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayInputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SignatureException;
import java.security.cert.CertificateException;
import java.security.cert.CertificateFactory;
import java.security.cert.CertificateParsingException;
import java.security.cert.X509Certificate;
import java.util.Arrays;
import java.util.List;
import org.iotcrypt.provider.IotCryptProvider;
import org.iotcrypt.testing.Openssl;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Bad certificates: every truncation, every single-bit change, trailing bytes, a changed
 * signature algorithm, unknown critical extensions. The parser's one answer to malformed input
 * is a {@link CertificateParsingException}; a change it cannot see (inside a value) must fail the
 * signature instead.
 */
class CertificateMalformedTest {

    @TempDir
    static Path dir;

    static OpensslChains.Chain chain;
    static byte[] leaf;
    static X509Certificate issuer;

    @BeforeAll
    static void makeChain() throws Exception {
        assumeTrue(Openssl.available(), "openssl with SM2 is needed");
        chain = OpensslChains.make(dir, OpensslChains.Kind.SM2_STANDARD_ID);
        leaf = Certificates.parse(Files.readAllBytes(chain.leaf())).getEncoded();
        issuer = Certificates.parse(Files.readAllBytes(chain.intermediate()));
    }

    @Test
    void everyTruncationIsAParsingException() {
        for (int n = 0; n < leaf.length; n++) {
            byte[] cut = Arrays.copyOf(leaf, n);
            assertThrows(CertificateParsingException.class, () -> Certificates.parse(cut), "cut at " + n);
        }
    }

    @Test
    void trailingBytesAreRefused() {
        byte[] longer = Arrays.copyOf(leaf, leaf.length + 1);
        CertificateParsingException e = assertThrows(CertificateParsingException.class, () -> Certificates.parse(longer));
        assertTrue(e.getMessage().contains("trailing"), e.getMessage());
    }

    /**
     * Every single-bit change of the leaf: refused by the parser, or parsed and refused by the
     * signature check (a change inside a value, a name's text, a date's digit). None may pass both.
     */
    @Test
    void everyBitFlipFailsParsingOrTheSignature() throws Exception {
        int parsed = 0;
        int refused = 0;
        for (int i = 0; i < leaf.length; i++) {
            for (int bit = 0; bit < 8; bit++) {
                byte[] changed = leaf.clone();
                changed[i] ^= (byte) (1 << bit);
                X509Certificate c;
                try {
                    c = Certificates.parse(changed);
                } catch (CertificateParsingException expected) {
                    refused++;
                    continue;
                }
                parsed++;
                exerciseGetters(c);
                try {
                    c.verify(issuer.getPublicKey());
                    fail("a certificate changed at byte " + i + " bit " + bit + " still verifies");
                } catch (SignatureException expected) {
                    // the signature (or its encoding) no longer holds
                } catch (java.security.InvalidKeyException | java.security.NoSuchAlgorithmException expected) {
                    // the signature algorithm OID itself was changed
                }
            }
        }
        assertTrue(parsed > 0 && refused > 0, parsed + " parsed, " + refused + " refused");
    }

    /** Every getter, on a certificate that parsed: none may throw. */
    static void exerciseGetters(X509Certificate c) throws Exception {
        c.getVersion();
        c.getSerialNumber();
        c.getSubjectX500Principal().getName();
        c.getIssuerX500Principal().getName();
        c.getNotBefore();
        c.getNotAfter();
        c.getKeyUsage();
        c.getExtendedKeyUsage();
        c.getBasicConstraints();
        c.getSubjectAlternativeNames();
        c.getIssuerAlternativeNames();
        c.getCriticalExtensionOIDs();
        c.getNonCriticalExtensionOIDs();
        c.hasUnsupportedCriticalExtension();
        c.getPublicKey().getEncoded();
        c.getSigAlgName();
        c.toString();
    }

    @Test
    void aSignatureAlgorithmThatDiffersFromTheTbssIsRefused() throws Exception {
        // The outer AlgorithmIdentifier follows the TBSCertificate; 06 08 2a 81 1c cf 55 01 83 75
        // is SM3withSM2 (1.2.156.10197.1.501). Changing the outer one's last arc to 502 must fail.
        byte[] sm3WithSm2 = {0x06, 0x08, 0x2a, (byte) 0x81, 0x1c, (byte) 0xcf, 0x55, 0x01, (byte) 0x83, 0x75};
        int outer = lastIndexOf(leaf, sm3WithSm2);
        byte[] changed = leaf.clone();
        changed[outer + sm3WithSm2.length - 1] = 0x76;
        CertificateParsingException e = assertThrows(CertificateParsingException.class, () -> Certificates.parse(changed));
        assertTrue(e.getMessage().contains("4.1.1.2"), e.getMessage());
    }

    @Test
    void unknownCriticalExtensionsAreFlagged() throws Exception {
        Path ext = dir.resolve("critical.cnf");
        Files.writeString(ext, "[x]\nbasicConstraints=CA:FALSE\n1.2.3.4.5=critical,ASN1:NULL\n1.2.3.4.6=ASN1:UTF8:fine\n");
        Path csr = dir.resolve("critical.csr");
        Openssl.run(new byte[0], List.of("openssl", "req", "-new", "-key", chain.leafKey().toString(), "-subj",
                "/CN=critical", "-sm3", "-out", csr.toString()));
        Path cert = dir.resolve("critical.pem");
        Openssl.run(new byte[0], List.of("openssl", "x509", "-req", "-in", csr.toString(), "-CA",
                chain.intermediate().toString(), "-CAkey", chain.intermediateKey().toString(), "-sm3", "-days", "10",
                "-extfile", ext.toString(), "-extensions", "x", "-out", cert.toString()));
        X509Certificate c = Certificates.parse(Files.readAllBytes(cert));
        assertTrue(c.hasUnsupportedCriticalExtension());
        assertEquals(java.util.Set.of("1.2.3.4.5"), c.getCriticalExtensionOIDs());
        assertArrayEquals(new byte[] {0x04, 0x02, 0x05, 0x00}, c.getExtensionValue("1.2.3.4.5"));
        // OpenSSL 3 adds the key identifiers (2.5.29.14, .35) on its own.
        assertEquals(java.util.Set.of("2.5.29.19", "1.2.3.4.6", "2.5.29.14", "2.5.29.35"), c.getNonCriticalExtensionOIDs());
    }

    @Test
    void theFactorySaysWhatIsWrongWithOneLine() throws Exception {
        CertificateFactory f = CertificateFactory.getInstance("X.509", new IotCryptProvider());
        byte[] cut = Arrays.copyOf(leaf, leaf.length - 10);
        CertificateException e = assertThrows(CertificateException.class,
                () -> f.generateCertificate(new ByteArrayInputStream(cut)));
        assertTrue(e.getMessage().contains("truncated"), e.getMessage());
        CertificateException garbage = assertThrows(CertificateException.class,
                () -> f.generateCertificate(new ByteArrayInputStream("hello\n".getBytes())));
        assertTrue(garbage.getMessage().contains("neither DER nor PEM"), garbage.getMessage());
    }

    static int lastIndexOf(byte[] data, byte[] pattern) {
        for (int i = data.length - pattern.length; i >= 0; i--) {
            if (Arrays.equals(data, i, i + pattern.length, pattern, 0, pattern.length)) {
                return i;
            }
        }
        throw new AssertionError("pattern not found");
    }
}
