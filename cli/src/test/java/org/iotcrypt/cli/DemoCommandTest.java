package org.iotcrypt.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.security.GeneralSecurityException;
import java.util.Arrays;
import org.iotcrypt.cipher.Aead;
import org.iotcrypt.cli.KnownAnswers.AeadVector;
import org.iotcrypt.mode.Gcm;
import org.iotcrypt.sm4.Sm4;
import org.junit.jupiter.api.Test;

/** {@code iotcrypt demo}: shows the published values, and fails when one is not met. */
class DemoCommandTest {

    private final StringWriter page = new StringWriter();
    private final DemoPrinter printer = new DemoPrinter(new PrintWriter(page));

    @Test
    void demoShowsThePublishedValuesAndSucceeds() {
        CliRun r = CliRun.of("demo");
        assertEquals(0, r.exitCode(), r.out() + r.err());
        assertEquals("", r.err());
        String out = r.out().replaceAll("\n +", "");  // long values wrap onto aligned rows
        // GB/T 32905-2016, Appendix A, example 1.
        assertTrue(out.contains("66c7f0f462eeedd9d1f2d46bdc10e4e24167c4875cf2f7a2297da02b8f4ba8e0"), out);
        // RFC 8998, Appendix A.1 (SM4-GCM) ciphertext and tag.
        assertTrue(out.contains("17f399f08c67d5ee19d0dc9969c4bb7d5fd46fd3756489069157b282bb200735"
                + "d82710ca5c22f0ccfa7cbf93d496ac15a56834cbcf98c397b4024a2691233b8d"), out);
        assertTrue(out.contains("83de3541e4c2b58177e065a9bf7b62ec"), out);
        // RFC 8998, Appendix A.2 (SM4-CCM) ciphertext and tag.
        assertTrue(out.contains("48af93501fa62adbcd414cce6034d895dda1bf8f132f042098661572e7483094"
                + "fd12e518ce062c98acee28d95df4416bed31a2f04476c18bb40c84a74b97dc5b"), out);
        assertTrue(out.contains("16842d4fa186f56ab33256971fa110f4"), out);
        assertTrue(out.contains("AEADBadTagException"), out);
        // GB/T 32918.2-2016 A.2 signature verified, GB/T 32918.4-2016 A.2 message "encryption standard" recovered.
        assertTrue(out.contains("the published signature verifies  " + printer.mark(true)), out);
        assertTrue(out.contains("656e6372797074696f6e207374616e64617264  " + printer.mark(true)), out);
        assertTrue(out.contains("decrypt refuses: javax.crypto.BadPaddingException"), out);
        assertTrue(out.contains(" MB/s"), out);
        assertTrue(out.contains("Simpira v2 permutations of the all-zero state"), out);
        assertTrue(out.contains("5a7d4c12b2c4483055c5125c73c98edd"), out);
        assertFalse(out.contains(printer.mark(false)), out);
    }

    @Test
    void aWrongPublishedValueIsMarkedAndFails() throws GeneralSecurityException {
        AeadVector v = KnownAnswers.RFC8998_SM4_GCM;
        AeadVector wrongTag = new AeadVector(v.algorithm(), v.source(), v.key(), v.nonce(), v.aad(),
                v.plaintext(), v.ciphertext(), new byte[16]);
        boolean ok = DemoCommand.aead(printer, new Gcm(new Sm4(v.key()), 16), wrongTag);
        assertFalse(ok);
        assertTrue(page.toString().contains(printer.mark(false)), page.toString());
    }

    @Test
    void anAeadThatAcceptsAForgeryIsCaught() throws GeneralSecurityException {
        AeadVector v = KnownAnswers.RFC8998_SM4_CCM;
        Aead gullible = new Aead() {
            @Override
            public int tagLength() {
                return 16;
            }

            @Override
            public byte[] seal(byte[] nonce, byte[] aad, byte[] plaintext) {
                return new byte[plaintext.length + 16];
            }

            @Override
            public byte[] open(byte[] nonce, byte[] aad, byte[] ciphertextAndTag) {
                return Arrays.copyOf(ciphertextAndTag, ciphertextAndTag.length - 16);
            }
        };
        assertFalse(DemoCommand.tamper(printer, gullible, v));
        assertTrue(page.toString().contains("ACCEPTED"), page.toString());
    }
}
