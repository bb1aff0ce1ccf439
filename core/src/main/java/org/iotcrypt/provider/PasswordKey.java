package org.iotcrypt.provider;

import java.util.Arrays;
import javax.crypto.interfaces.PBEKey;
import javax.security.auth.DestroyFailedException;
import org.iotcrypt.internal.util.Passwords;

/**
 * A password as a key for {@code Cipher PBES2}, made by {@code SecretKeyFactory PBES2} from a
 * {@code PBEKeySpec}. Its encoding is the password's UTF-8 bytes, which PBKDF2 takes (OpenSSL
 * and the JDK do the same). Salt and iteration count belong to the cipher's parameters, not
 * here. {@link #destroy()} wipes it.
 */
final class PasswordKey implements PBEKey {

    private static final long serialVersionUID = 1L;

    private final char[] password;
    private volatile boolean destroyed;

    PasswordKey(char[] password) {
        this.password = password.clone();
    }

    @Override
    public char[] getPassword() {
        check();
        return password.clone();
    }

    @Override
    public byte[] getSalt() {
        return null;
    }

    @Override
    public int getIterationCount() {
        return 0;
    }

    @Override
    public String getAlgorithm() {
        return "PBES2";
    }

    @Override
    public String getFormat() {
        return "RAW";
    }

    @Override
    public byte[] getEncoded() {
        check();
        return Passwords.utf8(password);
    }

    @Override
    public void destroy() throws DestroyFailedException {
        Arrays.fill(password, '\0');
        destroyed = true;
    }

    @Override
    public boolean isDestroyed() {
        return destroyed;
    }

    private void check() {
        if (destroyed) {
            throw new IllegalStateException("the password key has been destroyed");
        }
    }
}
