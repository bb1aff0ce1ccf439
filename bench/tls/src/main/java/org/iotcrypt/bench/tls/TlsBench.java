package org.iotcrypt.bench.tls;

import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.logging.Logger;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLEngine;
import org.bouncycastle.jce.provider.BouncyCastleProvider;
import org.iotcrypt.cipher.Aead;
import org.iotcrypt.mode.Ccm;
import org.iotcrypt.mode.Gcm;
import org.iotcrypt.sm2.Sm2UserId;
import org.iotcrypt.sm4.Sm4;
import org.iotcrypt.tls.BcPeer;
import org.iotcrypt.tls.EnginePair;
import org.iotcrypt.tls.SmTls;
import org.iotcrypt.tls.TestPki;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The same engine, Bouncy Castle's JSSE (bctls 1.84), on Bouncy Castle's own crypto ({@code bc})
 * and on iotcrypt's ({@code iotcrypt}), in memory ({@link EnginePair}: no sockets, both sides in
 * this thread, so both sides' work is counted):
 * <ul>
 *   <li>{@code handshake}: one full TLS 1.3 handshake, server authenticated (ECDHE on curveSM2
 *       both sides, the server's SM2 CertificateVerify, the client's check of it and of the
 *       chain, HKDF-SM3 key schedule, the Finished records). Operations per second are full
 *       handshakes per second.</li>
 *   <li>{@code record16k}: one 16 KiB application record sealed by the client and opened by the
 *       server on an established connection. Bytes per second are 16384 times the score.</li>
 *   <li>{@code rawAead16k}: the same 16 KiB sealed and opened by the AEAD alone, without TLS:
 *       iotcrypt's {@link Gcm}/{@link Ccm} for {@code iotcrypt}, Bouncy Castle's JCA SM4 for
 *       {@code bc}: the TLS layer's overhead is the ratio of the two rows.</li>
 * </ul>
 * The chain is checked on both sides by the side's own PKIX (iotcrypt's PathBuilder; Bouncy
 * Castle's CertPathValidator). Run with {@code MODULE=tls bench/run.sh}; on JDK 25 with
 * {@code JMH_ARGS='-jvmArgsAppend --add-modules=jdk.incubator.vector'} iotcrypt's records run on
 * the vector engine.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Threads(1)
@Fork(value = 1, jvmArgsAppend = {"-Xms512m", "-Xmx512m", "-Djdk.tls.client.enableStatusRequestExtension=false"})
@Warmup(iterations = 4, time = 1)
@Measurement(iterations = 6, time = 1)
@State(Scope.Thread)
public class TlsBench {

    /** Bouncy Castle logs every connection at INFO: off, held here (loggers are weak). */
    private static final Logger QUIET = Logger.getLogger("org.bouncycastle");

    private static final int RECORD = 16384;

    @Param({"bc", "iotcrypt"})
    public String provider;

    @Param({"TLS_SM4_GCM_SM3", "TLS_SM4_CCM_SM3"})
    public String suite;

    private SSLContext server;
    private SSLContext client;
    private EnginePair established;
    private final ByteBuffer record = ByteBuffer.allocate(RECORD);
    private RawAead raw;

    @Setup(Level.Trial)
    public void setUp() throws Exception {
        QUIET.setLevel(java.util.logging.Level.OFF);
        Path dir = Files.createTempDirectory("tls-bench");
        TestPki pki = TestPki.create(dir, Sm2UserId.DEFAULT);
        if (provider.equals("bc")) {
            server = BcPeer.context(pki.ca, pki.serverKey, pki.serverChain);
            client = BcPeer.context(pki.ca, null, null);
        } else {
            server = SmTls.server().keyAndChain(pki.serverKey, pki.serverChain, null).suites(suite).build();
            client = SmTls.client().trust(pki.ca).suites(suite).build();
        }
        established = pair();
        established.handshake();
        raw = new RawAead(provider, suite);
    }

    private EnginePair pair() {
        SSLEngine c = client.createSSLEngine("localhost", 443);
        SSLEngine s = server.createSSLEngine();
        if (provider.equals("bc")) {
            BcPeer.configure(c, suite, true);
            BcPeer.configure(s, suite, false);
        }
        return new EnginePair(c, s);
    }

    @Benchmark
    public EnginePair handshake() throws Exception {
        EnginePair p = pair();
        p.handshake();
        return p;
    }

    @Benchmark
    public int record16k() throws Exception {
        record.clear();
        return established.clientToServer(record);
    }

    @Benchmark
    public int rawAead16k() throws Exception {
        return raw.sealOpen();
    }

    /** The suite's AEAD alone, 16 KiB sealed then opened under a fixed nonce (a benchmark, not a protocol). */
    static final class RawAead {
        private final byte[] key = new byte[16];
        private final byte[] nonce = new byte[12];
        private final byte[] aad = new byte[5];
        private final byte[] data = new byte[RECORD + 16];
        private final Aead ours;
        private final Cipher bcSeal;
        private final Cipher bcOpen;
        private final boolean gcm;

        RawAead(String crypto, String suite) throws Exception {
            gcm = suite.contains("GCM");
            if (crypto.equals("iotcrypt")) {
                Sm4 sm4 = new Sm4(key);
                ours = gcm ? new Gcm(sm4, 16) : new Ccm(sm4, 16);
                bcSeal = null;
                bcOpen = null;
            } else {
                ours = null;
                BouncyCastleProvider bc = new BouncyCastleProvider();
                bcSeal = Cipher.getInstance(gcm ? "SM4/GCM/NoPadding" : "SM4/CCM/NoPadding", bc);
                bcOpen = Cipher.getInstance(gcm ? "SM4/GCM/NoPadding" : "SM4/CCM/NoPadding", bc);
            }
        }

        int sealOpen() throws Exception {
            if (ours != null) {
                ours.seal(nonce, aad, data, 0, RECORD, data, 0);
                return ours.open(nonce, aad, data, 0, RECORD + 16, data, 0);
            }
            SecretKeySpec k = new SecretKeySpec(key, "SM4");
            // Bouncy Castle's GCM refuses a repeated key and IV pair for encryption: vary the IV.
            nonce[0]++;
            java.security.spec.AlgorithmParameterSpec spec = gcm ? new GCMParameterSpec(128, nonce)
                    : new org.bouncycastle.jcajce.spec.AEADParameterSpec(nonce, 128);
            bcSeal.init(Cipher.ENCRYPT_MODE, k, spec);
            bcSeal.updateAAD(aad);
            int n = bcSeal.doFinal(data, 0, RECORD, data, 0);
            bcOpen.init(Cipher.DECRYPT_MODE, k, spec);
            bcOpen.updateAAD(aad);
            return bcOpen.doFinal(data, 0, n, data, 0);
        }
    }
}
