package org.iotcrypt.seal;

import java.security.GeneralSecurityException;
import java.util.Arrays;
import javax.crypto.AEADBadTagException;
import org.iotcrypt.cipher.Aead;
import org.iotcrypt.mode.Ccm;
import org.iotcrypt.mode.Gcm;
import org.iotcrypt.sm3.HkdfSm3;
import org.iotcrypt.sm3.HmacSm3;
import org.iotcrypt.sm4.Sm4;

/**
 * What a file key and the header's salt make (HKDF-SM3): the header MAC key, and the payload's
 * SM4 key and 7-byte nonce prefix; and the segment seal and open under them, with the nonce
 * prefix || counter || last-segment flag.
 */
final class PayloadKeys implements AutoCloseable {

    private final byte[] macKey;
    private final byte[] noncePrefix;
    private final Sm4 sm4;
    private final Aead aead;

    PayloadKeys(byte[] fileKey, byte[] salt, SealedAead kind) {
        byte[] prk = HkdfSm3.extract(salt, fileKey);
        byte[] payload = null;
        try {
            macKey = HkdfSm3.expand(prk, SealFormat.INFO_HEADER_MAC, SealFormat.HEADER_MAC_LENGTH);
            payload = HkdfSm3.expand(prk, SealFormat.INFO_PAYLOAD,
                    SealFormat.PAYLOAD_KEY_LENGTH + SealFormat.NONCE_PREFIX_LENGTH);
            noncePrefix = Arrays.copyOfRange(payload, SealFormat.PAYLOAD_KEY_LENGTH, payload.length);
            sm4 = new Sm4(Arrays.copyOf(payload, SealFormat.PAYLOAD_KEY_LENGTH));
            aead = kind == SealedAead.GCM ? new Gcm(sm4, SealFormat.TAG_LENGTH) : new Ccm(sm4, SealFormat.TAG_LENGTH);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("SM4 takes a 16-byte key and 16-byte tags", e);
        } finally {
            Arrays.fill(prk, (byte) 0);
            if (payload != null) {
                Arrays.fill(payload, (byte) 0);
            }
        }
    }

    /** The header MAC over {@code header}. */
    byte[] headerMac(byte[] header, int length) {
        HmacSm3 mac = new HmacSm3(macKey);
        try {
            mac.update(header, 0, length);
            return mac.doFinal();
        } finally {
            mac.destroy();
        }
    }

    /** Whether {@code received} is the header's MAC (constant time). */
    boolean headerMacMatches(byte[] header, int length, byte[] received) {
        HmacSm3 mac = new HmacSm3(macKey);
        try {
            mac.update(header, 0, length);
            return mac.verify(received);
        } finally {
            mac.destroy();
        }
    }

    /**
     * Seals the {@code length} plaintext bytes at the start of {@code segment} in place: the
     * ciphertext and its tag take their place, so the array needs room for the tag.
     *
     * @return the sealed length, {@code length + TAG_LENGTH}
     */
    int seal(long counter, boolean last, byte[] segment, int length) {
        try {
            return aead.seal(nonce(counter, last), null, segment, 0, length, segment, 0);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("a segment within the format's limits seals", e);
        }
    }

    /**
     * Opens the {@code length} sealed bytes at the start of {@code sealed} into {@code out}
     * from 0 ({@code out} may be {@code sealed}: in place).
     *
     * @return whether the tag verified under this counter and flag; if not, {@code out} is untouched
     */
    boolean open(long counter, boolean last, byte[] sealed, int length, byte[] out) {
        try {
            aead.open(nonce(counter, last), null, sealed, 0, length, out, 0);
            return true;
        } catch (AEADBadTagException e) {
            return false;
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("a segment within the format's limits opens or fails its tag", e);
        }
    }

    private byte[] nonce(long counter, boolean last) {
        byte[] n = Arrays.copyOf(noncePrefix, SealFormat.NONCE_LENGTH);
        n[7] = (byte) (counter >>> 24);
        n[8] = (byte) (counter >>> 16);
        n[9] = (byte) (counter >>> 8);
        n[10] = (byte) counter;
        n[11] = (byte) (last ? 1 : 0);
        return n;
    }

    @Override
    public void close() {
        Arrays.fill(macKey, (byte) 0);
        Arrays.fill(noncePrefix, (byte) 0);
        sm4.destroy();
    }
}
