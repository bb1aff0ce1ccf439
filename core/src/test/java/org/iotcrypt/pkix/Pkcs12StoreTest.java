package org.iotcrypt.pkix;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.Key;
import java.security.KeyStore;
import java.security.PrivateKey;
import java.security.Provider;
import java.security.SecureRandom;
import java.security.Signature;
import java.security.UnrecoverableKeyException;
import java.security.cert.Certificate;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.bouncycastle.asn1.ASN1OctetString;
import org.bouncycastle.asn1.ASN1Sequence;
import org.bouncycastle.asn1.pkcs.AuthenticatedSafe;
import org.bouncycastle.asn1.pkcs.ContentInfo;
import org.bouncycastle.asn1.pkcs.EncryptedData;
import org.bouncycastle.asn1.pkcs.EncryptedPrivateKeyInfo;
import org.bouncycastle.asn1.pkcs.MacData;
import org.bouncycastle.asn1.pkcs.PKCSObjectIdentifiers;
import org.bouncycastle.asn1.pkcs.Pfx;
import org.bouncycastle.asn1.pkcs.SafeBag;
import org.bouncycastle.crypto.PBEParametersGenerator;
import org.bouncycastle.crypto.digests.SM3Digest;
import org.bouncycastle.crypto.generators.PKCS12ParametersGenerator;
import org.bouncycastle.crypto.macs.HMac;
import org.bouncycastle.crypto.params.KeyParameter;
import org.bouncycastle.jce.provider.BouncyCastleProvider;
import org.iotcrypt.provider.IotCryptProvider;
import org.iotcrypt.sm2.format.Sm2KeyEncoding;
import org.iotcrypt.testing.Openssl;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * PKCS#12 against its peers: files {@code openssl pkcs12 -export} writes (its default, the
 * SM4/SM3 options, the legacy 3DES scheme) load with their keys and chains; files we write are
 * read back by {@code openssl pkcs12}, by Bouncy Castle's key store (AES) or its ASN.1 parser,
 * PBKDF2-HMAC-SM3, SM4 and PKCS#12-SM3 MAC (SM only, which neither peer's key store reads), and
 * by {@code keytool -list} with the provider. Every expected key and certificate is the one
 * OpenSSL made.
 */
class Pkcs12StoreTest {

    private static final char[] PASSWORD = "pässword 1".toCharArray();
    private static final Provider IOTCRYPT = new IotCryptProvider();
    private static final Provider BC = new BouncyCastleProvider();

    @TempDir
    Path dir;

    private OpensslChains.Chain chain;
    private Path pass;

    @BeforeEach
    void chain() throws IOException {
        assumeTrue(Openssl.available());
        chain = OpensslChains.make(dir, OpensslChains.Kind.SM2_EMPTY_ID);
        pass = Files.write(dir.resolve("pass.txt"), new String(PASSWORD).getBytes(StandardCharsets.UTF_8));
    }

    @ParameterizedTest
    @ValueSource(strings = {"default", "-keypbe SM4-CBC -certpbe SM4-CBC -macalg SM3",
        "-keypbe PBE-SHA1-3DES -certpbe PBE-SHA1-3DES -macalg SHA1", "-keypbe PBE-SHA1-2DES -certpbe PBE-SHA1-3DES -macalg SHA1", "-legacy", "-keypbe AES-128-CBC -certpbe NONE -macalg SHA512"})
    void opensslsExportLoadsWithItsChain(String options) throws Exception {
        Path p12 = export(options.equals("default") ? List.of() : List.of(options.split(" ")), "device 1");
        KeyStore ks = KeyStore.getInstance("PKCS12", IOTCRYPT);
        ks.load(new ByteArrayInputStream(Files.readAllBytes(p12)), PASSWORD);
        assertEquals(List.of("device 1"), Collections.list(ks.aliases()));
        assertTrue(ks.isKeyEntry("DEVICE 1"), "aliases match without regard to case");
        assertChainIsOpenssls(ks.getCertificateChain("device 1"));
        PrivateKey key = (PrivateKey) ks.getKey("device 1", PASSWORD);
        assertEquals(Sm2KeyEncoding.decodePrivate(Files.readAllBytes(chain.leafKey())).publicKey(),
                Sm2KeyEncoding.decodePublic(ks.getCertificate("device 1").getPublicKey().getEncoded()));
        assertSigns(key, (X509Certificate) ks.getCertificate("device 1"));
        assertThrows(UnrecoverableKeyException.class, () -> ks.getKey("device 1", "wrong".toCharArray()));

        IOException wrong = assertThrows(IOException.class, () -> KeyStore.getInstance("PKCS12", IOTCRYPT)
                .load(new ByteArrayInputStream(Files.readAllBytes(p12)), "wrong".toCharArray()));
        assertInstanceOf(UnrecoverableKeyException.class, wrong.getCause(), wrong.getMessage());
    }

