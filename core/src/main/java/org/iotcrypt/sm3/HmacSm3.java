package org.iotcrypt.sm3;

import java.util.Arrays;
import java.util.Objects;
import javax.security.auth.Destroyable;
import org.iotcrypt.internal.util.ConstantTime;
import org.iotcrypt.internal.util.DestroyedFlag;

/**
 * HMAC (RFC 2104) over SM3: {@code H((K ^ opad) || H((K ^ ipad) || message))} with the 64-byte
 * SM3 block. Keys of any length are accepted; a key longer than 64 bytes is replaced by its SM3
 * hash first, as RFC 2104 §2 says.
 *
 * <p>The states after absorbing {@code K ^ ipad} and {@code K ^ opad} are computed once, at
 * construction; {@link #reset()} and {@link #doFinal()} restore them by copying eight words, so
 * the key is never hashed again.
 *
 * <p><b>Constant time.</b> Running time depends on the key length and the message length only,
 * never on their contents. To check a received tag use {@link #verify(byte[])}, which compares
 * in constant time; never compare tags with {@code Arrays.equals}.
 *
 * <p>{@link #destroy()} overwrites the keyed states; afterwards every method throws
 * {@link IllegalStateException}, and a tag being computed when another thread destroys the key
 * is refused the same way rather than returned.
 *
 * <p>Instances are not thread-safe.
 */
public final class HmacSm3 implements Destroyable {

    /** Length of the full tag in bytes. */
    public static final int MAC_LENGTH = Sm3.DIGEST_LENGTH;

    /** The shortest tag {@link #verify(byte[], int)} takes: half the MAC (RFC 2104 §5). */
    public static final int MIN_TAG_LENGTH = MAC_LENGTH / 2;

    private static final byte IPAD = 0x36;
    private static final byte OPAD = 0x5c;

    private final Sm3 innerStart = new Sm3();
    private final Sm3 outerStart = new Sm3();
    private final Sm3 inner = new Sm3();
    private final Sm3 outer = new Sm3();
    private final byte[] innerHash = new byte[Sm3.DIGEST_LENGTH];
    private final DestroyedFlag destroyed = new DestroyedFlag("HMAC-SM3 key");

    /**
     * A MAC keyed with {@code key} (any length; the array is not kept).
     *
     * @param key the key, any length (not retained)
     * @throws NullPointerException if {@code key} is null
     */
    public HmacSm3(byte[] key) {
        byte[] block = new byte[Sm3.BLOCK_LENGTH];
        if (key.length > Sm3.BLOCK_LENGTH) {
            Sm3 h = new Sm3();
            h.update(key, 0, key.length);
            h.digest(block, 0);
        } else {
            System.arraycopy(key, 0, block, 0, key.length);
        }
        for (int i = 0; i < block.length; i++) {
            block[i] ^= IPAD;
        }
        innerStart.update(block, 0, block.length);
        for (int i = 0; i < block.length; i++) {
            block[i] ^= IPAD ^ OPAD;
        }
        outerStart.update(block, 0, block.length);
        Arrays.fill(block, (byte) 0);
        // the starting states keep only their chaining values: the words of K ^ ipad and K ^ opad go
        innerStart.wipeScratch();
        outerStart.wipeScratch();
        inner.copyStateFrom(innerStart);
    }

    /**
     * A copy in the same state, so that a common prefix is absorbed once (JCA {@code Mac.clone()}).
     *
     * @return an independent copy of this state
     */
    public HmacSm3 copy() {
        destroyed.checkLive();
        HmacSm3 c = new HmacSm3();
        c.innerStart.copyStateFrom(innerStart);
        c.outerStart.copyStateFrom(outerStart);
        c.inner.copyStateFrom(inner);
        return c;
    }

    private HmacSm3() {
    }

    /**
     * The MAC of {@code data} under {@code key} in one call.
     *
     * @param key the key, any length (not retained)
     * @param data the message
     * @return the 32-byte tag
     */
    public static byte[] mac(byte[] key, byte[] data) {
        HmacSm3 m = new HmacSm3(key);
        m.update(data, 0, data.length);
        return m.doFinal();
    }

