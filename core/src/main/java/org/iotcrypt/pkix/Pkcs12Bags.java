package org.iotcrypt.pkix;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.security.UnrecoverableKeyException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.iotcrypt.internal.encoding.BerToDer;
import org.iotcrypt.internal.encoding.DerReader;
import org.iotcrypt.internal.encoding.DerWriter;
import org.iotcrypt.internal.util.Passwords;

/**
 * The PKCS#12 file format (RFC 7292) as a list of bags: reading checks the MAC and decrypts the
 * encrypted content; writing puts the certificates into one PBES2-encrypted content and the
 * (already encrypted) keys into one plain content, then MACs the whole, which is the layout
 * {@code openssl pkcs12 -export} writes.
 *
 * <p>Read: password integrity mode with a MAC of {@link Pkcs12Mac}'s digests (or no MAC);
 * content that is plain or PBES2-encrypted; key bags, shrouded key bags, certificate bags
 * (X.509) and nested safe contents; the friendlyName, localKeyId and the JDK's trusted-usage
 * attributes. CRL, secret and unknown bags, and other attributes, are skipped. Refused with a
 * message: public-key integrity or privacy mode. The legacy PKCS#12 PBE ciphers (OpenSSL 1.1's
 * and {@code -legacy}'s 3DES and RC2, Bouncy Castle's default) are read through the JDK
 * ({@link Pkcs12Pbe}), never written. BER (Bouncy Castle's default {@code PKCS12} store writes
 * it) is read through {@link BerToDer}.
 */
final class Pkcs12Bags {

    /** What a bag holds. */
    enum Kind {
        /** A PKCS#8 PrivateKeyInfo in the clear. */
        KEY,
        /** An EncryptedPrivateKeyInfo. */
        SHROUDED_KEY,
        /** An X.509 certificate, DER. */
        CERTIFICATE
    }

    /** One bag and the attributes this library reads. */
    record Bag(Kind kind, byte[] value, String friendlyName, byte[] localKeyId, boolean trusted) {
    }

    static final String DATA = "1.2.840.113549.1.7.1";
    static final String ENCRYPTED_DATA = "1.2.840.113549.1.7.6";
    static final String KEY_BAG = "1.2.840.113549.1.12.10.1.1";
    static final String SHROUDED_KEY_BAG = "1.2.840.113549.1.12.10.1.2";
    static final String CERT_BAG = "1.2.840.113549.1.12.10.1.3";
    static final String SAFE_CONTENTS_BAG = "1.2.840.113549.1.12.10.1.6";
    static final String X509_CERTIFICATE = "1.2.840.113549.1.9.22.1";
    static final String FRIENDLY_NAME = "1.2.840.113549.1.9.20";
    static final String LOCAL_KEY_ID = "1.2.840.113549.1.9.21";
    /** Oracle's trusted-certificate attribute, which the JDK writes and reads for certificate entries. */
    static final String TRUSTED_KEY_USAGE = "2.16.840.1.113894.746875.1.1";
    static final String ANY_EXTENDED_KEY_USAGE = "2.5.29.37.0";
    private static final int BMP_STRING = 0x1e;
    private static final int MAX_NESTING = 4;

    private Pkcs12Bags() {
    }

    /**
     * Reads a PKCS#12 file.
     *
     * @param password the password; {@code null} skips the MAC, as the JDK's key store does, and
     *     then encrypted content is refused
     * @throws IOException if it is malformed or unsupported, or the password is wrong (then with
     *     an {@link UnrecoverableKeyException} as its cause, as the JDK's key store has it)
     */
    static List<Bag> read(byte[] file, char[] password) throws IOException {
        return read(file, password, new KdfBudget());
    }

