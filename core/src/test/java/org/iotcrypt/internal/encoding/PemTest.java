package org.iotcrypt.internal.encoding;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;
import org.iotcrypt.testing.Openssl;
import org.junit.jupiter.api.Test;

/** Pem against the openssl CLI's PEM files (written once and at test time) and its refusals. */
class PemTest {

    static byte[] resource(String name) throws IOException {
        try (InputStream in = PemTest.class.getResourceAsStream("/vectors/openssl-sm2/" + name)) {
            if (in == null) {
                throw new IOException("missing test resource " + name);
            }
            return in.readAllBytes();
        }
    }

    @Test
    void readsAndWritesOpensslPemByteForByte() throws IOException {
        for (String[] pair : new String[][] {{"pub.pem", "pub.der"}, {"key-pkcs8.pem", "key-pkcs8.der"}}) {
            byte[] pem = resource(pair[0]);
            Pem.Block block = Pem.decode(pem);
            assertArrayEquals(resource(pair[1]), block.der());
            assertEquals(new String(pem, StandardCharsets.US_ASCII), Pem.encode(block.label(), block.der()));
            // issue 12, fix 5: the same text in arrays a caller can wipe, made without a String
            assertArrayEquals(pem, Pem.encodeBytes(block.label(), block.der()));
            assertArrayEquals(new String(pem, StandardCharsets.US_ASCII).toCharArray(),
                    Pem.encodeChars(block.label(), block.der()));
        }
        for (int length : new int[] {0, 1, 2, 3, 47, 48, 49, 96, 100}) {
            byte[] der = new byte[length];
            new Random(length).nextBytes(der);
            assertArrayEquals(Pem.encode("X", der).getBytes(StandardCharsets.US_ASCII), Pem.encodeBytes("X", der),
                    length + " bytes");
        }
        assertEquals("SM2 PRIVATE KEY", Pem.decode(resource("key-ec.pem")).label());
    }

    @Test
    void ourPemIsReadByOpenssl() throws IOException {
        byte[] der = new byte[300];
        new Random(7).nextBytes(der);
        String pem = Pem.encode("SOME DATA", der);
        assertTrue(pem.lines().allMatch(line -> line.length() <= 64));
        byte[] decoded = Openssl.run(pem.getBytes(StandardCharsets.US_ASCII), List.of("openssl", "base64", "-d"));
        assertArrayEquals(der, decoded);
        assertArrayEquals(der, Pem.decode(pem).der());
    }

    @Test
    void labelsAndTextAroundTheBlock() throws IOException {
        String pem = "Bag Attributes\n  friendlyName: x\n" + Pem.encode("PUBLIC KEY", new byte[] {1, 2, 3})
                .replace("\n", "\r\n") + "trailing text\n";
        Pem.Block block = Pem.decode(pem.getBytes(StandardCharsets.US_ASCII), "PRIVATE KEY", "PUBLIC KEY");
        assertEquals("PUBLIC KEY", block.label());
        assertArrayEquals(new byte[] {1, 2, 3}, block.der());
        IOException e = assertThrows(IOException.class,
                () -> Pem.decode(pem.getBytes(StandardCharsets.US_ASCII), "PRIVATE KEY"));
        assertTrue(e.getMessage().contains("PUBLIC KEY"), e.getMessage());
    }

    @Test
    void labelIsCheckedBeforeTheBodyIsDecoded() {
        // a block of the wrong kind (here with a body that is not even base64) is refused for its
        // label: a private key handed over where a public key is expected is never decoded
        String privatePem = "-----BEGIN PRIVATE KEY-----\nAA*A\n-----END PRIVATE KEY-----\n";
        IOException e = assertThrows(IOException.class,
                () -> Pem.decode(privatePem.getBytes(StandardCharsets.US_ASCII), "PUBLIC KEY"));
        assertTrue(e.getMessage().contains("label PRIVATE KEY"), e.getMessage());
    }

