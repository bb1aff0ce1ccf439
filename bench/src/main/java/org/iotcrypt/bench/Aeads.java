package org.iotcrypt.bench;

import java.security.GeneralSecurityException;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.bouncycastle.crypto.InvalidCipherTextException;
import org.bouncycastle.crypto.engines.SM4Engine;
import org.bouncycastle.crypto.modes.AEADBlockCipher;
import org.bouncycastle.crypto.modes.CCMBlockCipher;
import org.bouncycastle.crypto.modes.GCMBlockCipher;
import org.bouncycastle.crypto.modes.GCMModeCipher;
import org.bouncycastle.crypto.params.AEADParameters;
import org.bouncycastle.crypto.params.KeyParameter;
import org.iotcrypt.mode.Ccm;
import org.iotcrypt.mode.Gcm;
import org.iotcrypt.sm4.Sm4;

/**
 * Builds each provider's GCM and CCM sealer with a 16-byte tag (SM4, or AES-GCM for the JDK
 * reference), keyed once; every call seals one message under a fresh nonce.
 */
final class Aeads {

    static final int TAG_LENGTH = 16;
    private static final int TAG_BITS = 8 * TAG_LENGTH;

    private Aeads() {
    }

    static AeadEncryptor gcm(String provider, byte[] key) throws GeneralSecurityException {
        switch (provider) {
            case Providers.IOTCRYPT: {
                // The per-key object, as BC's cipher re-initialized with a null key: H and what is
                // made from it once, a fresh nonce per message.
                Gcm gcm = new Gcm(new Sm4(key), TAG_LENGTH);
                return (nonce, aad, in, len, out) -> gcm.seal(nonce, aad, in, 0, len, out, 0);
            }
            case Providers.BC: {
                // GCMBlockCipher with its default multiplier (Tables4kGCMMultiplier), the one BC's
                // own JCA provider uses; a null key on re-init keeps the key schedule and tables.
                GCMModeCipher gcm = GCMBlockCipher.newInstance(new SM4Engine());
                gcm.init(true, new AEADParameters(new KeyParameter(key), TAG_BITS, new byte[12]));
                return (nonce, aad, in, len, out) -> {
                    gcm.init(true, new AEADParameters(null, TAG_BITS, nonce, aad));
                    int n = gcm.processBytes(in, 0, len, out, 0);
                    return n + doFinal(gcm, out, n);
                };
            }
            case Providers.IOTCRYPT_JCA:
            case Providers.BC_JCA:
            case Providers.KONA:
                return jca("SM4/GCM/NoPadding", "SM4", provider, key);
            case Providers.JDK_AES:
                return jca("AES/GCM/NoPadding", "AES", provider, key);
            default:
                throw Providers.unsupported(provider, "GCM");
        }
    }

    @SuppressWarnings("deprecation") // processPacket exists only on the class, not on CCMModeCipher
    static AeadEncryptor ccm(String provider, byte[] key) throws GeneralSecurityException {
        switch (provider) {
            case Providers.IOTCRYPT: {
                Ccm ccm = new Ccm(new Sm4(key), TAG_LENGTH);
                return (nonce, aad, in, len, out) -> ccm.seal(nonce, aad, in, 0, len, out, 0);
            }
            case Providers.BC: {
                // processPacket is CCMBlockCipher's one-shot path: it skips the copy that
                // processBytes makes into its internal buffer. BC re-runs the key schedule per
                // packet whatever one does; that cost is part of what BC users pay.
                CCMBlockCipher ccm = new CCMBlockCipher(new SM4Engine());
                ccm.init(true, new AEADParameters(new KeyParameter(key), TAG_BITS, new byte[12]));
                return (nonce, aad, in, len, out) -> {
                    ccm.init(true, new AEADParameters(null, TAG_BITS, nonce, aad));
                    try {
                        return ccm.processPacket(in, 0, len, out, 0);
                    } catch (InvalidCipherTextException e) {
                        throw new IllegalStateException("BC CCM refused to encrypt", e);
                    }
                };
            }
            case Providers.IOTCRYPT_JCA:
            case Providers.BC_JCA:
                return jca("SM4/CCM/NoPadding", "SM4", provider, key);
            default:
                throw Providers.unsupported(provider, "CCM");
        }
    }

    private static int doFinal(AEADBlockCipher gcm, byte[] out, int off) {
        try {
            return gcm.doFinal(out, off);
        } catch (InvalidCipherTextException e) {
            throw new IllegalStateException("BC GCM refused to encrypt", e);
        }
    }

    /**
     * A JCA AEAD cipher initialized afresh for every message, as applications do (a nonce is
     * never reused, so a Cipher must be initialized again); both providers take the nonce and tag
     * length as a GCMParameterSpec, CCM included.
     */
    private static AeadEncryptor jca(String transformation, String algorithm, String provider, byte[] key)
            throws GeneralSecurityException {
        Cipher cipher = Cipher.getInstance(transformation, Providers.jca(provider));
        SecretKeySpec keySpec = new SecretKeySpec(key, algorithm);
        return (nonce, aad, in, len, out) -> {
            cipher.init(Cipher.ENCRYPT_MODE, keySpec, new GCMParameterSpec(TAG_BITS, nonce));
            cipher.updateAAD(aad);
            return cipher.doFinal(in, 0, len, out, 0);
        };
    }
}
