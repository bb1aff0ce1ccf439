package org.iotcrypt.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import org.iotcrypt.vectors.VectorFile;
import org.junit.jupiter.api.Test;

/**
 * {@code iotcrypt sm4}: GB/T 32907's example 1 (ECB), RFC 8998's SM4-GCM and SM4-CCM vectors both
 * ways, CBC and CTR against {@code openssl enc -K -iv -nopad}, a changed tag refused with nothing
 * printed, and usage errors.
 */
class Sm4CommandTest {

    @org.junit.jupiter.api.io.TempDir
    java.nio.file.Path dir;

    @Test
    void theStandardsVectors() {
        VectorFile.Vector ecb = VectorFile.load("gbt32907-sm4.txt").get(0);
        assertOutput(ecb.get("ciphertext"), "sm4", "encrypt", "--key", ecb.get("key"), ecb.get("plaintext"));
        assertOutput(ecb.get("plaintext"), "sm4", "decrypt", "--key", ecb.get("key"), ecb.get("ciphertext"));
        for (String[] aead : new String[][] {{"gcm", "rfc8998-sm4-gcm.txt", "iv"}, {"ccm", "rfc8998-sm4-ccm.txt", "nonce"}}) {
            VectorFile.Vector v = VectorFile.load(aead[1]).get(0);
            String sealed = HexText.of(v.hex("ct")) + HexText.of(v.hex("tag"));
            assertOutput(sealed, "sm4", "encrypt", "--mode", aead[0], "--key", v.get("key"), "--iv", v.get(aead[2]),
                    "--aad", v.get("aad"), v.get("pt"));
            assertOutput(HexText.of(v.hex("pt")), "sm4", "decrypt", "--mode", aead[0], "--key", v.get("key"),
                    "--iv", v.get(aead[2]), "--aad", v.get("aad"), sealed);
            String changed = sealed.substring(0, sealed.length() - 1) + (sealed.endsWith("0") ? "1" : "0");
            CliRun r = CliRun.of("sm4", "decrypt", "--mode", aead[0], "--key", v.get("key"), "--iv", v.get(aead[2]),
                    "--aad", v.get("aad"), changed);
            assertEquals(1, r.exitCode(), r.err());
            assertEquals("", r.out(), "nothing released");
            assertTrue(r.err().contains("tag does not verify"), r.err());
        }
    }

    @Test
    void cbcAndCtrAgreeWithOpensslEnc() throws IOException {
        Peers.assumeOpensslSm2();
        String key = "0123456789abcdeffedcba9876543210";
        String iv = "00112233445566778899aabbccddeeff";
        String data = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f";
        for (String mode : List.of("cbc", "ctr")) {
            byte[] expected = opensslEnc(HexText.parse(data), "-sm4-" + mode, "-K", key, "-iv", iv, "-nopad");
            assertOutput(HexText.of(expected), "sm4", "encrypt", "--mode", mode, "--key", key, "--iv", iv, data);
        }
        byte[] padded = opensslEnc(HexText.parse("00112233"), "-sm4-cbc", "-K", key, "-iv", iv);
        assertOutput(HexText.of(padded), "sm4", "encrypt", "--mode", "cbc", "--padding", "pkcs5", "--key", key, "--iv", iv, "00112233");
    }

    @Test
    void usageErrors() {
        String key = "0123456789abcdeffedcba9876543210";
        usage("16 bytes", "sm4", "encrypt", "--key", "0011", "00");
        usage("--aad is for gcm and ccm", "sm4", "encrypt", "--key", key, "--aad", "00", "00");
        usage("gcm needs --iv", "sm4", "encrypt", "--key", key, "--mode", "gcm", "00");
        usage("ecb, cbc, ctr, gcm or ccm", "sm4", "encrypt", "--key", key, "--mode", "ofb", "00");
        usage("gcm takes no padding", "sm4", "encrypt", "--key", key, "--mode", "gcm", "--iv", "00", "--padding", "pkcs5", "00");
        usage("missing COMMAND", "sm4");
    }

    private byte[] opensslEnc(byte[] input, String... options) throws IOException {
        java.nio.file.Path in = java.nio.file.Files.write(dir.resolve("in.bin"), input);
        java.nio.file.Path out = dir.resolve("out.bin");
        List<String> command = new java.util.ArrayList<>(List.of("openssl", "enc"));
        command.addAll(List.of(options));
        command.addAll(List.of("-out", out.toString()));
        Peers.Output o = Peers.run(command, in, null);
        assertEquals(0, o.exitCode(), o.err());
        return java.nio.file.Files.readAllBytes(out);
    }

    private static void assertOutput(String expected, String... args) {
        CliRun r = CliRun.of(args);
        assertEquals(0, r.exitCode(), r.err());
        assertEquals(expected.toLowerCase(java.util.Locale.ROOT).replace(" ", ""), r.out().trim());
    }

    private static void usage(String fragment, String... args) {
        CliRun r = CliRun.of(args);
        assertEquals(2, r.exitCode(), r.out() + r.err());
        assertEquals(1, r.errLines().size(), r.err());
        assertTrue(r.err().contains(fragment), r.err());
    }
}