    /** {@link #read(byte[], char[])} within {@code budget}: the MAC and every encrypted part share it. */
    static List<Bag> read(byte[] file, char[] password, KdfBudget budget) throws IOException {
        byte[] bmp = password == null ? null : Pkcs12Mac.bmpPassword(password);
        byte[] utf8 = password == null ? null : Passwords.utf8(password);
        try {
            DerReader outer = new DerReader(BerToDer.normalize(file));
            DerReader pfx = outer.sequence();
            outer.finish();
            if (pfx.smallInteger(Integer.MAX_VALUE) != 3) {
                throw new IOException("PKCS#12 version is not 3");
            }
            DerReader authSafe = pfx.sequence();
            String type = authSafe.oid();
            if (!type.equals(DATA)) {
                throw new IOException("PKCS#12 in public-key integrity mode (" + type + ") is not supported");
            }
            DerReader wrapped = authSafe.explicit(0);
            byte[] safes = wrapped.octetString();
            wrapped.finish();
            authSafe.finish();
            if (pfx.hasMore()) {
                checkMac(pfx.sequence(), bmp, safes, budget);
            }
            pfx.finish();
            List<Bag> bags = new ArrayList<>();
            DerReader contents = new DerReader(BerToDer.normalize(safes)).sequence();
            while (contents.hasMore()) {
                DerReader info = contents.sequence();
                String contentType = info.oid();
                DerReader content = info.explicit(0);
                info.finish();
                if (contentType.equals(DATA)) {
                    readSafeContents(content.octetString(), bags, 0);
                } else if (contentType.equals(ENCRYPTED_DATA)) {
                    if (utf8 == null) {
                        throw new IOException("PKCS#12 content is encrypted: a password is needed");
                    }
                    readSafeContents(decrypt(content.sequence(), utf8, budget), bags, 0);
                } else {
                    throw new IOException("PKCS#12 content of type " + contentType + " is not supported");
                }
                content.finish();
            }
            return bags;
        } finally {
            wipe(bmp);
            wipe(utf8);
        }
    }

    /**
     * Writes a PKCS#12 file: the certificate bags encrypted and the key bags as they are (keys
     * come encrypted under their own passwords), under {@code password}.
     */
    static byte[] write(List<Bag> bags, char[] password, PasswordProtection protection, int iterations,
            SecureRandom random) throws GeneralSecurityException {
        List<byte[]> certificates = new ArrayList<>();
        List<byte[]> keys = new ArrayList<>();
        for (Bag bag : bags) {
            (bag.kind() == Kind.CERTIFICATE ? certificates : keys).add(encode(bag));
        }
        List<byte[]> contents = new ArrayList<>();
        byte[] bmp = Pkcs12Mac.bmpPassword(password);
        byte[] utf8 = Passwords.utf8(password);
        try {
            if (!certificates.isEmpty()) {
                byte[] plain = DerWriter.sequence(certificates.toArray(new byte[0][]));
                Pbes2.Encrypted e = Pbes2.encrypt(protection, iterations, utf8, plain, random);
                contents.add(DerWriter.sequence(DerWriter.oid(ENCRYPTED_DATA), DerWriter.explicit(0,
                        DerWriter.sequence(DerWriter.integer(0), DerWriter.sequence(
                                DerWriter.oid(DATA), e.algorithm(),
                                DerWriter.element(DerReader.contextPrimitiveTag(0), e.ciphertext()))))));
            }
            if (!keys.isEmpty()) {
                contents.add(data(DerWriter.sequence(keys.toArray(new byte[0][]))));
            }
            byte[] safes = DerWriter.sequence(contents.toArray(new byte[0][]));
            byte[] salt = new byte[16];
            random.nextBytes(salt);
            byte[] mac;
            try {
                mac = Pkcs12Mac.compute(protection.macDigest(), bmp, salt, iterations, safes);
            } catch (IOException e) {
                throw new IllegalStateException("the MAC digest of " + protection + " is supported", e);
            }
            byte[] macData = DerWriter.sequence(
                    DerWriter.sequence(DerWriter.sequence(DerWriter.oid(protection.macDigest()), DerWriter.nullValue()),
                            DerWriter.octetString(mac)),
                    DerWriter.octetString(salt), DerWriter.integer(iterations));
            return DerWriter.sequence(DerWriter.integer(3), data(safes), macData);
        } finally {
            wipe(bmp);
            wipe(utf8);
        }
    }

