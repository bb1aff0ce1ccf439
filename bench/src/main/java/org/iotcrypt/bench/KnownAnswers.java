package org.iotcrypt.bench;

import org.iotcrypt.internal.encoding.Hex;

/**
 * The published answers every benchmarked provider must reproduce in {@code @Setup} before it
 * is timed. Each constant names the document and example it comes from; none was produced by
 * a library under test.
 */
final class KnownAnswers {

    private KnownAnswers() {
    }

    /** GB/T 32907-2016 (SM4), Appendix A, example 1: key = plaintext. */
    static final byte[] SM4_KEY = Hex.decode("0123456789abcdeffedcba9876543210");
    static final byte[] SM4_PLAINTEXT = Hex.decode("0123456789abcdeffedcba9876543210");
    static final byte[] SM4_CIPHERTEXT = Hex.decode("681edf34d206965e86b3e94f536e4246");

    /** FIPS 197 (AES), Appendix C.1, AES-128. */
    static final byte[] AES_KEY = Hex.decode("000102030405060708090a0b0c0d0e0f");
    static final byte[] AES_PLAINTEXT = Hex.decode("00112233445566778899aabbccddeeff");
    static final byte[] AES_CIPHERTEXT = Hex.decode("69c4e0d86a7b0430d8cdb78070b4c55a");

    /** NIST SP 800-38A, F.5.1 CTR-AES128.Encrypt (four blocks). */
    static final byte[] AES_CTR_KEY = Hex.decode("2b7e151628aed2a6abf7158809cf4f3c");
    static final byte[] AES_CTR_IV = Hex.decode("f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff");
    static final byte[] AES_CTR_PLAINTEXT = Hex.decode(
            "6bc1bee22e409f96e93d7e117393172a" + "ae2d8a571e03ac9c9eb76fac45af8e51"
            + "30c81c46a35ce411e5fbc1191a0a52ef" + "f69f2445df4f9b17ad2b417be66c3710");
    static final byte[] AES_CTR_CIPHERTEXT = Hex.decode(
            "874d6191b620e3261bef6864990db6ce" + "9806f66b7970fdff8617187bb9fffdff"
            + "5ae4df3edbd5d35e5b4f09020db03eab" + "1e031dda2fbe03d1792170a0f3009cee");

    /** RFC 8998, Appendix A: inputs shared by A.1 (SM4-GCM) and A.2 (SM4-CCM). */
    static final byte[] RFC8998_KEY = Hex.decode("0123456789abcdeffedcba9876543210");
    static final byte[] RFC8998_NONCE = Hex.decode("00001234567800000000abcd");
    static final byte[] RFC8998_AAD = Hex.decode("feedfacedeadbeeffeedfacedeadbeefabaddad2");
    static final byte[] RFC8998_PLAINTEXT = Hex.decode(
            "aaaaaaaaaaaaaaaabbbbbbbbbbbbbbbbccccccccccccccccdddddddddddddddd"
            + "eeeeeeeeeeeeeeeeffffffffffffffffeeeeeeeeeeeeeeeeaaaaaaaaaaaaaaaa");

    /** RFC 8998, Appendix A.1 (SM4-GCM): ciphertext followed by the 16-byte tag. */
    static final byte[] RFC8998_GCM_SEALED = Hex.decode(
            "17f399f08c67d5ee19d0dc9969c4bb7d5fd46fd3756489069157b282bb200735"
            + "d82710ca5c22f0ccfa7cbf93d496ac15a56834cbcf98c397b4024a2691233b8d"
            + "83de3541e4c2b58177e065a9bf7b62ec");

    /** RFC 8998, Appendix A.2 (SM4-CCM): ciphertext followed by the 16-byte tag. */
    static final byte[] RFC8998_CCM_SEALED = Hex.decode(
            "48af93501fa62adbcd414cce6034d895dda1bf8f132f042098661572e7483094"
            + "fd12e518ce062c98acee28d95df4416bed31a2f04476c18bb40c84a74b97dc5b"
            + "16842d4fa186f56ab33256971fa110f4");

    /**
     * McGrew and Viega, "The Galois/Counter Mode of Operation (GCM)" (NIST submission, 2005),
     * Test Case 4: AES-128, 96-bit IV, 20-byte AAD, 60-byte plaintext.
     */
    static final byte[] AES_GCM_KEY = Hex.decode("feffe9928665731c6d6a8f9467308308");
    static final byte[] AES_GCM_NONCE = Hex.decode("cafebabefacedbaddecaf888");
    static final byte[] AES_GCM_AAD = Hex.decode("feedfacedeadbeeffeedfacedeadbeefabaddad2");
    static final byte[] AES_GCM_PLAINTEXT = Hex.decode(
            "d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a72"
            + "1c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b39");
    static final byte[] AES_GCM_SEALED = Hex.decode(
            "42831ec2217774244b7221b784d0d49ce3aa212f2c02a4e035c17e2329aca12e"
            + "21d514b25466931c7d8f6a5aac84aa051ba30b396a0aac973d58e091"
            + "5bc94fbc3221a5db94fae95ae7121a47");

    /**
     * McGrew and Viega, GCM Test Case 2: hash subkey H, no AAD, one ciphertext block, and
     * GHASH(H, A, C) as the document lists it.
     */
    static final byte[] GHASH_H = Hex.decode("66e94bd4ef8a2c3b884cfa59ca342b2e");
    static final byte[] GHASH_CIPHERTEXT = Hex.decode("0388dace60b6a392f328c2b971b2fe78");
    static final byte[] GHASH_RESULT = Hex.decode("f38cbb1ad69223dcc3457ae5b6b0f885");

    /** GB/T 32905-2016 (SM3), Appendix A.1: "abc". */
    static final byte[] SM3_ABC = Hex.decode(
            "66c7f0f462eeedd9d1f2d46bdc10e4e24167c4875cf2f7a2297da02b8f4ba8e0");

    /** GB/T 32905-2016 (SM3), Appendix A.2: "abcd" repeated 16 times (one 64-byte block). */
    static final byte[] SM3_ABCD16 = Hex.decode(
            "debe9ff92275b8a138604889c18e5a4d6fdb70e5387e5765293dcba39c0c5732");

    /** FIPS 180-2 (SHA-256), Appendix B.1: "abc". */
    static final byte[] SHA256_ABC = Hex.decode(
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");

    /** FIPS 180-2 (SHA-256), Appendix B.2: the 56-byte "abcdbcde...nopq" message. */
    static final byte[] SHA256_ABCDBCDE = Hex.decode(
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");

    static final String ABCDBCDE = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq";
}
