package org.iotcrypt.bench;

import java.security.GeneralSecurityException;
import java.util.Arrays;
import org.iotcrypt.cipher.Aead;
import org.iotcrypt.mode.Ccm;
import org.iotcrypt.mode.Gcm;
import org.iotcrypt.sm4.Sm4;
import org.openjdk.jmh.annotations.Benchmark;

/**
 * What the batch rows share: one operation seals a batch of messages of the RFC 8998 shape (fresh
 * 12-byte nonce each, 20-byte AAD, 16-byte tag) under one key; iotcrypt in one
 * {@code Aead.sealBatch} call, Bouncy Castle message by message (it has no batch call), so the
 * ratio of operations is the ratio per message. iotcrypt's batch output is checked against
 * Bouncy Castle message by message before anything is timed.
 */
public abstract class BatchSealBenchmark extends BenchmarkDefaults {

    private Aead batchAead;
    private AeadEncryptor single;
    private NonceSequence nonceSequence;
    private byte[][] nonces;
    private byte[][] aads;
    private byte[][] messages;
    private byte[][] out;

    /** Called from each subclass's {@code @Setup}. */
    final void prepare(String mode, String provider, int batch, int size) throws GeneralSecurityException {
        byte[] key = Messages.random(16, 21);
        nonceSequence = new NonceSequence(12);
        nonces = new byte[batch][];
        aads = new byte[batch][];
        messages = new byte[batch][];
        out = new byte[batch][size + Aeads.TAG_LENGTH];
        for (int i = 0; i < batch; i++) {
            nonces[i] = nonceSequence.next();
            aads[i] = Messages.random(SealBenchmark.AAD_LENGTH, 22 + i);
            messages[i] = Messages.random(size, 1000 + i);
        }
        boolean gcm = mode.equals("gcm");
        switch (provider) {
            case Providers.IOTCRYPT:
                batchAead = gcm ? new Gcm(new Sm4(key), Aeads.TAG_LENGTH) : new Ccm(new Sm4(key), Aeads.TAG_LENGTH);
                byte[][] sealed = batchAead.sealBatch(nonces, aads, messages);
                for (int i = 0; i < batch; i++) {
                    byte[] expected = gcm ? Reference.gcm(false, key, nonces[i], aads[i], messages[i])
                            : Reference.ccm(key, nonces[i], aads[i], messages[i]);
                    if (!Arrays.equals(expected, sealed[i])) {
                        throw new IllegalStateException("iotcrypt's " + mode + " batch differs from Bouncy Castle at message " + i);
                    }
                }
                break;
            case Providers.BC:
                single = gcm ? Aeads.gcm(provider, key) : Aeads.ccm(provider, key);
                break;
            default:
                throw Providers.unsupported(provider, "batch " + mode);
        }
    }

    @Benchmark
    public byte[][] sealBatch() throws GeneralSecurityException {
        for (int i = 0; i < nonces.length; i++) {
            nonces[i] = nonceSequence.next();
        }
        if (batchAead != null) {
            return batchAead.sealBatch(nonces, aads, messages);
        }
        for (int i = 0; i < nonces.length; i++) {
            single.seal(nonces[i], aads[i], messages[i], messages[i].length, out[i]);
        }
        return out;
    }
}