    private static void checkMac(DerReader macData, byte[] bmp, byte[] safes, KdfBudget budget) throws IOException {
        DerReader digestInfo = macData.sequence();
        AlgorithmId digest = AlgorithmId.read(digestInfo);
        if (!digest.parametersAbsentOrNull()) {
            throw new IOException("PKCS#12 MAC digest with parameters");
        }
        byte[] expected = digestInfo.octetString();
        digestInfo.finish();
        byte[] salt = macData.octetString();
        int iterations = macData.hasMore() ? macData.smallInteger(Pbes2.MAX_ITERATIONS) : 1;
        macData.finish();
        if (iterations < 1) {
            throw new IOException("PKCS#12 MAC with no iteration");
        }
        if (!Pkcs12Mac.supports(digest.oid())) {
            throw new IOException("PKCS#12 MAC digest " + digest.oid() + " is not supported");
        }
        if (bmp == null) {
            return;
        }
        try {
            budget.spend(iterations, "the PKCS#12 MAC");
            boolean ok = Pkcs12Mac.verify(digest.oid(), bmp, salt, iterations, safes, expected);
            // An empty password: OpenSSL has written both its BMPString (two zero bytes) and no bytes at all.
            if (!ok && bmp.length == 2) {
                budget.spend(iterations, "the PKCS#12 MAC, under the other form of the empty password,");
                ok = Pkcs12Mac.verify(digest.oid(), new byte[0], salt, iterations, safes, expected);
            }
            if (!ok) {
                IOException e = new IOException("wrong password, or the PKCS#12 file is damaged (its MAC does not verify)");
                e.initCause(new UnrecoverableKeyException("PKCS#12 MAC check failed"));
                throw e;
            }
        } catch (GeneralSecurityException e) {
            throw new IOException("PKCS#12 MAC digest unavailable: " + e.getMessage());
        }
    }

    private static byte[] decrypt(DerReader encryptedData, byte[] utf8, KdfBudget budget) throws IOException {
        encryptedData.smallInteger(2); // versions 0..2 (CMS) all read alike here
        DerReader info = encryptedData.sequence();
        encryptedData.finish();
        if (!info.oid().equals(DATA)) {
            throw new IOException("PKCS#12 encrypted content is not data");
        }
        DerReader algorithm = info.sequence();
        String scheme = algorithm.oid();
        byte[] parameters = algorithm.element();
        algorithm.finish();
        byte[] ciphertext = encryptedContent(info);
        info.finish();
        try {
            return Pbes2.decrypt(scheme, parameters, ciphertext, utf8, budget, "an encrypted part of the PKCS#12 file");
        } catch (GeneralSecurityException e) {
            IOException wrapped = new IOException("wrong password, or the PKCS#12 file is damaged (its certificates do not decrypt)");
            wrapped.initCause(new UnrecoverableKeyException("PKCS#12 content does not decrypt"));
            throw wrapped;
        }
    }

    /**
     * The [0] IMPLICIT OCTET STRING of an EncryptedContentInfo: primitive in DER, constructed
     * (its pieces already joined by {@link BerToDer}) where Bouncy Castle's BER wrote it so.
     */
    private static byte[] encryptedContent(DerReader info) throws IOException {
        if (info.nextIs(DerReader.contextPrimitiveTag(0))) {
            return info.contentOf(DerReader.contextPrimitiveTag(0));
        }
        DerReader pieces = info.constructed(DerReader.contextTag(0), "encryptedContent");
        java.io.ByteArrayOutputStream joined = new java.io.ByteArrayOutputStream();
        while (pieces.hasMore()) {
            joined.writeBytes(pieces.octetString());
        }
        return joined.toByteArray();
    }

