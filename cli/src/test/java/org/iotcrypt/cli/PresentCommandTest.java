package org.iotcrypt.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.security.GeneralSecurityException;
import org.junit.jupiter.api.Test;

/**
 * {@code iotcrypt present}: the CHES 2007 and PRESENT-128 known answers through the command
 * line, the modes, and usage errors; and the demo's PRESENT section.
 */
class PresentCommandTest {

    @Test
    void encryptsAndDecryptsThePublishedVectors() {
        assertOutput("5579c1387b228445", "present", "encrypt", "--key", "00000000000000000000", "0000000000000000");
        assertOutput("3333dcd3213210d2", "present", "encrypt", "--key", "FFFFFFFFFFFFFFFFFFFF", "FFFFFFFFFFFFFFFF");
        assertOutput("a112ffc72f68417b", "present", "encrypt", "-k", "00000000000000000000", "ffffffffffffffff");
        assertOutput("0000000000000000", "present", "decrypt", "--key", "ffffffffffffffffffff", "e72c46c0f5945049");
        assertOutput("628d9fbd4218e5b4", "present", "encrypt", "--key", "ffffffffffffffffffffffffffffffff",
                "ffffffffffffffff");
        assertOutput("96db702a2e6900af", "present", "encrypt", "--key",
                "00000000000000000000000000000000", "00000000 00000000");
    }

    /** CBC with a zero IV on one block and CTR with a zero counter equal ECB of the published vector. */
    @Test
    void modesOnOneBlockReduceToThePublishedVector() {
        String zeroKey = "00000000000000000000";
        assertOutput("5579c1387b228445", "present", "encrypt", "--key", zeroKey, "--mode", "cbc",
                "--iv", "0000000000000000", "0000000000000000");
        assertOutput("5579c1387b228445", "present", "encrypt", "--key", zeroKey, "--mode", "ctr",
                "--iv", "0000000000000000", "0000000000000000");
        assertOutput("5579c1387b", "present", "decrypt", "--key", zeroKey, "--mode", "CTR",
                "--iv", "0000000000000000", "0000000000");
        CliRun padded = CliRun.of("present", "encrypt", "--key", zeroKey, "--padding", "pkcs5", "00112233");
        assertEquals(0, padded.exitCode(), padded.err());
        CliRun back = CliRun.of("present", "decrypt", "--key", zeroKey, "--padding", "pkcs5", padded.out().trim());
        assertEquals("00112233", back.out().trim(), back.err());
    }

    @Test
    void usageErrorsExitTwoWithOneLine() {
        usage("10 bytes", "present", "encrypt", "--key", "0011", "0000000000000000");
        usage("not hex", "present", "encrypt", "--key", "00000000000000000000", "zz");
        usage("needs --iv", "present", "encrypt", "--key", "00000000000000000000", "--mode", "cbc", "0000000000000000");
        usage("8 bytes", "present", "encrypt", "--key", "00000000000000000000", "--mode", "ctr", "--iv", "00", "00");
        usage("ecb, cbc or ctr", "present", "encrypt", "--key", "00000000000000000000", "--mode", "gcm", "00");
        usage("8-byte blocks", "present", "encrypt", "--key", "00000000000000000000", "001122");
        usage("missing COMMAND", "present");
    }

    @Test
    void badPaddingFailsWithExitOne() {
        CliRun r = CliRun.of("present", "decrypt", "--key", "00000000000000000000", "--padding", "pkcs5",
                "0000000000000000");
        assertEquals(1, r.exitCode(), r.out() + r.err());
        assertEquals(1, r.errLines().size(), r.err());
        assertTrue(r.err().contains("padding"), r.err());
    }

    @Test
    void demoSectionShowsTheVectorsAndTheTwoMisprints() throws GeneralSecurityException {
        StringWriter page = new StringWriter();
        assertTrue(PresentDemoSection.run(new DemoPrinter(new PrintWriter(page))));
        String out = page.toString();
        for (String published : new String[] {"5579c1387b228445", "e72c46c0f5945049", "a112ffc72f68417b",
                "3333dcd3213210d2", "96db702a2e6900af", "628d9fbd4218e5b4", "661b90dfd32cb83c", "eba17ab44b0ca503"}) {
            assertTrue(out.contains(published), published + " in\n" + out);
        }
        assertTrue(out.contains("paper prints f269c4a6405880b3, PRESENT gives ededdbae2f7d3c8c"), out);
        assertTrue(out.contains("paper prints 5102c10a4646a2a0, PRESENT gives 5be82947c5f773b6"), out);
    }

    private static void assertOutput(String expected, String... args) {
        CliRun r = CliRun.of(args);
        assertEquals(0, r.exitCode(), r.err());
        assertEquals(expected, r.out().trim());
        assertEquals("", r.err());
    }

    private static void usage(String fragment, String... args) {
        CliRun r = CliRun.of(args);
        assertEquals(2, r.exitCode(), r.out() + r.err());
        assertEquals(1, r.errLines().size(), r.err());
        assertTrue(r.err().contains(fragment), r.err());
    }
}
