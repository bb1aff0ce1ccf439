package org.iotcrypt.cli;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.Arrays;
import java.util.Locale;
import java.util.concurrent.Callable;
import javax.crypto.AEADBadTagException;
import org.iotcrypt.cipher.Aead;
import org.iotcrypt.cli.KnownAnswers.AeadVector;
import org.iotcrypt.mode.Ccm;
import org.iotcrypt.mode.CipherOperation;
import org.iotcrypt.mode.Ctr;
import org.iotcrypt.mode.Gcm;
import org.iotcrypt.sm3.Sm3;
import org.iotcrypt.sm4.Sm4;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code iotcrypt demo}: a short tour that proves itself. Every computed value is printed beside
 * the value the standard publishes, a forged message is shown to be rejected, and a rough speed
 * figure closes the tour. Exits 1 if any known answer disagrees.
 */
@Command(name = "demo",
        description = {
            "A short tour: known answers, a rejected forgery, a speed figure.",
            "A short tour: known answers, a rejected forgery, a rough speed figure. Prints " +
                "SM3(\"abc\") beside the value GB/T 32905 gives, seals the RFC 8998 SM4-GCM and SM4-CCM " +
                "inputs beside the RFC's ciphertexts and tags, shows a message with one flipped bit being " +
                "rejected, verifies the GB/T 32918 SM2 signature and decrypts its ciphertext, signs and " +
                "encrypts with a fresh SM2 key (forgeries refused), and times SM4-CTR and SM4-GCM for a " +
                "fraction of a second (a rough figure; bench/ has the benchmarks)."
        },
        exitCodeList = {"0:every known answer matched", "1:a known answer did not match", "2:usage error"})
final class DemoCommand implements Callable<Integer> {

    private static final int SPEED_MESSAGE = 64 * 1024;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() throws GeneralSecurityException {
        DemoPrinter page = new DemoPrinter(spec.commandLine().getOut());
        page.title("iotcrypt demo: computed values beside the values the standards publish");
        boolean ok = sm3(page);
        AeadVector gcmVector = KnownAnswers.RFC8998_SM4_GCM;
        AeadVector ccmVector = KnownAnswers.RFC8998_SM4_CCM;
        Aead gcm = new Gcm(new Sm4(gcmVector.key()), gcmVector.tag().length);
        Aead ccm = new Ccm(new Sm4(ccmVector.key()), ccmVector.tag().length);
        ok &= aead(page, gcm, gcmVector);
        ok &= aead(page, ccm, ccmVector);
        ok &= tamper(page, gcm, gcmVector);
        ok &= tamper(page, ccm, ccmVector);
        ok &= Sm2DemoSection.run(page);
        ok &= PresentDemoSection.run(page);
        ok &= SimpiraDemoSection.run(page);
        speed(page, new Sm4(gcmVector.key()), gcm);
        page.heading(ok
                ? "All known answers match " + page.mark(true)
                : "A KNOWN ANSWER DID NOT MATCH " + page.mark(false));
        return ok ? 0 : Main.FAILED;
    }

    static boolean sm3(DemoPrinter page) {
        byte[] message = KnownAnswers.SM3_ABC_MESSAGE.getBytes(StandardCharsets.US_ASCII);
        page.heading("SM3 hash of \"" + KnownAnswers.SM3_ABC_MESSAGE + "\"   (GB/T 32905-2016, Appendix A, example 1)");
        return page.compare("digest", HexText.parse(KnownAnswers.SM3_ABC_DIGEST), Sm3.hash(message));
    }

    /** Seals the vector's plaintext, compares ciphertext and tag, and opens the result again. */
    static boolean aead(DemoPrinter page, Aead aead, AeadVector v) throws GeneralSecurityException {
        page.heading(v.algorithm() + " seal and open   (" + v.source() + ")");
        page.value("key", v.key());
        page.value("nonce", v.nonce());
        page.value("aad", v.aad());
        page.value("plaintext", v.plaintext());
        byte[] sealed = aead.seal(v.nonce(), v.aad(), v.plaintext());
        int ciphertextLength = sealed.length - aead.tagLength();
        boolean ok = page.compare("ciphertext", v.ciphertext(), Arrays.copyOf(sealed, ciphertextLength));
        ok &= page.compare("tag", v.tag(), Arrays.copyOfRange(sealed, ciphertextLength, sealed.length));
        byte[] opened = aead.open(v.nonce(), v.aad(), sealed);
        return ok & page.check("open gives the plaintext back", Arrays.equals(opened, v.plaintext()));
    }

    /** Flips one ciphertext bit and shows that open refuses the forgery. */
    static boolean tamper(DemoPrinter page, Aead aead, AeadVector v) throws GeneralSecurityException {
        page.heading(v.algorithm() + " forgery: the sealed message with bit 0 of byte 0 flipped");
        byte[] forged = aead.seal(v.nonce(), v.aad(), v.plaintext());
        forged[0] ^= 1;
        try {
            aead.open(v.nonce(), v.aad(), forged);
            return page.check("open ACCEPTED the forgery", false);
        } catch (AEADBadTagException e) {
            return page.check("open rejected it: " + e.getClass().getName()
                    + (e.getMessage() == null ? "" : ": " + e.getMessage()), true);
        }
    }

    private static void speed(DemoPrinter page, Sm4 sm4, Aead gcm) throws GeneralSecurityException {
        page.heading("Throughput, a rough figure: one short in-process run once the JIT has warmed up");
        page.line("(for real numbers run the JMH benchmarks: bench/run.sh)");
        // SM4-CTR warms the SM4 engine up for both; GCM then only has GHASH left to warm.
        Throughput ctrProbe = new Throughput(1000, 300, 8L << 20);
        Throughput gcmProbe = new Throughput(600, 300, 8L << 20);
        byte[] message = new byte[SPEED_MESSAGE];
        byte[] output = new byte[SPEED_MESSAGE];
        CipherOperation ctr = Ctr.create(sm4, new byte[16]);
        speedLine(page, "SM4-CTR", ctrProbe.measure(() -> ctr.update(message, 0, message.length, output, 0),
                message.length));
        // A fresh nonce for every message: a GCM nonce is never used twice under one key.
        byte[] nonce = new byte[12];
        long[] counter = {0};
        byte[] aad = new byte[0];
        speedLine(page, "SM4-GCM", gcmProbe.measure(() -> {
            ByteBuffer.wrap(nonce).putLong(4, ++counter[0]);
            gcm.seal(nonce, aad, message);
        }, message.length));
    }

    private static void speedLine(DemoPrinter page, String algorithm, Throughput.Result r) {
        page.line(String.format(Locale.ROOT, "%-8s %3d KiB messages  %7.1f MB/s   (%.1f MiB in %d ms)",
                algorithm, SPEED_MESSAGE / 1024, r.megabytesPerSecond(),
                r.bytes() / (double) (1 << 20), r.nanos() / 1_000_000));
    }
}