    /** The label alone, as decode reads it, for a caller who only asks what kind of block this is. */
    @Test
    void firstLabelReadsTheBeginLineOnly() {
        assertEquals("ENCRYPTED PRIVATE KEY", Pem.firstLabel(
                "text\n-----BEGIN ENCRYPTED PRIVATE KEY-----\nAA*A\n".getBytes(StandardCharsets.US_ASCII)),
                "a body that is not base64 and no END line: the label is still the BEGIN line's");
        assertEquals("PUBLIC KEY", Pem.firstLabel(Pem.encodeBytes("PUBLIC KEY", new byte[] {1})));
        assertNull(Pem.firstLabel("no block here\n".getBytes(StandardCharsets.US_ASCII)));
        assertNull(Pem.firstLabel("-----BEGIN PRIVATE KEY\n-----\n".getBytes(StandardCharsets.US_ASCII)),
                "the dashes after the label are on the next line");
        assertNull(Pem.firstLabel("-----BEGIN K\u00e9Y-----\n".getBytes(StandardCharsets.ISO_8859_1)),
                "not printable ASCII, as decode refuses it");
    }

    /**
     * PEM is a BEGIN line at the start of a line after text only. The first version took a BEGIN
     * anywhere, and the fuzzer made DER keys whose d or public point held "-----BEGIN ", which
     * were then refused as broken PEM (Sm2FormatFuzzTestInputs: privateKeys, publicKeys).
     */
    @Test
    void looksLikePemWantsTheBeginLineAfterTextOnly() {
        byte[] begin = "-----BEGIN ".getBytes(StandardCharsets.US_ASCII);
        assertTrue(Pem.looksLikePem(begin));
        assertTrue(Pem.looksLikePem("Bag Attributes\n    localKeyID: 01 02\r\n-----BEGIN X-----\n"
                .getBytes(StandardCharsets.US_ASCII)));
        assertTrue(Pem.looksLikePem("注释 (UTF-8)\n-----BEGIN X-----\n".getBytes(StandardCharsets.UTF_8)));
        assertFalse(Pem.looksLikePem("text -----BEGIN X-----\n".getBytes(StandardCharsets.US_ASCII)), "not at a line start");
        for (int at : new int[] {3, 50, 89}) {
            byte[] data = new byte[100];
            new Random(at).nextBytes(data);
            data[0] = 0x30;
            data[1] = 0x02;
            data[at - 1] = '\n';
            System.arraycopy(begin, 0, data, at, begin.length);
            assertFalse(Pem.looksLikePem(data), "DER before the BEGIN line at " + at);
        }
        // the same bytes with their top bit set, a prefix cut short, and data shorter than the pattern
        byte[] high = begin.clone();
        for (int i = 0; i < high.length; i++) {
            high[i] |= (byte) 0x80;
        }
        assertFalse(Pem.looksLikePem(high));
        assertFalse(Pem.looksLikePem("-----BEGIN".getBytes(StandardCharsets.US_ASCII)));
        assertFalse(Pem.looksLikePem(new byte[0]));
        assertFalse(Pem.looksLikePem("xx-----BEGINX".getBytes(StandardCharsets.US_ASCII)));
    }

    @Test
    void refusals() {
        String good = Pem.encode("PUBLIC KEY", new byte[40]);
        for (String bad : new String[] {
            "no pem here",
            good.replace("-----END PUBLIC KEY-----", ""),
            good.replace("END PUBLIC KEY", "END PRIVATE KEY"),
            good.replace("AAAA", "AA*A"),
            good.replace("AAAA", "AAA"),
            "-----BEGIN RSA PRIVATE KEY-----\nProc-Type: 4,ENCRYPTED\nDEK-Info: AES-128-CBC,00\n\nAAAA\n-----END RSA PRIVATE KEY-----\n",
            "-----BEGIN PUBLIC KEY\nAAAA\n-----END PUBLIC KEY-----\n"
        }) {
            assertThrows(IOException.class, () -> Pem.decode(bad.getBytes(StandardCharsets.ISO_8859_1)), bad);
        }
    }
}
