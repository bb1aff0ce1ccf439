package org.iotcrypt.pkix;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SignatureException;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.security.interfaces.ECPublicKey;
import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.bouncycastle.jce.provider.BouncyCastleProvider;
import org.iotcrypt.provider.IotCryptProvider;
import org.iotcrypt.testing.Openssl;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Certificates made by the {@code openssl} command, read here and by an independent parser:
 * Bouncy Castle for SM2 ones (the JDK cannot read them), the JDK's own factory for P-256 and RSA
 * ones. Every getter of {@link X509Certificate} must agree with the peer's.
 */
class CertificateParsingTest {

    @TempDir
    static Path dir;

    static final Map<OpensslChains.Kind, OpensslChains.Chain> CHAINS = new EnumMap<>(OpensslChains.Kind.class);

    @BeforeAll
    static void makeChains() throws IOException {
        assumeTrue(Openssl.available(), "openssl with SM2 is needed");
        for (OpensslChains.Kind k : OpensslChains.Kind.values()) {
            CHAINS.put(k, OpensslChains.make(dir, k));
        }
    }

    static CertificateFactory peer(OpensslChains.Kind kind) throws Exception {
        return kind == OpensslChains.Kind.P256 || kind == OpensslChains.Kind.RSA
                ? CertificateFactory.getInstance("X.509")
                : CertificateFactory.getInstance("X.509", new BouncyCastleProvider());
    }

    static X509Certificate ours(Path pem) throws Exception {
        return Certificates.parse(Files.readAllBytes(pem));
    }

    static X509Certificate theirs(OpensslChains.Kind kind, Path pem) throws Exception {
        return (X509Certificate) peer(kind).generateCertificate(new ByteArrayInputStream(Files.readAllBytes(pem)));
    }

    @ParameterizedTest
    @EnumSource(OpensslChains.Kind.class)
    void everyGetterAgreesWithThePeer(OpensslChains.Kind kind) throws Exception {
        OpensslChains.Chain chain = CHAINS.get(kind);
        for (Path pem : List.of(chain.root(), chain.intermediate(), chain.leaf())) {
            X509Certificate a = ours(pem);
            X509Certificate b = theirs(kind, pem);
            String where = kind + " " + pem.getFileName();
            assertArrayEquals(b.getEncoded(), a.getEncoded(), where);
            assertEquals(b.getVersion(), a.getVersion(), where);
            assertEquals(b.getSerialNumber(), a.getSerialNumber(), where);
            assertEquals(b.getSubjectX500Principal(), a.getSubjectX500Principal(), where);
            assertEquals(b.getIssuerX500Principal(), a.getIssuerX500Principal(), where);
            assertEquals(b.getNotBefore(), a.getNotBefore(), where);
            assertEquals(b.getNotAfter(), a.getNotAfter(), where);
            assertArrayEquals(b.getTBSCertificate(), a.getTBSCertificate(), where);
            assertArrayEquals(b.getSignature(), a.getSignature(), where);
            assertEquals(b.getSigAlgOID(), a.getSigAlgOID(), where);
            assertArrayEquals(b.getSigAlgParams(), a.getSigAlgParams(), where);
            assertArrayEquals(b.getKeyUsage(), a.getKeyUsage(), where);
            assertEquals(b.getExtendedKeyUsage(), a.getExtendedKeyUsage(), where);
            assertEquals(b.getBasicConstraints(), a.getBasicConstraints(), where);
            assertEquals(names(b.getSubjectAlternativeNames()), names(a.getSubjectAlternativeNames()), where);
            assertEquals(names(b.getIssuerAlternativeNames()), names(a.getIssuerAlternativeNames()), where);
            assertEquals(b.getCriticalExtensionOIDs(), a.getCriticalExtensionOIDs(), where);
            assertEquals(b.getNonCriticalExtensionOIDs(), a.getNonCriticalExtensionOIDs(), where);
            for (String oid : a.getNonCriticalExtensionOIDs()) {
                assertArrayEquals(b.getExtensionValue(oid), a.getExtensionValue(oid), where + " " + oid);
            }
            for (String oid : a.getCriticalExtensionOIDs()) {
                assertArrayEquals(b.getExtensionValue(oid), a.getExtensionValue(oid), where + " " + oid);
            }
            assertFalse(a.hasUnsupportedCriticalExtension(), where);
            assertArrayEquals(b.getPublicKey().getEncoded(), a.getPublicKey().getEncoded(), where);
            assertEquals(b, a, where);
            assertEquals(b.hashCode(), a.hashCode(), where);
        }
    }

    /** The alternative names as comparable text (byte[] values by content). */
    static List<String> names(Collection<List<?>> names) {
        if (names == null) {
            return null;
        }
        List<String> out = new ArrayList<>();
        for (List<?> n : names) {
            Object v = n.get(1);
            if (n.get(0).equals(4)) {
                // Bouncy Castle writes directory names in its own style (lower-case keywords).
                v = new javax.security.auth.x500.X500Principal((String) v).getName();
            }
            out.add(n.get(0) + ":" + (v instanceof byte[] ? org.iotcrypt.internal.encoding.Hex.encode((byte[]) v) : v));
        }
        return out;
    }