    @Test
    void emptyPasswordAndCertificateOnlyFiles() throws Exception {
        Path p12 = dir.resolve("certs.p12");
        Openssl.run(new byte[0], List.of("openssl", "pkcs12", "-export", "-nokeys", "-in", chain.intermediate().toString(),
                "-certfile", chain.root().toString(), "-passout", "pass:", "-out", p12.toString()));
        Pkcs12Store store = Pkcs12Store.read(Files.readAllBytes(p12), new char[0]);
        assertEquals(2, store.size());
        for (String alias : store.aliases()) {
            assertTrue(store.isCertificateEntry(alias));
        }
        List<byte[]> expected = List.of(Files.readAllBytes(chain.intermediate()), Files.readAllBytes(chain.root()));
        List<X509Certificate> found = new ArrayList<>();
        for (String alias : store.aliases()) {
            found.add(store.certificate(alias));
        }
        assertEquals(Certificates.parse(expected.get(0)), found.get(0));
        assertEquals(Certificates.parse(expected.get(1)), found.get(1));
    }

    @Test
    void ourDefaultFileIsReadByOpensslAndBouncyCastle() throws Exception {
        byte[] p12 = writeOurs("PKCS12");
        Path file = Files.write(dir.resolve("ours.p12"), p12);
        String info = new String(runWithStderr(List.of("openssl", "pkcs12", "-info", "-in", file.toString(),
                "-passin", "file:" + pass, "-nodes")), StandardCharsets.UTF_8);
        assertTrue(info.contains("MAC: sha256, Iteration 10000"), info);
        assertTrue(info.contains("Shrouded Keybag: PBES2, PBKDF2, AES-256-CBC, Iteration 10000, PRF hmacWithSHA256"), info);
        assertTrue(info.contains("friendlyName: device 1"), info);
        byte[] keyPem = pemBlock(info, "PRIVATE KEY");
        assertEquals(Sm2KeyEncoding.decodePrivate(Files.readAllBytes(chain.leafKey())).publicKey(),
                Sm2KeyEncoding.decodePrivate(keyPem).publicKey());
        assertEquals(3, info.split("-----BEGIN CERTIFICATE-----", -1).length - 1);

        KeyStore bc = KeyStore.getInstance("PKCS12", BC);
        bc.load(new ByteArrayInputStream(p12), PASSWORD);
        assertEquals(List.of("device 1"), Collections.list(bc.aliases()));
        assertEquals(3, bc.getCertificateChain("device 1").length);
        Key bcKey = bc.getKey("device 1", PASSWORD);
        assertArrayEquals(Sm2KeyEncoding.encodePkcs8(Sm2KeyEncoding.decodePrivate(bcKey.getEncoded())),
                Sm2KeyEncoding.encodePkcs8(Sm2KeyEncoding.decodePrivate(Files.readAllBytes(chain.leafKey()))));
    }

