package org.iotcrypt.tls.internal.crypto;

import java.io.IOException;
import java.security.GeneralSecurityException;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.util.Arrays;
import javax.crypto.AEADBadTagException;
import org.bouncycastle.tls.AlertDescription;
import org.bouncycastle.tls.TlsFatalAlert;
import org.bouncycastle.tls.crypto.impl.TlsAEADCipherImpl;
import org.iotcrypt.cipher.Aead;
import org.iotcrypt.mode.Ccm;
import org.iotcrypt.mode.Gcm;
import org.iotcrypt.sm4.Sm4;

/**
 * One direction of SM4-GCM or SM4-CCM record protection (RFC 8998 section 3.1: 16-byte key,
 * 12-byte nonce, 16-byte tag), on iotcrypt's {@link Gcm} and {@link Ccm} directly, in place in
 * the engine's record buffer: no JCA {@code Cipher}, no copy. The mode object is made once per
 * traffic key, at its first record, and holds the key schedule (and, for GCM, the hash subkey's
 * tables); the engine gives a fresh nonce per record. A record that fails its tag ends the connection with
 * bad_record_mac and writes nothing (the modes release no unauthenticated plaintext).
 */
final class Sm4RecordCipher implements TlsAEADCipherImpl {

    /** The two AEAD modes of RFC 8998. */
    enum Mode { GCM, CCM }

    static final int TAG_LENGTH = 16;

    private final Mode mode;
    private final boolean encrypting;
    private Aead aead;
    private byte[] pendingKey;
    private byte[] nonce;

    Sm4RecordCipher(Mode mode, boolean encrypting) {
        this.mode = mode;
        this.encrypting = encrypting;
    }

    /**
     * Keeps the key; the mode (key schedule, GCM's hash subkey and its powers) is made at the
     * first record, as Bouncy Castle's JCA cipher is initialised per record: a traffic key that
     * never protects a record (the application keys of a handshake that then fails) costs nothing.
     */
    @Override
    public void setKey(byte[] key, int keyOff, int keyLen) throws IOException {
        if (keyLen != Sm4.KEY_LENGTH) {
            throw new TlsFatalAlert(AlertDescription.internal_error, "SM4 record keys are 16 bytes, given " + keyLen);
        }
        wipe();
        aead = null;
        pendingKey = Arrays.copyOfRange(key, keyOff, keyOff + keyLen);
    }

    private Aead aead() throws IOException {
        if (aead == null) {
            if (pendingKey == null) {
                throw new TlsFatalAlert(AlertDescription.internal_error, "SM4 record cipher used before its key was set");
            }
            try {
                Sm4 sm4 = new Sm4(pendingKey);
                aead = mode == Mode.GCM ? new Gcm(sm4, TAG_LENGTH) : new Ccm(sm4, TAG_LENGTH);
            } catch (InvalidKeyException | InvalidAlgorithmParameterException e) {
                throw new TlsFatalAlert(AlertDescription.internal_error, "SM4 record key rejected: " + e.getMessage());
            } finally {
                wipe();
            }
        }
        return aead;
    }

    private void wipe() {
        if (pendingKey != null) {
            Arrays.fill(pendingKey, (byte) 0);
            pendingKey = null;
        }
    }

    @Override
    public void init(byte[] nonce, int macSize) throws IOException {
        if (macSize != TAG_LENGTH) {
            throw new TlsFatalAlert(AlertDescription.internal_error,
                    "SM4-" + mode + " records carry 16-byte tags, asked for " + macSize);
        }
        this.nonce = nonce;
    }

    @Override
    public int getOutputSize(int inputLength) {
        return encrypting ? inputLength + TAG_LENGTH : Math.max(0, inputLength - TAG_LENGTH);
    }

    @Override
    public int doFinal(byte[] additionalData, byte[] input, int inputOffset, int inputLength,
            byte[] output, int outputOffset) throws IOException {
        try {
            Aead aead = aead();
            return encrypting
                    ? aead.seal(nonce, additionalData, input, inputOffset, inputLength, output, outputOffset)
                    : aead.open(nonce, additionalData, input, inputOffset, inputLength, output, outputOffset);
        } catch (AEADBadTagException e) {
            throw new TlsFatalAlert(AlertDescription.bad_record_mac, "SM4-" + mode + " record failed its tag");
        } catch (GeneralSecurityException e) {
            throw new TlsFatalAlert(AlertDescription.internal_error, "SM4-" + mode + " record: " + e.getMessage());
        }
    }
}
