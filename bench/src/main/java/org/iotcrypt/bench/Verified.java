package org.iotcrypt.bench;

import static org.iotcrypt.bench.KnownAnswers.*;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.Arrays;
import org.iotcrypt.internal.encoding.Hex;

/**
 * Builds a provider's encryptor, sealer or hasher and proves it right before anything is timed:
 * first against the published known answer, then against {@link Reference} on a random message of
 * the benchmark's own size (so the bulk paths a 16 KiB message takes are checked, not just one
 * block). Any mismatch throws, which makes JMH abandon that benchmark instead of timing it.
 */
final class Verified {

    /** Copies of a one-block known answer, so that every lane of a 16-block bulk engine must get it right. */
    private static final int COPIES = 64;
    /** Longer mismatches are reported by position rather than printed in full. */
    private static final int SHOWN_BYTES = 96;

    private Verified() {
    }

    /** ECB keyed with the known-answer key (GB/T 32907 example 1, or FIPS 197 C.1 for AES). */
    static Encryptor ecb(String provider, int size) throws GeneralSecurityException {
        boolean aes = Providers.isReference(provider);
        byte[] key = aes ? AES_KEY : SM4_KEY;
        Encryptor ecb = BlockModes.ecb(provider, key);
        byte[] plaintext = Messages.repeat(aes ? AES_PLAINTEXT : SM4_PLAINTEXT, COPIES);
        byte[] expected = Messages.repeat(aes ? AES_CIPHERTEXT : SM4_CIPHERTEXT, COPIES);
        expect(provider, aes ? "FIPS 197 C.1" : "GB/T 32907 example 1", expected, encrypt(ecb, null, plaintext));
        byte[] message = Messages.random(size, 1);
        expect(provider, "ECB cross-check", Reference.ecb(aes, key, message), encrypt(ecb, null, message));
        return ecb;
    }

    /**
     * CTR keyed with the known-answer key. AES has the SP 800-38A F.5.1 answer; SM4 has no CTR
     * example in GB/T 32907, so its check is the block cipher applied to the counter blocks, from
     * an initial counter whose low 64 bits carry into the high 64 bits early in the message.
     */
    static Encryptor ctr(String provider, int size) throws GeneralSecurityException {
        boolean aes = Providers.isReference(provider);
        byte[] key = aes ? AES_CTR_KEY : SM4_KEY;
        Encryptor ctr = BlockModes.ctr(provider, key);
        if (aes) {
            expect(provider, "SP 800-38A F.5.1", AES_CTR_CIPHERTEXT, encrypt(ctr, AES_CTR_IV, AES_CTR_PLAINTEXT));
        }
        byte[] iv = Hex.decode("0011223344556677fffffffffffffff0");
        byte[] message = Messages.random(size, 2);
        expect(provider, "CTR cross-check", Reference.ctr(aes, key, iv, message), encrypt(ctr, iv, message));
        return ctr;
    }

    /** GCM keyed with the known-answer key (RFC 8998 A.1, or GCM test case 4 for AES). */
    static AeadEncryptor gcm(String provider, int size) throws GeneralSecurityException {
        boolean aes = Providers.isReference(provider);
        byte[] key = aes ? AES_GCM_KEY : RFC8998_KEY;
        AeadEncryptor gcm = Aeads.gcm(provider, key);
        if (aes) {
            expect(provider, "GCM test case 4", AES_GCM_SEALED,
                    seal(gcm, AES_GCM_NONCE, AES_GCM_AAD, AES_GCM_PLAINTEXT));
        } else {
            expect(provider, "RFC 8998 A.1", RFC8998_GCM_SEALED,
                    seal(gcm, RFC8998_NONCE, RFC8998_AAD, RFC8998_PLAINTEXT));
        }
        byte[] nonce = Messages.random(12, 3);
        byte[] aad = Messages.random(SealBenchmark.AAD_LENGTH, 4);
        byte[] message = Messages.random(size, 5);
        expect(provider, "GCM cross-check", Reference.gcm(aes, key, nonce, aad, message),
                seal(gcm, nonce, aad, message));
        return gcm;
    }

