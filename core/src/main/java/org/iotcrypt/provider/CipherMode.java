package org.iotcrypt.provider;

import java.security.InvalidAlgorithmParameterException;
import java.security.NoSuchAlgorithmException;
import java.util.Locale;
import javax.crypto.NoSuchPaddingException;
import org.iotcrypt.cipher.BlockCipher;
import org.iotcrypt.mode.AeadParameters;
import org.iotcrypt.mode.Cbc;
import org.iotcrypt.mode.Ccm;
import org.iotcrypt.mode.CcmParameters;
import org.iotcrypt.mode.CipherOperation;
import org.iotcrypt.mode.Ctr;
import org.iotcrypt.mode.Ecb;
import org.iotcrypt.mode.Gcm;
import org.iotcrypt.mode.GcmParameters;
import org.iotcrypt.mode.Padding;

/**
 * The modes of the block ciphers ({@code Cipher SM4}, {@code Cipher PRESENT}): their names,
 * which paddings each allows, where the AEAD modes' nonce and tag rules live (their parameter
 * classes, which the modes apply too), and how each starts a {@link CipherOperation}. Which
 * cipher offers which mode is {@link BlockCipherAlgorithm}'s.
 *
 * <p>Padding makes sense only for ECB and CBC; CTR, GCM and CCM are NoPadding only.
 */
enum CipherMode {

    ECB {
        @Override
        CipherOperation start(ExpandedKey key, boolean encrypt, Padding padding, ModeParameters p) {
            BlockCipher cipher = key.cipher();
            return encrypt ? Ecb.encryptor(cipher, padding) : Ecb.decryptor(cipher, padding);
        }
    },
    CBC {
        @Override
        CipherOperation start(ExpandedKey key, boolean encrypt, Padding padding, ModeParameters p)
                throws InvalidAlgorithmParameterException {
            BlockCipher cipher = key.cipher();
            return encrypt ? Cbc.encryptor(cipher, p.iv(), padding) : Cbc.decryptor(cipher, p.iv(), padding);
        }
    },
    CTR {
        @Override
        CipherOperation start(ExpandedKey key, boolean encrypt, Padding padding, ModeParameters p)
                throws InvalidAlgorithmParameterException {
            return Ctr.create(key.cipher(), p.iv());
        }
    },
    /** The rules are {@link GcmParameters}'; started by {@link #start}'s AEAD path. */
    GCM,
    /** The rules are {@link CcmParameters}'; started by {@link #start}'s AEAD path. */
    CCM;

    /** The {@code SupportedPaddings} attribute; which mode takes which is checked by {@link #padding}. */
    static final String SUPPORTED_PADDINGS = "NOPADDING|PKCS5PADDING|PKCS7PADDING";

    /**
     * Starts one encryption or decryption; the parameters have been checked by {@link ModeParameters}.
     * ECB, CBC and CTR override it; GCM and CCM take this AEAD path, their parameter object saying
     * which. GCM starts from the key's own {@link Gcm} once the key is used again
     * ({@link ExpandedKey#startGcm}), so that a cipher initialized again for each nonce computes
     * the hash subkey once, not per message.
     */
    CipherOperation start(ExpandedKey key, boolean encrypt, Padding padding, ModeParameters p)
            throws InvalidAlgorithmParameterException {
        if (p.aead() instanceof GcmParameters gcm) {
            return key.startGcm(encrypt, gcm);
        }
        CcmParameters ccm = (CcmParameters) p.aead();
        BlockCipher cipher = key.cipher();
        return encrypt ? Ccm.encryptor(cipher, ccm) : Ccm.decryptor(cipher, ccm);
    }

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
        return this == GCM || this == CCM;
    }

    /**
     * The checked nonce and tag of an AEAD mode, from a {@code GCMParameterSpec}'s IV and tag
     * length in bits.
     *
     * @throws InvalidAlgorithmParameterException naming the mode's allowed range
     * @throws UnsupportedOperationException for a mode without a tag
     */
    AeadParameters aeadParameters(byte[] nonce, int tagBits) throws InvalidAlgorithmParameterException {
        switch (this) {
            case GCM:
                return GcmParameters.ofTagBits(nonce, tagBits);
            case CCM:
                return CcmParameters.ofTagBits(nonce, tagBits);
            default:
                throw new UnsupportedOperationException(this + " takes no nonce and tag");
        }
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
}