    /**
     * SM only: OpenSSL 3.0 verifies the SM3 MAC (a wrong password fails there) but stops at the
     * PBKDF2 PRF, having no OID for HMAC-SM3; Bouncy Castle 1.87's key store knows neither the
     * SM3 MAC nor the SM4-CBC OID as a cipher. So the file is checked with BC's parts: its
     * ASN.1 parser, its PKCS#12 key generator and HMAC over SM3, its PBKDF2 with the HMAC-SM3
     * PRF and its SM4.
     */
    @Test
    void ourSmFileIsReadByThePeersParts() throws Exception {
        byte[] p12 = writeOurs("PKCS12-SM");
        Path file = Files.write(dir.resolve("ours-sm.p12"), p12);
        IOException stopped = assertThrows(IOException.class, () -> Openssl.run(new byte[0], List.of("openssl", "pkcs12",
                "-in", file.toString(), "-passin", "file:" + pass, "-nodes")));
        assertTrue(stopped.getMessage().contains("unsupported prf") && !stopped.getMessage().contains("Mac verify error"),
                stopped.getMessage());
        Path wrong = Files.write(dir.resolve("wrong.txt"), "wrong".getBytes(StandardCharsets.UTF_8));
        IOException refused = assertThrows(IOException.class, () -> Openssl.run(new byte[0], List.of("openssl", "pkcs12",
                "-in", file.toString(), "-passin", "file:" + wrong, "-nodes")));
        assertTrue(refused.getMessage().contains("Mac verify error"), refused.getMessage());

        Pfx pfx = Pfx.getInstance(p12);
        byte[] safes = ASN1OctetString.getInstance(pfx.getAuthSafe().getContent()).getOctets();
        MacData macData = pfx.getMacData();
        assertEquals("1.2.156.10197.1.401", macData.getMac().getAlgorithmId().getAlgorithm().getId());
        PKCS12ParametersGenerator kdf = new PKCS12ParametersGenerator(new SM3Digest());
        kdf.init(PBEParametersGenerator.PKCS12PasswordToBytes(PASSWORD), macData.getSalt(),
                macData.getIterationCount().intValueExact());
        HMac hmac = new HMac(new SM3Digest());
        hmac.init((KeyParameter) kdf.generateDerivedMacParameters(256));
        hmac.update(safes, 0, safes.length);
        byte[] mac = new byte[32];
        hmac.doFinal(mac, 0);
        assertArrayEquals(macData.getMac().getDigest(), mac);

        byte[] pkcs8 = null;
        int certificates = 0;
        for (ContentInfo info : AuthenticatedSafe.getInstance(ASN1Sequence.getInstance(safes)).getContentInfo()) {
            if (info.getContentType().equals(PKCSObjectIdentifiers.encryptedData)) {
                EncryptedData data = EncryptedData.getInstance(info.getContent());
                byte[] plain = BouncyCastlePbes2.decryptSm4(data.getEncryptionAlgorithm().getParameters().toASN1Primitive().getEncoded(),
                        data.getContent().getOctets(), PASSWORD);
                for (Object bag : ASN1Sequence.getInstance(plain)) {
                    assertEquals(PKCSObjectIdentifiers.certBag, SafeBag.getInstance(bag).getBagId());
                    certificates++;
                }
            } else {
                for (Object o : ASN1Sequence.getInstance(ASN1OctetString.getInstance(info.getContent()).getOctets())) {
                    SafeBag bag = SafeBag.getInstance(o);
                    assertEquals(PKCSObjectIdentifiers.pkcs8ShroudedKeyBag, bag.getBagId());
                    EncryptedPrivateKeyInfo epki = EncryptedPrivateKeyInfo.getInstance(bag.getBagValue());
                    pkcs8 = BouncyCastlePbes2.decryptSm4(epki.getEncryptionAlgorithm().getParameters().toASN1Primitive().getEncoded(),
                            epki.getEncryptedData(), PASSWORD);
                }
            }
        }
        assertEquals(3, certificates);
        assertNotNull(pkcs8);
        assertEquals(Sm2KeyEncoding.decodePrivate(Files.readAllBytes(chain.leafKey())).publicKey(),
                Sm2KeyEncoding.decodePrivate(pkcs8).publicKey());
    }