    /** CCM keyed with the RFC 8998 key, checked against RFC 8998 A.2. */
    static AeadEncryptor ccm(String provider, int size) throws GeneralSecurityException {
        AeadEncryptor ccm = Aeads.ccm(provider, RFC8998_KEY);
        expect(provider, "RFC 8998 A.2", RFC8998_CCM_SEALED,
                seal(ccm, RFC8998_NONCE, RFC8998_AAD, RFC8998_PLAINTEXT));
        byte[] nonce = Messages.random(12, 6);
        byte[] aad = Messages.random(SealBenchmark.AAD_LENGTH, 7);
        byte[] message = Messages.random(size, 8);
        expect(provider, "CCM cross-check", Reference.ccm(RFC8998_KEY, nonce, aad, message),
                seal(ccm, nonce, aad, message));
        return ccm;
    }

    /**
     * GHASH under the GCM Test Case 2 subkey, checked against that case, then against
     * {@link Reference#ghash} with a 20-byte AAD and a random text of the benchmark's size.
     */
    static Hasher ghash(String provider, int size) {
        byte[] out = new byte[Ghashes.LENGTH];
        Ghashes.of(provider, GHASH_H, new byte[0]).hash(GHASH_CIPHERTEXT, GHASH_CIPHERTEXT.length, out);
        expect(provider, "GCM test case 2 GHASH", GHASH_RESULT, out);
        byte[] aad = Messages.random(SealBenchmark.AAD_LENGTH, 19);
        Hasher ghash = Ghashes.of(provider, GHASH_H, aad);
        byte[] text = Messages.random(size, 20);
        ghash.hash(text, size, out);
        expect(provider, "GHASH cross-check", Reference.ghash(GHASH_H, aad, text), out);
        return ghash;
    }

    /** SM3 against GB/T 32905 A.1 and A.2 (SHA-256 against FIPS 180-2 B.1 and B.2 for the reference). */
    static Hasher digest(String provider, int size) throws GeneralSecurityException {
        boolean sha256 = Providers.isReference(provider);
        Hasher hasher = Digests.of(provider);
        expect(provider, sha256 ? "FIPS 180-2 B.1" : "GB/T 32905 A.1", sha256 ? SHA256_ABC : SM3_ABC,
                hash(hasher, ascii("abc")));
        if (sha256) {
            expect(provider, "FIPS 180-2 B.2", SHA256_ABCDBCDE, hash(hasher, ascii(ABCDBCDE)));
        } else {
            expect(provider, "GB/T 32905 A.2", SM3_ABCD16, hash(hasher, ascii("abcd".repeat(16))));
        }
        byte[] message = Messages.random(size, 9);
        expect(provider, "digest cross-check", Reference.digest(sha256, message), hash(hasher, message));
        return hasher;
    }

    private static byte[] encrypt(Encryptor encryptor, byte[] iv, byte[] in) throws GeneralSecurityException {
        byte[] out = new byte[in.length];
        encryptor.encrypt(iv, in, in.length, out);
        return out;
    }

    private static byte[] seal(AeadEncryptor aead, byte[] nonce, byte[] aad, byte[] in)
            throws GeneralSecurityException {
        byte[] out = new byte[in.length + Aeads.TAG_LENGTH];
        return Arrays.copyOf(out, aead.seal(nonce, aad, in, in.length, out));
    }

    private static byte[] hash(Hasher hasher, byte[] in) {
        byte[] out = new byte[Digests.LENGTH];
        hasher.hash(in, in.length, out);
        return out;
    }

    private static byte[] ascii(String s) {
        return s.getBytes(StandardCharsets.US_ASCII);
    }

    private static void expect(String provider, String check, byte[] expected, byte[] actual) {
        int mismatch = Arrays.mismatch(expected, actual);
        if (mismatch < 0) {
            return;
        }
        String detail = expected.length <= SHOWN_BYTES && actual.length <= SHOWN_BYTES
                ? "expected " + Hex.encode(expected) + ", got " + Hex.encode(actual)
                : "first difference at byte " + mismatch + " of " + expected.length;
        throw new IllegalStateException(provider + " failed " + check + ": " + detail);
    }
}
