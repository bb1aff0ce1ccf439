package org.iotcrypt.mode;

import java.security.GeneralSecurityException;
import java.util.Arrays;
import org.iotcrypt.cipher.BatchOpening;
import org.iotcrypt.cipher.BlockCipher;
import org.iotcrypt.internal.mode.BatchInput;
import org.iotcrypt.internal.util.Bytes;
import org.iotcrypt.internal.util.ConstantTime;

/**
 * CCM over many independent messages under one key, side by side: every counter block of every
 * message in one bulk call, then the CBC-MAC chains in lockstep, step t of every message that
 * has a block t in one bulk call. CBC-MAC is serial within a message but not across messages,
 * so a batch of 16 short messages costs about what one does on the bitsliced engine (16 blocks a
 * batch), and a batch of 128 what one does on the vector engine.
 *
 * <p>Which messages take part in a step depends only on their public lengths; nothing branches
 * on or indexes by the key, the data or the MAC values. Opening releases a message's plaintext
 * only if its own tag verifies, and wipes the others'.
 */
final class CcmBatch {

    private final BlockCipher cipher;
    private final int tagLength;
    private final int n;
    /** Per message: the CBC-MAC input blocks (B0, encoded AAD, payload), zero-padded. */
    private final byte[][] macInput;
    /** Per message: where its counter blocks A0, A1, ... start in {@link #keyStream}, in blocks. */
    private final int[] ctrStart;
    private final byte[] keyStream;

    private CcmBatch(BlockCipher cipher, int tagLength, byte[][] nonces, byte[][] aads, int[] textLengths) {
        this.cipher = cipher;
        this.tagLength = tagLength;
        this.n = nonces.length;
        this.macInput = new byte[n][];
        this.ctrStart = new int[n + 1];
        for (int i = 0; i < n; i++) {
            ctrStart[i + 1] = ctrStart[i] + 1 + (textLengths[i] + 15) / 16;
        }
        this.keyStream = new byte[16 * ctrStart[n]];
        for (int i = 0; i < n; i++) {
            byte[] aad = BatchInput.aad(aads, i);
            byte[] enc = aad.length == 0 ? new byte[0] : Ccm.aadLengthEncoding(aad.length);
            int aadBlocks = (enc.length + aad.length + 15) / 16;
            byte[] m = new byte[16 * (1 + aadBlocks + (textLengths[i] + 15) / 16)];
            CcmCore.putB0(nonces[i], tagLength, aad.length > 0, textLengths[i], m, 0);
            System.arraycopy(enc, 0, m, 16, enc.length);
            System.arraycopy(aad, 0, m, 16 + enc.length, aad.length);
            macInput[i] = m;
            for (int c = 0; c < ctrStart[i + 1] - ctrStart[i]; c++) {
                CcmCore.putCounterBlock(nonces[i], c, keyStream, 16 * (ctrStart[i] + c));
            }
        }
        cipher.encryptBlocks(keyStream, 0, keyStream, 0, ctrStart[n]);
    }

    /** Seals every message; the caller has checked the batch's shape and the cipher and tag length. */
    static byte[][] seal(BlockCipher cipher, int tagLength, byte[][] nonces, byte[][] aads, byte[][] plaintexts)
            throws GeneralSecurityException {
        int[] lengths = new int[nonces.length];
        for (int i = 0; i < lengths.length; i++) {
            checkMessage(i, nonces[i], plaintexts[i].length);
            lengths[i] = plaintexts[i].length;
        }
        CcmBatch b = new CcmBatch(cipher, tagLength, nonces, aads, lengths);
        byte[][] out = new byte[nonces.length][];
        for (int i = 0; i < out.length; i++) {
            b.putPayload(i, plaintexts[i]);
            out[i] = new byte[lengths[i] + tagLength];
            Bytes.xor(plaintexts[i], 0, b.keyStream, 16 * (b.ctrStart[i] + 1), out[i], 0, lengths[i]);
        }
        byte[][] tags = b.tags();
        for (int i = 0; i < out.length; i++) {
            System.arraycopy(tags[i], 0, out[i], lengths[i], tagLength);
        }
        b.wipe();
        return out;
    }

