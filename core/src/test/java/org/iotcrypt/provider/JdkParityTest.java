package org.iotcrypt.provider;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.security.Provider;
import java.security.Security;
import java.security.spec.AlgorithmParameterSpec;
import java.util.ArrayList;
import java.util.List;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;

/**
 * Where the provider claims "as the JDK does", the JDK's own AES (SunJCE) is the peer: each
 * misuse is played against AES/SunJCE and SM4/IotCrypt and must end in the same exception type
 * (or the same success).
 *
 * <p>One deliberate difference is left out: GCM input shorter than the tag is an
 * {@code AEADBadTagException} here (as Wycheproof expects), where JDK 17 throws a
 * {@code ProviderException}; {@link Sm4CipherErrorTest} checks it.
 */
class JdkParityTest {

    /** One misuse, written once against an algorithm name and provider. */
    private interface Scenario {
        void run(String algorithm, Provider provider, byte[] key) throws Exception;
    }

    private static final byte[] KEY = new byte[16];

    @Test
    void sameExceptionsAsTheJdkAes() throws Exception {
        List<String> mismatches = new ArrayList<>();
        check(mismatches, "CBC decryption without IV, init(key)", (a, p, k) -> {
            Cipher.getInstance(a + "/CBC/PKCS5Padding", p).init(Cipher.DECRYPT_MODE, key(a, k));
        });
        check(mismatches, "CBC decryption without IV, init(key, null spec)", (a, p, k) -> {
            Cipher.getInstance(a + "/CBC/PKCS5Padding", p).init(Cipher.DECRYPT_MODE, key(a, k),
                    (AlgorithmParameterSpec) null);
        });
        check(mismatches, "GCM decryption without parameters", (a, p, k) -> {
            Cipher.getInstance(a + "/GCM/NoPadding", p).init(Cipher.DECRYPT_MODE, key(a, k));
        });
        check(mismatches, "ECB given an IV", (a, p, k) -> {
            Cipher.getInstance(a + "/ECB/PKCS5Padding", p).init(Cipher.ENCRYPT_MODE, key(a, k),
                    new IvParameterSpec(new byte[16]));
        });
        check(mismatches, "CBC IV of 15 bytes", (a, p, k) -> {
            Cipher.getInstance(a + "/CBC/NoPadding", p).init(Cipher.ENCRYPT_MODE, key(a, k),
                    new IvParameterSpec(new byte[15]));
        });
        check(mismatches, "CTR with PKCS5Padding", (a, p, k) -> Cipher.getInstance(a + "/CTR/PKCS5Padding", p));
        check(mismatches, "GCM tag of 88 bits", (a, p, k) -> {
            Cipher.getInstance(a + "/GCM/NoPadding", p).init(Cipher.ENCRYPT_MODE, key(a, k),
                    new GCMParameterSpec(88, new byte[12]));
        });
        check(mismatches, "GCM empty IV", (a, p, k) -> {
            Cipher.getInstance(a + "/GCM/NoPadding", p).init(Cipher.ENCRYPT_MODE, key(a, k),
                    new GCMParameterSpec(128, new byte[0]));
        });
        check(mismatches, "ECB/NoPadding partial block", (a, p, k) -> {
            Cipher c = Cipher.getInstance(a + "/ECB/NoPadding", p);
            c.init(Cipher.ENCRYPT_MODE, key(a, k));
            c.doFinal(new byte[15]);
        });
        check(mismatches, "PKCS5 decryption of a partial block", (a, p, k) -> {
            Cipher c = Cipher.getInstance(a + "/ECB/PKCS5Padding", p);
            c.init(Cipher.DECRYPT_MODE, key(a, k));
            c.doFinal(new byte[17]);
        });
        check(mismatches, "bad padding", (a, p, k) -> {
            Cipher c = Cipher.getInstance(a + "/ECB/PKCS5Padding", p);
            c.init(Cipher.DECRYPT_MODE, key(a, k));
            c.doFinal(new byte[16]);
        });
        check(mismatches, "GCM forged tag", (a, p, k) -> {
            Cipher c = gcm(a, p, k, Cipher.DECRYPT_MODE);
            c.doFinal(new byte[40]);
        });
        check(mismatches, "GCM update after encryption finished", (a, p, k) -> {
            Cipher c = gcm(a, p, k, Cipher.ENCRYPT_MODE);
            c.doFinal(new byte[3]);
            c.update(new byte[3]);
        });
        check(mismatches, "GCM doFinal after encryption finished", (a, p, k) -> {
            Cipher c = gcm(a, p, k, Cipher.ENCRYPT_MODE);
            c.doFinal(new byte[3]);
            c.doFinal();
        });
        check(mismatches, "GCM re-init with the same key and IV", (a, p, k) -> {
            Cipher c = gcm(a, p, k, Cipher.ENCRYPT_MODE);
            c.init(Cipher.ENCRYPT_MODE, key(a, k), new GCMParameterSpec(128, new byte[12]));
        });
        check(mismatches, "GCM decryption twice (allowed)", (a, p, k) -> {
            Cipher enc = gcm(a, p, k, Cipher.ENCRYPT_MODE);
            byte[] ct = enc.doFinal(new byte[7]);
            Cipher dec = gcm(a, p, k, Cipher.DECRYPT_MODE);
            dec.doFinal(ct);
            dec.doFinal(ct);
        });
        check(mismatches, "GCM AAD after payload", (a, p, k) -> {
            Cipher c = gcm(a, p, k, Cipher.ENCRYPT_MODE);
            c.update(new byte[16]);
            c.updateAAD(new byte[1]);
        });
        check(mismatches, "short output buffer", (a, p, k) -> {
            Cipher c = Cipher.getInstance(a + "/CBC/PKCS5Padding", p);
            c.init(Cipher.ENCRYPT_MODE, key(a, k), new IvParameterSpec(new byte[16]));
            c.doFinal(new byte[20], 0, 20, new byte[31], 0);
        });
        check(mismatches, "wrong key length", (a, p, k) -> {
            Cipher.getInstance(a + "/CBC/PKCS5Padding", p).init(Cipher.ENCRYPT_MODE,
                    new SecretKeySpec(new byte[15], a), new IvParameterSpec(new byte[16]));
        });
        assertEquals(List.of(), mismatches);
    }

    /** A GCM cipher initialized with a 96-bit zero IV and a 128-bit tag. */
    private static Cipher gcm(String algorithm, Provider provider, byte[] k, int opmode) throws Exception {
        Cipher c = Cipher.getInstance(algorithm + "/GCM/NoPadding", provider);
        c.init(opmode, key(algorithm, k), new GCMParameterSpec(128, new byte[12]));
        return c;
    }

    private static SecretKeySpec key(String algorithm, byte[] k) {
        return new SecretKeySpec(k, algorithm);
    }

    private static void check(List<String> mismatches, String name, Scenario s) {
        String jdk = outcome(() -> s.run("AES", Security.getProvider("SunJCE"), KEY));
        String ours = outcome(() -> s.run("SM4", Fixtures.IOT, KEY));
        if (!jdk.equals(ours)) {
            mismatches.add(name + ": JDK AES " + jdk + ", IotCrypt SM4 " + ours);
        }
    }

    private interface Action {
        void run() throws Exception;
    }

    private static String outcome(Action a) {
        try {
            a.run();
            return "ok";
        } catch (Exception e) {
            return e.getClass().getSimpleName();
        }
    }
}
