package org.iotcrypt.mode;

import java.security.GeneralSecurityException;
import java.util.Arrays;
import org.iotcrypt.cipher.BlockCipher;
import org.iotcrypt.internal.engine.BulkGhash;
import org.iotcrypt.internal.engine.CounterStream;
import org.iotcrypt.internal.mode.BatchInput;
import org.iotcrypt.internal.mode.Ghash;
import org.iotcrypt.internal.mode.MessageRows;
import org.iotcrypt.internal.util.Bytes;
import org.iotcrypt.internal.util.ConstantTime;
import org.iotcrypt.internal.util.Scratch;

/**
 * GCM over many independent messages under one key: E_K(J0) and every counter block of every
 * message in one bulk call (so 16 messages of 64 bytes are five batches of the bitsliced engine,
 * not sixteen), then GHASH of every message ({@link MessageRows}: those of at most eight
 * blocks eight side by side, 32 a call of the bulk GHASH; sealing lays out each ciphertext word
 * for it as the key stream XOR makes the word, and the tags are written from the GHASH words
 * and E_K(J0) directly). The key stream and the GHASH layout are
 * the thread's {@link Scratch} arrays, not fresh memory each call; the key stream is wiped
 * before it goes back. Counter values derive from the public IVs; GHASH and the tag comparison
 * are constant time. Opening releases a message's plaintext only if its own tag verifies, and
 * wipes the others'.
 */
final class GcmBatch {

    private GcmBatch() {
    }

    /** Seals every message; the caller has checked the batch's shape, the IVs and the key's liveness. */
    static byte[][] seal(BlockCipher cipher, byte[] h, BulkGhash bulk, int tagLength,
            byte[][] ivs, byte[][] aads, byte[][] plaintexts) {
        int[] start = starts(plaintexts, 0);
        byte[] ks = keyStream(cipher, h, ivs, start);
        byte[][] out = new byte[ivs.length][];
        MessageRows rows = new MessageRows(bulk, ivs.length);
        for (int i = 0; i < ivs.length; i++) {
            out[i] = new byte[plaintexts[i].length + tagLength];
            rows.seal(i, BatchInput.aad(aads, i), plaintexts[i], ks, 16 * (start[i] + 1), out[i]);
        }
        rows.tags(h, out, ks, start, tagLength);
        release(ks, start[ivs.length]);
        return out;
    }

    /** The plaintext of every message whose tag verifies, null for the others; the caller has checked the batch's shape, the IVs and the key's liveness. */
    static byte[][] open(BlockCipher cipher, byte[] h, BulkGhash bulk, int tagLength,
            byte[][] ivs, byte[][] aads, byte[][] sealed) {
        int[] start = starts(sealed, tagLength);
        byte[] ks = keyStream(cipher, h, ivs, start);
        byte[][] plain = new byte[ivs.length][];
        int[] lens = new int[ivs.length];
        for (int i = 0; i < ivs.length; i++) {
            lens[i] = sealed[i].length - tagLength; // negative (skipped) when shorter than a tag: cannot verify
        }
        byte[] s = new byte[16 * ivs.length];
        Ghash.ofMessages(h, bulk, aadsOf(aads, ivs.length), sealed, lens, s);
        for (int i = 0; i < ivs.length; i++) {
            int len = lens[i];
            if (len < 0) {
                continue;
            }
            Bytes.xor(s, 16 * i, ks, 16 * start[i], s, 16 * i, 16);
            if (ConstantTime.equals(s, 16 * i, sealed[i], len, tagLength)) {
                plain[i] = new byte[len];
                Bytes.xor(sealed[i], 0, ks, 16 * (start[i] + 1), plain[i], 0, len);
            }
        }
        release(ks, start[ivs.length]);
        Arrays.fill(s, (byte) 0);
        return plain;
    }

    /** Where each message's blocks (E_K(J0), then its counter blocks) start, in blocks; one more entry for the total. */
    private static int[] starts(byte[][] texts, int tagLength) {
        int[] start = new int[texts.length + 1];
        for (int i = 0; i < texts.length; i++) {
            int len = Math.max(0, texts[i].length - tagLength);
            start[i + 1] = start[i] + 1 + (len + 15) / 16;
        }
        return start;
    }

    /** J0, inc32(J0), ... for every message, encrypted in one bulk call, in the thread's {@link Scratch} (give it back with {@link #release}). */
    private static byte[] keyStream(BlockCipher cipher, byte[] h, byte[][] ivs, int[] start) {
        byte[] ks = Scratch.bytes(16 * start[ivs.length]);
        for (int i = 0; i < ivs.length; i++) {
            // J0 of a 12-byte IV is IV || 1, read in place (GcmCtr.j0 would make it: an allocation a message).
            byte[] j0 = ivs[i].length == 12 ? ivs[i] : GcmCtr.j0(h, ivs[i]);
            int counter = ivs[i].length == 12 ? 1 : Bytes.getIntBE(j0, 12);
            CounterStream.counterBlocks(j0, counter, ks, 16 * start[i], start[i + 1] - start[i]);
        }
        cipher.encryptBlocks(ks, 0, ks, 0, start[ivs.length]);
        return ks;
    }

    /** Wipes the key stream's {@code blocks} blocks and gives the array back to the thread's {@link Scratch}. */
    private static void release(byte[] ks, int blocks) {
        Arrays.fill(ks, 0, 16 * blocks, (byte) 0);
        Scratch.release(ks);
    }

    /** Every message's AAD, empty where none was given. */
    private static byte[][] aadsOf(byte[][] aads, int count) {
        byte[][] a = new byte[count][];
        for (int i = 0; i < count; i++) {
            a[i] = BatchInput.aad(aads, i);
        }
        return a;
    }
}
