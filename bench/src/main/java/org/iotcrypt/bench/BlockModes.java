package org.iotcrypt.bench;

import java.security.GeneralSecurityException;
import javax.crypto.Cipher;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.bouncycastle.crypto.engines.SM4Engine;
import org.bouncycastle.crypto.modes.CTRModeCipher;
import org.bouncycastle.crypto.modes.SICBlockCipher;
import org.bouncycastle.crypto.params.KeyParameter;
import org.bouncycastle.crypto.params.ParametersWithIV;
import org.iotcrypt.mode.Ctr;
import org.iotcrypt.mode.Ecb;
import org.iotcrypt.mode.Padding;
import org.iotcrypt.sm4.Sm4;

/**
 * Builds each provider's ECB and CTR encryptor (SM4, or AES for the JDK reference), keyed once;
 * every call then encrypts one message as a user of that provider would, on its fastest path.
 */
final class BlockModes {

    private static final int BLOCK = 16;

    private BlockModes() {
    }

    static Encryptor ecb(String provider, byte[] key) throws GeneralSecurityException {
        switch (provider) {
            case Providers.IOTCRYPT: {
                Sm4 sm4 = new Sm4(key);
                return (iv, in, len, out) -> Ecb.encryptor(sm4, Padding.NONE).doFinal(in, 0, len, out, 0);
            }
            case Providers.BC: {
                SM4Engine engine = new SM4Engine();
                engine.init(true, new KeyParameter(key));
                return (iv, in, len, out) -> {
                    for (int i = 0; i < len; i += BLOCK) {
                        engine.processBlock(in, i, out, i);
                    }
                };
            }
            case Providers.KONA:
                return jcaEcb("SM4/ECB/NoPadding", "SM4", provider, key);
            case Providers.JDK_AES:
                return jcaEcb("AES/ECB/NoPadding", "AES", provider, key);
            default:
                throw Providers.unsupported(provider, "ECB");
        }
    }

    static Encryptor ctr(String provider, byte[] key) throws GeneralSecurityException {
        switch (provider) {
            case Providers.IOTCRYPT: {
                Sm4 sm4 = new Sm4(key);
                return (iv, in, len, out) -> Ctr.create(sm4, iv).doFinal(in, 0, len, out, 0);
            }
            case Providers.BC: {
                // processBlock is SICBlockCipher's fast path (processBytes goes byte by byte);
                // re-initialising with a null key keeps the key schedule.
                CTRModeCipher ctr = SICBlockCipher.newInstance(new SM4Engine());
                ctr.init(true, new ParametersWithIV(new KeyParameter(key), new byte[BLOCK]));
                return (iv, in, len, out) -> {
                    ctr.init(true, new ParametersWithIV(null, iv));
                    for (int i = 0; i < len; i += BLOCK) {
                        ctr.processBlock(in, i, out, i);
                    }
                };
            }
            case Providers.KONA:
                return jcaCtr("SM4/CTR/NoPadding", "SM4", provider, key);
            case Providers.JDK_AES:
                return jcaCtr("AES/CTR/NoPadding", "AES", provider, key);
            default:
                throw Providers.unsupported(provider, "CTR");
        }
    }

    private static Encryptor jcaEcb(String transformation, String algorithm, String provider, byte[] key)
            throws GeneralSecurityException {
        Cipher cipher = Cipher.getInstance(transformation, Providers.jca(provider));
        cipher.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key, algorithm));
        return (iv, in, len, out) -> cipher.doFinal(in, 0, len, out, 0);
    }

    private static Encryptor jcaCtr(String transformation, String algorithm, String provider, byte[] key)
            throws GeneralSecurityException {
        Cipher cipher = Cipher.getInstance(transformation, Providers.jca(provider));
        SecretKeySpec keySpec = new SecretKeySpec(key, algorithm);
        return (iv, in, len, out) -> {
            cipher.init(Cipher.ENCRYPT_MODE, keySpec, new IvParameterSpec(iv));
            cipher.doFinal(in, 0, len, out, 0);
        };
    }
}
