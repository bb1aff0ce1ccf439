package org.iotcrypt.provider;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.security.GeneralSecurityException;
import java.security.InvalidKeyException;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.Signature;
import java.security.SignatureException;
import java.security.spec.PKCS8EncodedKeySpec;
import java.security.spec.X509EncodedKeySpec;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import javax.crypto.BadPaddingException;
import javax.crypto.Cipher;
import javax.crypto.KeyGenerator;
import javax.crypto.Mac;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;

/**
 * Issue 12, point 14: eight threads share one provider, one SM2 key pair (and the verification
 * table cached on its public key), one SM4 key and one HMAC key, each thread taking its own
 * {@code Signature}, {@code Cipher} and {@code Mac} from the provider, and check every result:
 * signatures against Bouncy Castle's verifier, SM2 and SM4-GCM ciphertexts by Bouncy Castle's
 * decryption, MACs against Bouncy Castle's. Then the keys are destroyed while the threads run:
 * each operation either completes with a result those checks accept, or throws the documented
 * exception (InvalidKeyException at init, SignatureException from sign, IllegalStateException
 * from a Cipher or Mac whose key went away, AEADBadTagException never); never a wrong result.
 */
class ConcurrencyStressTest {

    private static final int THREADS = 8;

    @Test
    void eightThreadsShareKeysAndEveryResultChecks() throws Exception {
        Shared shared = new Shared();
        Counts counts = run(shared, 60, null);
        assertEquals(0, counts.refused.get(), "no key was destroyed in this phase: " + counts.errors);
        assertTrue(counts.errors.isEmpty(), counts.errors.toString());
        assertEquals(THREADS * 60L, counts.checked.get());
    }

    @Test
    void keysDestroyedWhileInUseGiveDocumentedExceptionsNeverWrongResults() throws Exception {
        for (int round = 0; round < 3; round++) {
            Shared shared = new Shared();
            Counts counts = run(shared, 400, shared::destroyAll);
            assertTrue(counts.errors.isEmpty(), counts.errors.toString());
            assertTrue(counts.refused.get() > 0, "the keys were destroyed while in use, so some calls were refused");
            assertTrue(counts.checked.get() > 0, "some calls finished before the destroy");
            System.out.println("stress round " + round + ": " + counts.checked.get() + " results checked, "
                    + counts.refused.get() + " calls refused with the documented exceptions, 0 wrong");
        }
    }

    /** What every thread shares. */
    private static final class Shared {
        final KeyPair sm2 = keyPair();
        /** Bouncy Castle's copies of the SM2 keys, made before anything is destroyed, for the checks. */
        final PrivateKey bcPrivate = bcCopy(sm2.getPrivate());
        final PublicKey bcPublic = bcCopy(sm2.getPublic());
        final SecretKey sm4 = generated("SM4");
        final byte[] sm4Bytes = sm4.getEncoded();
        final SecretKey hmac = new RawSecretKey(new byte[] {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16},
                "HmacSM3");
        final byte[] hmacBytes = hmac.getEncoded();

        void destroyAll() {
            try {
                sm2.getPrivate().destroy();
                sm4.destroy();
                hmac.destroy();
            } catch (Exception e) {
                throw new AssertionError(e);
            }
        }

        private static KeyPair keyPair() {
            try {
                return Sm2Fixtures.ours();
            } catch (GeneralSecurityException e) {
                throw new AssertionError(e);
            }
        }

        private static PrivateKey bcCopy(PrivateKey key) {
            try {
                return KeyFactory.getInstance("EC", Fixtures.BC).generatePrivate(new PKCS8EncodedKeySpec(key.getEncoded()));
            } catch (GeneralSecurityException e) {
                throw new AssertionError(e);
            }
        }

        private static PublicKey bcCopy(PublicKey key) {
            try {
                return KeyFactory.getInstance("EC", Fixtures.BC).generatePublic(new X509EncodedKeySpec(key.getEncoded()));
            } catch (GeneralSecurityException e) {
                throw new AssertionError(e);
            }
        }

        private static SecretKey generated(String algorithm) {
            try {
                return KeyGenerator.getInstance(algorithm, Fixtures.IOT).generateKey();
            } catch (GeneralSecurityException e) {
                throw new AssertionError(e);
            }
        }
    }

    private static final class Counts {
        final AtomicLong checked = new AtomicLong();
        final AtomicLong refused = new AtomicLong();
        final ConcurrentLinkedQueue<String> errors = new ConcurrentLinkedQueue<>();
    }