    @Test
    void leafHasEveryNameKindOpensslWrote() throws Exception {
        X509Certificate leaf = ours(CHAINS.get(OpensslChains.Kind.SM2_EMPTY_ID).leaf());
        assertEquals(List.of("2:device.example", "2:*.devices.example", "7:192.0.2.7", "7:2001:db8:0:0:0:0:0:7",
                "1:ops@example.com", "6:urn:dev:1", "8:1.2.3.4", "4:O=iotcrypt,CN=Directory Name"),
                names(leaf.getSubjectAlternativeNames()));
        assertEquals(List.of("1.3.6.1.5.5.7.3.1", "1.3.6.1.5.5.7.3.2"), leaf.getExtendedKeyUsage());
        assertEquals(-1, leaf.getBasicConstraints());
        X509Certificate intermediate = ours(CHAINS.get(OpensslChains.Kind.SM2_EMPTY_ID).intermediate());
        assertEquals(0, intermediate.getBasicConstraints());
        assertEquals(Integer.MAX_VALUE, ours(CHAINS.get(OpensslChains.Kind.SM2_EMPTY_ID).root()).getBasicConstraints());
    }

    @Test
    void sm2KeysAreThisLibrarysAndOthersTheJdks() throws Exception {
        X509Certificate sm2 = ours(CHAINS.get(OpensslChains.Kind.SM2_STANDARD_ID).leaf());
        assertEquals("SM2", sm2.getPublicKey().getAlgorithm());
        assertInstanceOf(ECPublicKey.class, sm2.getPublicKey());
        assertEquals("SM3withSM2", sm2.getSigAlgName());
        assertEquals("EC", ours(CHAINS.get(OpensslChains.Kind.P256).leaf()).getPublicKey().getAlgorithm());
        assertEquals("RSA", ours(CHAINS.get(OpensslChains.Kind.RSA).leaf()).getPublicKey().getAlgorithm());
    }

    @ParameterizedTest
    @EnumSource(OpensslChains.Kind.class)
    void signaturesVerifyAlongTheChain(OpensslChains.Kind kind) throws Exception {
        OpensslChains.Chain chain = CHAINS.get(kind);
        X509Certificate root = ours(chain.root());
        X509Certificate intermediate = ours(chain.intermediate());
        X509Certificate leaf = ours(chain.leaf());
        root.verify(root.getPublicKey());
        intermediate.verify(root.getPublicKey());
        leaf.verify(intermediate.getPublicKey());
        SignatureException wrongKey = assertThrows(SignatureException.class, () -> leaf.verify(root.getPublicKey()));
        assertTrue(wrongKey.getMessage().contains("does not verify"), wrongKey.getMessage());
        // The peer's key objects serve as well as ours.
        leaf.verify(theirs(kind, chain.intermediate()).getPublicKey());
    }

    /**
     * Which ID OpenSSL signed with, told by Bouncy Castle (which verifies with the standard ID only)
     * and by the standard-only policy here: the two must agree, certificate by certificate.
     */
    @ParameterizedTest
    @EnumSource(value = OpensslChains.Kind.class, names = {"SM2_EMPTY_ID", "SM2_STANDARD_ID"})
    void theStandardOnlyPolicyAgreesWithBouncyCastle(OpensslChains.Kind kind) throws Exception {
        OpensslChains.Chain chain = CHAINS.get(kind);
        Path[][] pairs = {{chain.root(), chain.root()}, {chain.intermediate(), chain.root()}, {chain.leaf(), chain.intermediate()}};
        for (Path[] pair : pairs) {
            ParsedCertificate a = (ParsedCertificate) ours(pair[0]);
            X509Certificate b = theirs(kind, pair[0]);
            boolean bcAccepts;
            try {
                b.verify(theirs(kind, pair[1]).getPublicKey(), new BouncyCastleProvider());
                bcAccepts = true;
            } catch (SignatureException e) {
                bcAccepts = false;
            }
            boolean standardOnly;
            try {
                a.verify(ours(pair[1]).getPublicKey(), Sm2CertificateIdPolicy.STANDARD_ONLY);
                standardOnly = true;
            } catch (SignatureException e) {
                standardOnly = false;
            }
            assertEquals(bcAccepts, standardOnly, kind + " " + pair[0].getFileName());
            assertEquals(kind == OpensslChains.Kind.SM2_STANDARD_ID, standardOnly,
                    kind + " " + pair[0].getFileName() + ": signed with the ID asked for");
        }
    }

    @Test
    void theProvidersFactoryReadsOneAtATimeAndAll() throws Exception {
        OpensslChains.Chain chain = CHAINS.get(OpensslChains.Kind.SM2_EMPTY_ID);
        byte[] pem = concat(Files.readAllBytes(chain.leaf()), Files.readAllBytes(chain.intermediate()));
        byte[] der = concat(ours(chain.leaf()).getEncoded(), ours(chain.intermediate()).getEncoded());
        CertificateFactory f = CertificateFactory.getInstance("X.509", new IotCryptProvider());
        for (byte[] data : List.of(pem, der)) {
            ByteArrayInputStream in = new ByteArrayInputStream(data);
            assertEquals(ours(chain.leaf()), f.generateCertificate(in));
            assertEquals(ours(chain.intermediate()), f.generateCertificate(in));
            assertEquals(List.of(ours(chain.leaf()), ours(chain.intermediate())),
                    new ArrayList<>(f.generateCertificates(new ByteArrayInputStream(data))));
        }
        assertTrue(f.generateCertificates(new ByteArrayInputStream(new byte[0])).isEmpty());
        assertNotNull(f.generateCertificate(new ByteArrayInputStream(Files.readAllBytes(chain.root()))));
    }

    static byte[] concat(byte[] a, byte[] b) {
        byte[] out = new byte[a.length + b.length];
        System.arraycopy(a, 0, out, 0, a.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }
}