    private static void readSafeContents(byte[] ber, List<Bag> bags, int depth) throws IOException {
        DerReader outer = new DerReader(BerToDer.normalize(ber));
        DerReader safeContents = outer.sequence();
        outer.finish();
        while (safeContents.hasMore()) {
            DerReader bag = safeContents.sequence();
            String id = bag.oid();
            DerReader value = bag.explicit(0);
            Attributes attributes = bag.hasMore() ? Attributes.read(bag.constructed(DerReader.SET, "bagAttributes"))
                    : new Attributes();
            bag.finish();
            switch (id) {
                case KEY_BAG -> bags.add(attributes.bag(Kind.KEY, value.element()));
                case SHROUDED_KEY_BAG -> bags.add(attributes.bag(Kind.SHROUDED_KEY, value.element()));
                case CERT_BAG -> {
                    DerReader certBag = value.sequence();
                    String certType = certBag.oid();
                    DerReader certValue = certBag.explicit(0);
                    byte[] certificate = certValue.octetString();
                    certValue.finish();
                    certBag.finish();
                    if (!certType.equals(X509_CERTIFICATE)) {
                        throw new IOException("PKCS#12 certificate bag of type " + certType + " (only X.509 is read)");
                    }
                    bags.add(attributes.bag(Kind.CERTIFICATE, certificate));
                }
                case SAFE_CONTENTS_BAG -> {
                    if (depth == MAX_NESTING) {
                        throw new IOException("PKCS#12 safe contents nested too deep");
                    }
                    readSafeContents(value.element(), bags, depth + 1);
                }
                default -> value.element(); // CRL, secret and unknown bags: skipped
            }
            value.finish();
        }
    }

    private static byte[] encode(Bag bag) {
        List<byte[]> attributes = new ArrayList<>();
        if (bag.friendlyName() != null) {
            attributes.add(attribute(FRIENDLY_NAME,
                    DerWriter.element(BMP_STRING, bag.friendlyName().getBytes(StandardCharsets.UTF_16BE))));
        }
        if (bag.localKeyId() != null) {
            attributes.add(attribute(LOCAL_KEY_ID, DerWriter.octetString(bag.localKeyId())));
        }
        if (bag.trusted()) {
            attributes.add(attribute(TRUSTED_KEY_USAGE, DerWriter.oid(ANY_EXTENDED_KEY_USAGE)));
        }
        byte[] value = switch (bag.kind()) {
            case KEY, SHROUDED_KEY -> bag.value();
            case CERTIFICATE -> DerWriter.sequence(DerWriter.oid(X509_CERTIFICATE),
                    DerWriter.explicit(0, DerWriter.octetString(bag.value())));
        };
        String id = switch (bag.kind()) {
            case KEY -> KEY_BAG;
            case SHROUDED_KEY -> SHROUDED_KEY_BAG;
            case CERTIFICATE -> CERT_BAG;
        };
        byte[] oid = DerWriter.oid(id);
        byte[] explicit = DerWriter.explicit(0, value);
        return attributes.isEmpty() ? DerWriter.sequence(oid, explicit)
                : DerWriter.sequence(oid, explicit, DerWriter.setOf(attributes.toArray(new byte[0][])));
    }

    private static byte[] attribute(String oid, byte[] value) {
        return DerWriter.sequence(DerWriter.oid(oid), DerWriter.setOf(value));
    }

    private static byte[] data(byte[] content) {
        return DerWriter.sequence(DerWriter.oid(DATA), DerWriter.explicit(0, DerWriter.octetString(content)));
    }

    private static void wipe(byte[] b) {
        if (b != null) {
            Arrays.fill(b, (byte) 0);
        }
    }

    /** The bag attributes this library reads. */
    private static final class Attributes {
        private String friendlyName;
        private byte[] localKeyId;
        private boolean trusted;

        static Attributes read(DerReader set) throws IOException {
            Attributes a = new Attributes();
            while (set.hasMore()) {
                DerReader attribute = set.sequence();
                String type = attribute.oid();
                DerReader values = attribute.constructed(DerReader.SET, "attribute values");
                attribute.finish();
                switch (type) {
                    case FRIENDLY_NAME -> {
                        byte[] bmp = values.contentOf(BMP_STRING);
                        if (bmp.length % 2 != 0) {
                            throw new IOException("PKCS#12 friendlyName is not a whole BMPString");
                        }
                        a.friendlyName = new String(bmp, StandardCharsets.UTF_16BE);
                    }
                    case LOCAL_KEY_ID -> a.localKeyId = values.octetString();
                    case TRUSTED_KEY_USAGE -> {
                        a.trusted = true;
                        while (values.hasMore()) {
                            values.oid();
                        }
                    }
                    default -> {
                        while (values.hasMore()) {
                            values.element();
                        }
                    }
                }
                values.finish();
            }
            return a;
        }

        Bag bag(Kind kind, byte[] value) {
            return new Bag(kind, value, friendlyName, localKeyId, trusted);
        }
    }
}