    /**
     * Absorbs one byte of the message.
     *
     * @param b one message byte
     */
    public void update(byte b) {
        destroyed.checkLive();
        inner.update(b);
    }

    /**
     * Absorbs all of {@code in}.
     *
     * @param in the input array
     */
    public void update(byte[] in) {
        update(in, 0, in.length);
    }

    /**
     * Absorbs {@code len} bytes of {@code in} from {@code off}.
     *
     * @param in the input array
     * @param off where the input starts in {@code in}
     * @param len the number of input bytes
     * @throws IndexOutOfBoundsException if the range lies outside {@code in}
     */
    public void update(byte[] in, int off, int len) {
        destroyed.checkLive();
        inner.update(in, off, len);
    }

    /**
     * Finishes the MAC, returns the 32-byte tag and returns to the freshly keyed state.
     *
     * @return the tag (or, writing into {@code out}, its length, 32)
     */
    public byte[] doFinal() {
        byte[] out = new byte[MAC_LENGTH];
        doFinal(out, 0);
        return out;
    }

    /**
     * Writes the 32-byte tag to {@code out} at {@code off}, returns to the freshly keyed state and
     * returns {@link #MAC_LENGTH}.
     *
     * @param out the output array
     * @param off where the input starts in {@code in}
     * @return the tag (or, writing into {@code out}, its length, 32)
     */
    public int doFinal(byte[] out, int off) {
        Objects.checkFromIndexSize(off, MAC_LENGTH, out.length);
        destroyed.checkLive();
        inner.digest(innerHash, 0);
        outer.copyStateFrom(outerStart);
        outer.update(innerHash, 0, innerHash.length);
        Arrays.fill(innerHash, (byte) 0);
        outer.digest(out, off);
        try {
            destroyed.confirmLive();
        } catch (IllegalStateException e) {
            Arrays.fill(out, off, off + MAC_LENGTH, (byte) 0);
            throw e;
        }
        inner.copyStateFrom(innerStart);
        return MAC_LENGTH;
    }

    /**
     * Finishes the MAC, compares it with {@code received} in constant time, returns to the
     * freshly keyed state, and returns whether they are equal: {@code verify(received, 32)}.
     *
     * @param received the tag received
     * @return whether the tag matches (compared in constant time)
     * @throws IllegalStateException if the key was destroyed
     */
    public boolean verify(byte[] received) {
        return verify(received, MAC_LENGTH);
    }

    /**
     * As {@link #verify(byte[])} for a tag truncated to its first {@code tagLength} bytes, as
     * RFC 2104 §5 allows (at least half the MAC). The length is the protocol's, not the
     * received tag's: a tag of any other length is unequal, so that a cut tag cannot pass as a
     * shorter one. Lengths are public; the computed MAC is wiped.
     *
     * @param received the tag received
     * @param tagLength the tag length in bytes
     * @return whether the tag matches (compared in constant time)
     * @throws IllegalArgumentException if {@code tagLength} is not in 16..32
     * @throws IllegalStateException if the key was destroyed
     */
    public boolean verify(byte[] received, int tagLength) {
        if (tagLength < MIN_TAG_LENGTH || tagLength > MAC_LENGTH) {
            throw new IllegalArgumentException("HMAC-SM3 tag length must be " + MIN_TAG_LENGTH + ".."
                    + MAC_LENGTH + " bytes, got " + tagLength);
        }
        byte[] computed = doFinal();
        try {
            return received.length == tagLength && ConstantTime.equals(computed, 0, received, 0, tagLength);
        } finally {
            Arrays.fill(computed, (byte) 0);
        }
    }

    /** Drops the message absorbed so far (overwriting what of it is buffered); the key stays. */
    public void reset() {
        destroyed.checkLive();
        inner.reset();
        inner.copyStateFrom(innerStart);
    }

    /** Overwrites the keyed states and the running one; the MAC is unusable afterwards. */
    @Override
    public void destroy() {
        destroyed.markDestroyed();
        innerStart.wipe();
        outerStart.wipe();
        inner.wipe();
        outer.wipe();
        Arrays.fill(innerHash, (byte) 0);
    }

    @Override
    public boolean isDestroyed() {
        return destroyed.isSet();
    }
}