    /** Opens every message whose tag verifies; the caller has checked the batch's shape. */
    static BatchOpening open(BlockCipher cipher, int tagLength, byte[][] nonces, byte[][] aads, byte[][] sealed)
            throws GeneralSecurityException {
        int[] lengths = new int[nonces.length];
        for (int i = 0; i < lengths.length; i++) {
            // A message shorter than a tag cannot verify; it takes part as an empty one and fails below.
            lengths[i] = Math.max(0, sealed[i].length - tagLength);
            checkMessage(i, nonces[i], lengths[i]);
        }
        CcmBatch b = new CcmBatch(cipher, tagLength, nonces, aads, lengths);
        byte[][] plain = new byte[nonces.length][];
        for (int i = 0; i < plain.length; i++) {
            plain[i] = new byte[lengths[i]];
            if (sealed[i].length >= tagLength) {
                Bytes.xor(sealed[i], 0, b.keyStream, 16 * (b.ctrStart[i] + 1), plain[i], 0, lengths[i]);
            }
            b.putPayload(i, plain[i]);
        }
        byte[][] tags = b.tags();
        for (int i = 0; i < plain.length; i++) {
            boolean ok = sealed[i].length >= tagLength
                    && ConstantTime.equals(tags[i], 0, sealed[i], lengths[i], tagLength);
            if (!ok) {
                Arrays.fill(plain[i], (byte) 0);
                plain[i] = null;
            }
            Arrays.fill(tags[i], (byte) 0);
        }
        b.wipe();
        return new BatchOpening(plain);
    }

    private static void checkMessage(int i, byte[] nonce, long payload) throws GeneralSecurityException {
        try {
            CcmParameters.RULE.checkNonce(nonce);
            if (payload > CcmParameters.maxPayload(nonce.length)) {
                throw new javax.crypto.IllegalBlockSizeException(CcmParameters.tooLong(nonce.length, payload));
            }
        } catch (java.security.InvalidAlgorithmParameterException e) {
            throw new java.security.InvalidAlgorithmParameterException("message " + i + ": " + e.getMessage());
        } catch (javax.crypto.IllegalBlockSizeException e) {
            throw new javax.crypto.IllegalBlockSizeException("message " + i + ": " + e.getMessage());
        }
    }

    /** Copies message {@code i}'s payload (the plaintext) into the tail of its MAC input. */
    private void putPayload(int i, byte[] plaintext) {
        byte[] m = macInput[i];
        System.arraycopy(plaintext, 0, m, m.length - 16 * ((plaintext.length + 15) / 16), plaintext.length);
    }

    /** The CBC-MAC chains in lockstep, then T xor MSB(S0) per message. */
    private byte[][] tags() {
        int steps = 0;
        for (byte[] m : macInput) {
            steps = Math.max(steps, m.length / 16);
        }
        byte[] y = new byte[16 * n];
        byte[] work = new byte[16 * n];
        int[] active = new int[n];
        // Steps below this one every message takes (from the public lengths alone).
        int common = Integer.MAX_VALUE;
        for (byte[] m : macInput) {
            common = Math.min(common, m.length / 16);
        }
        for (int t = 0; t < steps; t++) {
            if (t < common) {
                // Every chain takes a step: in place, no gathering into work and back.
                for (int i = 0; i < n; i++) {
                    Bytes.xor(y, 16 * i, macInput[i], 16 * t, y, 16 * i, 16);
                }
                cipher.encryptBlocks(y, 0, y, 0, n);
                continue;
            }
            int count = 0;
            for (int i = 0; i < n; i++) {
                if (macInput[i].length > 16 * t) {
                    active[count] = i;
                    Bytes.xor(y, 16 * i, macInput[i], 16 * t, work, 16 * count, 16);
                    count++;
                }
            }
            cipher.encryptBlocks(work, 0, work, 0, count);
            for (int j = 0; j < count; j++) {
                System.arraycopy(work, 16 * j, y, 16 * active[j], 16);
            }
        }
        byte[][] tags = new byte[n][tagLength];
        for (int i = 0; i < n; i++) {
            Bytes.xor(y, 16 * i, keyStream, 16 * ctrStart[i], tags[i], 0, tagLength);
        }
        Arrays.fill(y, (byte) 0);
        Arrays.fill(work, (byte) 0);
        return tags;
    }

    private void wipe() {
        Arrays.fill(keyStream, (byte) 0);
        for (byte[] m : macInput) {
            Arrays.fill(m, (byte) 0);
        }
    }
}