    /** Bouncy Castle's default PKCS12 store writes BER with 40-bit RC2 and 3DES: read anyway. */
    @Test
    void bouncyCastlesFileLoads() throws Exception {
        KeyStore ours = KeyStore.getInstance("PKCS12", IOTCRYPT);
        ours.load(new ByteArrayInputStream(writeOurs("PKCS12")), PASSWORD);
        KeyStore bc = KeyStore.getInstance("PKCS12", BC);
        bc.load(null, null);
        bc.setKeyEntry("from bc", ours.getKey("device 1", PASSWORD), PASSWORD, ours.getCertificateChain("device 1"));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        bc.store(out, PASSWORD);
        assertEquals((byte) 0x80, out.toByteArray()[1], "BC writes an indefinite length");
        KeyStore back = KeyStore.getInstance("PKCS12", IOTCRYPT);
        back.load(new ByteArrayInputStream(out.toByteArray()), PASSWORD);
        assertEquals(List.of("from bc"), Collections.list(back.aliases()));
        assertChainIsOpenssls(back.getCertificateChain("from bc"));
        assertSigns((PrivateKey) back.getKey("from bc", PASSWORD), (X509Certificate) back.getCertificate("from bc"));
    }

    @Test
    void keytoolListsWithTheProvider() throws Exception {
        Path file = Files.write(dir.resolve("k.p12"), writeOurs("PKCS12"));
        String keytool = Path.of(System.getProperty("java.home"), "bin", "keytool").toString();
        String classes = Path.of(IotCryptProvider.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        String out = new String(runWithStderr(List.of(keytool, "-list", "-keystore", file.toString(),
                "-storepass", new String(PASSWORD), "-storetype", "PKCS12", "-providername", IotCryptProvider.NAME,
                "-providerclass", IotCryptProvider.class.getName(), "-providerpath", classes)), StandardCharsets.UTF_8);
        assertTrue(out.contains("Keystore provider: IotCrypt"), out);
        assertTrue(out.contains("device 1,") && out.contains("PrivateKeyEntry"), out);
    }

    @Test
    void entriesRoundTrip() throws Exception {
        KeyStore ks = KeyStore.getInstance("PKCS12-SM", IOTCRYPT);
        ks.load(new ByteArrayInputStream(writeOurs("PKCS12")), PASSWORD);
        X509Certificate root = Certificates.parse(Files.readAllBytes(chain.root()));
        ks.setCertificateEntry("Root CA", root);
        assertEquals("Root CA", ks.getCertificateAlias(root), "the root is in a chain, but no key's leaf");
        char[] keyPassword = "another".toCharArray();
        ks.setKeyEntry("second", ks.getKey("device 1", PASSWORD), keyPassword, ks.getCertificateChain("device 1"));
        assertThrows(java.security.KeyStoreException.class, () -> ks.setCertificateEntry("second", root));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ks.store(out, PASSWORD);

        KeyStore back = KeyStore.getInstance("PKCS12", IOTCRYPT);
        back.load(new ByteArrayInputStream(out.toByteArray()), PASSWORD);
        assertEquals(List.of("device 1", "second", "Root CA"), Collections.list(back.aliases()));
        assertTrue(back.isCertificateEntry("root ca"));
        assertEquals(root, back.getCertificate("Root CA"));
        assertChainIsOpenssls(back.getCertificateChain("second"));
        assertSigns((PrivateKey) back.getKey("second", keyPassword), (X509Certificate) back.getCertificate("second"));
        assertThrows(UnrecoverableKeyException.class, () -> back.getKey("second", PASSWORD));
        back.deleteEntry("SECOND");
        assertFalse(back.containsAlias("second"));
        assertNull(back.getKey("second", keyPassword));
        assertEquals(2, back.size());
    }

    @Test
    void malformedFilesAreIoExceptions() throws Exception {
        byte[] p12 = writeOurs("PKCS12");
        for (int cut : new int[] {0, 1, 4, 100, p12.length - 1}) {
            byte[] truncated = java.util.Arrays.copyOf(p12, cut);
            assertThrows(IOException.class, () -> Pkcs12Store.read(truncated, PASSWORD), "cut at " + cut);
        }
        byte[] flipped = p12.clone();
        flipped[flipped.length / 2] ^= 1;
        IOException e = assertThrows(IOException.class, () -> Pkcs12Store.read(flipped, PASSWORD));
        assertFalse(e.getMessage().contains(new String(PASSWORD)), "no password in messages");
    }

    /** Our default file, made from OpenSSL's export: key and chain. */
    private byte[] writeOurs(String type) throws Exception {
        Path p12 = export(List.of(), "device 1");
        KeyStore openssl = KeyStore.getInstance("PKCS12", IOTCRYPT);
        openssl.load(new ByteArrayInputStream(Files.readAllBytes(p12)), PASSWORD);
        KeyStore ks = KeyStore.getInstance(type, IOTCRYPT);
        ks.load(null, null);
        ks.setKeyEntry("device 1", openssl.getKey("device 1", PASSWORD), PASSWORD, openssl.getCertificateChain("device 1"));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ks.store(out, PASSWORD);
        return out.toByteArray();
    }

    private Path export(List<String> options, String name) throws IOException {
        Path chainFile = dir.resolve("cas.pem");
        Files.write(chainFile, concat(Files.readAllBytes(chain.intermediate()), Files.readAllBytes(chain.root())));
        Path p12 = dir.resolve("openssl.p12");
        List<String> command = new ArrayList<>(List.of("openssl", "pkcs12", "-export", "-inkey", chain.leafKey().toString(),
                "-in", chain.leaf().toString(), "-certfile", chainFile.toString(), "-name", name,
                "-passout", "file:" + pass, "-out", p12.toString()));
        command.addAll(options);
        Openssl.run(new byte[0], command);
        return p12;
    }

    private void assertChainIsOpenssls(Certificate[] found) throws Exception {
        assertNotNull(found);
        assertEquals(3, found.length);
        assertArrayEquals(Certificates.parse(Files.readAllBytes(chain.leaf())).getEncoded(), found[0].getEncoded());
        assertArrayEquals(Certificates.parse(Files.readAllBytes(chain.intermediate())).getEncoded(), found[1].getEncoded());
        assertArrayEquals(Certificates.parse(Files.readAllBytes(chain.root())).getEncoded(), found[2].getEncoded());
    }

    private static void assertSigns(PrivateKey key, X509Certificate certificate) throws Exception {
        byte[] message = "firmware 1.2".getBytes(StandardCharsets.UTF_8);
        Signature s = Signature.getInstance("SM3withSM2", IOTCRYPT);
        s.initSign(key, new SecureRandom());
        s.update(message);
        byte[] signature = s.sign();
        Signature v = Signature.getInstance("SM3withSM2", BC);
        v.initVerify(certificate.getPublicKey());
        v.update(message);
        assertTrue(v.verify(signature), "Bouncy Castle verifies with the certificate's key");
    }

    /** Runs a command and returns its stdout and stderr joined (openssl -info writes to stderr). */
    private static byte[] runWithStderr(List<String> command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        p.getOutputStream().close();
        byte[] out = p.getInputStream().readAllBytes();
        assertEquals(0, p.waitFor(), new String(out, StandardCharsets.UTF_8));
        return out;
    }

    private static byte[] pemBlock(String text, String label) {
        int from = text.indexOf("-----BEGIN " + label + "-----");
        String end = "-----END " + label + "-----";
        int to = text.indexOf(end, from) + end.length();
        return text.substring(from, to).getBytes(StandardCharsets.US_ASCII);
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] out = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }
}
