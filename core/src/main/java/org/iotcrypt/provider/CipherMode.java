package org.iotcrypt.provider;

import java.security.InvalidAlgorithmParameterException;
import java.security.NoSuchAlgorithmException;
import java.util.Locale;
import javax.crypto.NoSuchPaddingException;
import org.iotcrypt.cipher.BlockCipher;
import org.iotcrypt.mode.Cbc;
import org.iotcrypt.mode.Ccm;
import org.iotcrypt.mode.CipherOperation;
import org.iotcrypt.mode.Ctr;
import org.iotcrypt.mode.Ecb;
import org.iotcrypt.mode.Gcm;
import org.iotcrypt.mode.Padding;

/**
 * The modes of the block ciphers ({@code Cipher SM4}, {@code Cipher PRESENT}): their names,
 * which paddings each allows, the nonce and tag lengths of the AEAD modes, and how each starts
 * a {@link CipherOperation}. Which cipher offers which mode is {@link BlockCipherAlgorithm}'s.
 *
 * <p>Padding makes sense only for ECB and CBC; CTR, GCM and CCM are NoPadding only.
 */
enum CipherMode {

    ECB(0, 0, 0, 0, 0) {
        @Override
        CipherOperation start(BlockCipher cipher, boolean encrypt, Padding padding, ModeParameters p) {
            return encrypt ? Ecb.encryptor(cipher, padding) : Ecb.decryptor(cipher, padding);
        }
    },
    CBC(0, 0, 0, 0, 0) {
        @Override
        CipherOperation start(BlockCipher cipher, boolean encrypt, Padding padding, ModeParameters p)
                throws InvalidAlgorithmParameterException {
            return encrypt ? Cbc.encryptor(cipher, p.iv(), padding) : Cbc.decryptor(cipher, p.iv(), padding);
        }
    },
    CTR(0, 0, 0, 0, 0) {
        @Override
        CipherOperation start(BlockCipher cipher, boolean encrypt, Padding padding, ModeParameters p)
                throws InvalidAlgorithmParameterException {
            return Ctr.create(cipher, p.iv());
        }
    },
    /** NIST SP 800-38D: IV of at least one byte, tags of 96..128 bits. */
    GCM(1, Integer.MAX_VALUE, 96, 128, 8) {
        @Override
        CipherOperation start(BlockCipher cipher, boolean encrypt, Padding padding, ModeParameters p)
                throws InvalidAlgorithmParameterException {
            return encrypt ? Gcm.encryptor(cipher, p.iv(), p.tagLength())
                    : Gcm.decryptor(cipher, p.iv(), p.tagLength());
        }
    },
    /** NIST SP 800-38C / RFC 3610: nonce of 7..13 bytes, tags of 4..16 bytes, even. */
    CCM(7, 13, 32, 128, 16) {
        @Override
        CipherOperation start(BlockCipher cipher, boolean encrypt, Padding padding, ModeParameters p)
                throws InvalidAlgorithmParameterException {
            return encrypt ? Ccm.encryptor(cipher, p.iv(), p.tagLength())
                    : Ccm.decryptor(cipher, p.iv(), p.tagLength());
        }
    };

    /** The {@code SupportedPaddings} attribute; which mode takes which is checked by {@link #padding}. */
    static final String SUPPORTED_PADDINGS = "NOPADDING|PKCS5PADDING|PKCS7PADDING";

    private final int minNonce;
    private final int maxNonce;
    private final int minTagBits;
    private final int maxTagBits;
    private final int tagStepBits;

    CipherMode(int minNonce, int maxNonce, int minTagBits, int maxTagBits,
            int tagStepBits) {
        this.minNonce = minNonce;
        this.maxNonce = maxNonce;
        this.minTagBits = minTagBits;
        this.maxTagBits = maxTagBits;
        this.tagStepBits = tagStepBits;
    }

    /** Starts one encryption or decryption; the parameters have been checked by {@link ModeParameters}. */
    abstract CipherOperation start(BlockCipher cipher, boolean encrypt, Padding padding, ModeParameters p)
            throws InvalidAlgorithmParameterException;

    /** Parses a mode name, case-insensitively, among those {@code cipher} offers. */
    static CipherMode forName(BlockCipherAlgorithm cipher, String name) throws NoSuchAlgorithmException {
        for (CipherMode m : values()) {
            if (m.name().equalsIgnoreCase(name) && cipher.offers(m)) {
                return m;
            }
        }
        throw new NoSuchAlgorithmException(cipher.name() + " mode " + name + " is not supported; use one of "
                + cipher.supportedModes().replace("|", ", "));
    }

    /**
     * Parses a padding name for this mode, case-insensitively.
     *
     * @throws NoSuchPaddingException for an unknown padding, or PKCS5Padding with CTR, GCM or CCM
     */
    Padding padding(BlockCipherAlgorithm cipher, String name) throws NoSuchPaddingException {
        String upper = name.toUpperCase(Locale.ROOT);
        if (upper.equals("NOPADDING")) {
            return Padding.NONE;
        }
        if (upper.equals("PKCS5PADDING") || upper.equals("PKCS7PADDING")) {
            if (!takesPadding()) {
                throw new NoSuchPaddingException(cipher.name() + "/" + this + " takes NoPadding only, got " + name);
            }
            return Padding.PKCS5;
        }
        throw new NoSuchPaddingException("padding " + name
                + " is not supported; use NoPadding or PKCS5Padding (alias PKCS7Padding)");
    }

    /** The padding used when the transformation names none ({@code "SM4"} alone is SM4/ECB/PKCS5Padding). */
    Padding defaultPadding() {
        return takesPadding() ? Padding.PKCS5 : Padding.NONE;
    }

    boolean takesPadding() {
        return this == ECB || this == CBC;
    }

    boolean isAead() {
        return tagStepBits != 0;
    }

    /**
     * The AlgorithmParameters name for this mode's parameters under {@code cipher}: GCM or CCM,
     * the cipher's name for an IV, or null for ECB, which has none.
     */
    String parametersAlgorithm(BlockCipherAlgorithm cipher) {
        if (this == ECB) {
            return null;
        }
        return isAead() ? name() : cipher.name();
    }

    /**
     * Checks an AEAD nonce and tag length against this mode's limits.
     *
     * @return null if allowed, else a message naming the allowed range
     */
    String aeadViolation(int nonceLength, int tagBits) {
        if (nonceLength < minNonce || nonceLength > maxNonce) {
            return maxNonce == Integer.MAX_VALUE
                    ? this + " IV must be at least " + minNonce + " byte, got " + nonceLength
                    : this + " nonce must be " + minNonce + ".." + maxNonce + " bytes, got " + nonceLength;
        }
        if (tagBits < minTagBits || tagBits > maxTagBits || tagBits % tagStepBits != 0) {
            return this + " tag length must be " + minTagBits + ".." + maxTagBits + " bits in steps of "
                    + tagStepBits + " (" + minTagBits / 8 + ".." + maxTagBits / 8 + " bytes"
                    + (tagStepBits == 16 ? ", even" : "") + "), got " + tagBits;
        }
        return null;
    }
}
