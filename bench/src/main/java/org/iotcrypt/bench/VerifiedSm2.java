package org.iotcrypt.bench;

import java.security.GeneralSecurityException;
import java.util.Arrays;

/**
 * Builds a provider's SM2 signature scheme or cipher and proves it right before anything is
 * timed: its own round trip, Bouncy Castle accepting what it made, it accepting what Bouncy
 * Castle made, and a changed message or ciphertext refused. Any failure throws, which makes JMH
 * abandon that benchmark instead of timing it.
 */
final class VerifiedSm2 {

    private VerifiedSm2() {
    }

    static SignatureScheme signatureScheme(String provider, Sm2KeyMaterial keys, byte[] message)
            throws GeneralSecurityException {
        SignatureScheme scheme = SignatureSchemes.of(provider, keys);
        require(provider, "key generation", scheme.generateKeyPair() != null);
        byte[] signature = scheme.sign(message);
        require(provider, "verifies its own signature", scheme.verify(message, signature));
        require(provider, "verifies its own signature, fresh key", scheme.verifyWithFreshKey(keys.spki(), message, signature));
        require(provider, "Bouncy Castle verifies its signature", Sm2Reference.verify(keys, message, signature));
        byte[] theirs = Sm2Reference.sign(keys, message);
        require(provider, "verifies Bouncy Castle's signature", scheme.verify(message, theirs));
        require(provider, "verifies Bouncy Castle's signature, fresh key",
                scheme.verifyWithFreshKey(keys.spki(), message, theirs));
        byte[] other = message.clone();
        other[0] ^= 1;
        require(provider, "rejects the signature for another message", !scheme.verify(other, signature));
        require(provider, "rejects the signature for another message, fresh key",
                !scheme.verifyWithFreshKey(keys.spki(), other, signature));
        return scheme;
    }

    static PublicKeyCipher cipher(String provider, Sm2KeyMaterial keys, byte[] message) throws GeneralSecurityException {
        PublicKeyCipher cipher = PublicKeyCiphers.of(provider, keys);
        byte[] ciphertext = cipher.encrypt(message);
        require(provider, "decrypts its own ciphertext", Arrays.equals(message, cipher.decrypt(ciphertext)));
        require(provider, "Bouncy Castle decrypts its ciphertext",
                Arrays.equals(message, Sm2Reference.decrypt(keys, ciphertext, cipher.layout())));
        require(provider, "decrypts Bouncy Castle's ciphertext",
                Arrays.equals(message, cipher.decrypt(Sm2Reference.encrypt(keys, message, cipher.layout()))));
        byte[] altered = ciphertext.clone();
        altered[altered.length - 1] ^= 1;
        boolean refused;
        try {
            cipher.decrypt(altered);
            refused = false;
        } catch (GeneralSecurityException e) {
            refused = true;
        }
        require(provider, "refuses an altered ciphertext", refused);
        return cipher;
    }

    private static void require(String provider, String check, boolean holds) {
        if (!holds) {
            throw new IllegalStateException(provider + " failed: " + check);
        }
    }
}
