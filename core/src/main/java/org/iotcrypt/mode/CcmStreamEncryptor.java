package org.iotcrypt.mode;

import java.util.Objects;

/**
 * Streaming CCM encryption for a message whose AAD and payload lengths were declared when it
 * was created (by {@link Ccm#streamingEncryptor}). Ciphertext is released as the payload comes
 * in; {@link #doFinal} writes the tag. Feeding more or less than declared is an
 * {@link IllegalStateException}, since the lengths are already bound into the first MAC block.
 *
 * <p>Order: all AAD through {@link #updateAad}, then the payload through {@link #update}, then
 * {@link #doFinal}. One message per object.
 */
public final class CcmStreamEncryptor {

    private final CcmCore core;
    private final long aadLength;
    private final long payloadLength;
    private final int tagLength;
    private long aadSeen;
    private long payloadSeen;
    private boolean aadDone;
    private boolean finished;

    CcmStreamEncryptor(CcmCore core, long aadLength, long payloadLength, int tagLength) {
        this.core = core;
        this.aadLength = aadLength;
        this.payloadLength = payloadLength;
        this.tagLength = tagLength;
    }

    /**
     * Adds AAD; all of it must come before the payload.
     *
     * @param in the input array
     * @param off where the input starts in {@code in}
     * @param len the number of input bytes
     */
    public void updateAad(byte[] in, int off, int len) {
        Objects.checkFromIndexSize(off, len, in.length);
        checkOpen();
        if (aadDone) {
            throw new IllegalStateException("AAD must be supplied before the payload");
        }
        if (aadSeen + len > aadLength) {
            throw new IllegalStateException("more AAD than the declared " + aadLength + " bytes");
        }
        core.aad(in, off, len);
        aadSeen += len;
    }

    /**
     * Encrypts payload bytes and writes the same number of ciphertext bytes to {@code out}
     * ({@code out} may be {@code in} at the same offset).
     *
     * @param in the input array
     * @param off where the input starts in {@code in}
     * @param len the number of input bytes
     * @param out the output array
     * @param outOff where the output starts in {@code out}
     * @return the number of bytes written, {@code len}
     */
    public int update(byte[] in, int off, int len, byte[] out, int outOff) {
        Objects.checkFromIndexSize(off, len, in.length);
        Objects.checkFromIndexSize(outOff, len, out.length);
        checkOpen();
        endAad();
        if (payloadSeen + len > payloadLength) {
            throw new IllegalStateException("more payload than the declared " + payloadLength + " bytes");
        }
        core.encrypt(in, off, len, out, outOff);
        payloadSeen += len;
        return len;
    }

    /**
     * Finishes the message and writes the tag (all ciphertext has already been written by
     * {@link #update}).
     *
     * @param out the output array
     * @param outOff where the output starts in {@code out}
     * @return the number of bytes written, the tag length
     * @throws IllegalStateException if less AAD or payload was supplied than declared
     */
    public int doFinal(byte[] out, int outOff) {
        checkOpen();
        endAad();
        if (payloadSeen != payloadLength) {
            throw new IllegalStateException("declared " + payloadLength + " bytes of payload, got " + payloadSeen);
        }
        finished = true;
        core.finish(out, outOff);
        return tagLength;
    }

    /**
     * The tag length in bytes that {@link #doFinal} writes.
     *
     * @return the tag length in bytes
     */
    public int tagLength() {
        return tagLength;
    }

    private void endAad() {
        if (!aadDone) {
            if (aadSeen != aadLength) {
                throw new IllegalStateException("declared " + aadLength + " bytes of AAD, got " + aadSeen
                        + " before the payload");
            }
            core.endAad();
            aadDone = true;
        }
    }

    private void checkOpen() {
        if (finished) {
            throw new IllegalStateException("operation already finished");
        }
    }
}