    /** Runs {@code iterations} mixed operations in each thread; {@code destroy} runs once they are under way. */
    private static Counts run(Shared shared, int iterations, Runnable destroy) throws Exception {
        Counts counts = new Counts();
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        CountDownLatch started = new CountDownLatch(THREADS);
        List<Future<?>> futures = new ArrayList<>();
        for (int t = 0; t < THREADS; t++) {
            int thread = t;
            futures.add(pool.submit(() -> {
                Random rnd = new Random(thread * 7919L);
                started.countDown();
                for (int i = 0; i < iterations; i++) {
                    int op = (thread + i) % 4;
                    try {
                        check(shared, op, rnd);
                        counts.checked.incrementAndGet();
                    } catch (Refusal documented) {
                        counts.refused.incrementAndGet();
                    } catch (Throwable wrong) {
                        counts.errors.add("thread " + thread + " op " + op + ": " + wrong);
                    }
                }
                return null;
            }));
        }
        if (destroy != null) {
            started.await();
            Thread.sleep(200);
            destroy.run();
        }
        for (Future<?> f : futures) {
            f.get(5, TimeUnit.MINUTES);
        }
        pool.shutdown();
        return counts;
    }

    /** A documented exception for a destroyed key. */
    private static final class Refusal extends Exception {
        private static final long serialVersionUID = 1L;

        Refusal(Throwable cause) {
            super(cause);
        }
    }

    /** One operation with its result checked by Bouncy Castle; throws Refusal for a documented refusal. */
    private static void check(Shared s, int op, Random rnd) throws Exception {
        byte[] message = new byte[1 + rnd.nextInt(200)];
        rnd.nextBytes(message);
        try {
            switch (op) {
                case 0 -> sign(s.sm2.getPrivate(), s.sm2.getPublic(), s.bcPublic, message);
                case 1 -> sm2Encryption(s.sm2.getPublic(), s.sm2.getPrivate(), s.bcPrivate, message);
                case 2 -> sm4Gcm(s.sm4, s.sm4Bytes, message, rnd);
                default -> mac(s.hmac, s.hmacBytes, message);
            }
        } catch (InvalidKeyException | SignatureException | IllegalStateException documented) {
            throw new Refusal(documented);
        }
    }

    private static void sign(PrivateKey key, PublicKey pub, PublicKey bcPub, byte[] message) throws Exception {
        Signature signer = Signature.getInstance("SM3withSM2", Fixtures.IOT);
        signer.initSign(key);
        signer.update(message);
        byte[] der = signer.sign();
        Signature ours = Signature.getInstance("SM3withSM2", Fixtures.IOT);
        ours.initVerify(pub);
        ours.update(message);
        assertTrue(ours.verify(der), "our verifier rejects our signature");
        Signature bc = Signature.getInstance("SM3withSM2", Fixtures.BC);
        bc.initVerify(bcPub);
        bc.update(message);
        assertTrue(bc.verify(der), "Bouncy Castle rejects our signature");
    }

    private static void sm2Encryption(PublicKey pub, PrivateKey key, PrivateKey bcKey, byte[] message)
            throws Exception {
        Cipher enc = Cipher.getInstance("SM2/C1C3C2/NoPadding", Fixtures.IOT);
        enc.init(Cipher.ENCRYPT_MODE, pub);
        byte[] ciphertext = enc.doFinal(message);
        Cipher dec = Cipher.getInstance("SM2/C1C3C2/NoPadding", Fixtures.IOT);
        dec.init(Cipher.DECRYPT_MODE, key);
        byte[] opened;
        try {
            opened = dec.doFinal(ciphertext);
        } catch (BadPaddingException e) {
            throw new AssertionError("our own ciphertext was refused", e);
        }
        assertArrayEquals(message, opened);
        Cipher bc = Cipher.getInstance("SM2/C1C3C2/NoPadding", Fixtures.BC);
        bc.init(Cipher.DECRYPT_MODE, bcKey);
        assertArrayEquals(message, bc.doFinal(ciphertext), "Bouncy Castle decrypts our ciphertext");
    }

    private static void sm4Gcm(SecretKey key, byte[] keyBytes, byte[] message, Random rnd) throws Exception {
        byte[] nonce = new byte[12];
        rnd.nextBytes(nonce);
        Cipher enc = Cipher.getInstance("SM4/GCM/NoPadding", Fixtures.IOT);
        enc.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(128, nonce));
        byte[] sealed = enc.doFinal(message);
        Cipher bc = Cipher.getInstance("SM4/GCM/NoPadding", Fixtures.BC);
        bc.init(Cipher.DECRYPT_MODE, new SecretKeySpec(keyBytes, "SM4"), new GCMParameterSpec(128, nonce));
        assertArrayEquals(message, bc.doFinal(sealed), "Bouncy Castle opens our SM4-GCM");
        Cipher dec = Cipher.getInstance("SM4/GCM/NoPadding", Fixtures.IOT);
        dec.init(Cipher.DECRYPT_MODE, key, new GCMParameterSpec(128, nonce));
        assertArrayEquals(message, dec.doFinal(sealed));
    }

    private static void mac(SecretKey key, byte[] keyBytes, byte[] message) throws Exception {
        Mac ours = Mac.getInstance("HmacSM3", Fixtures.IOT);
        ours.init(key);
        byte[] tag = ours.doFinal(message);
        Mac bc = Mac.getInstance("HMACSM3", Fixtures.BC);
        bc.init(new SecretKeySpec(keyBytes, "HmacSM3"));
        assertArrayEquals(bc.doFinal(message), tag, "Bouncy Castle's HMAC-SM3 agrees");
    }

}
