package org.iotcrypt.cli;

import java.nio.file.Path;
import java.security.InvalidKeyException;
import java.security.spec.InvalidKeySpecException;
import java.util.Arrays;
import org.iotcrypt.internal.multiply.CurveGroup;
import org.iotcrypt.sm2.Sm2PrivateKey;
import org.iotcrypt.sm2.Sm2PublicKey;
import org.iotcrypt.sm2.format.Sm2KeyEncoding;

/**
 * Reads SM2 key files in every form {@link Sm2KeyEncoding} knows (PEM or DER PKCS#8, SEC1,
 * X.509 SubjectPublicKeyInfo, raw bytes) and turns decoding errors into one-line messages that
 * name the file.
 */
final class Sm2KeyFiles {

    /** Key files are small; anything larger is not a key, and is not read into memory whole. */
    private static final long MAX_KEY_FILE = 64 * 1024;

    private Sm2KeyFiles() {
    }

    /**
     * The private key in {@code file}. When the file also carries the public key (PKCS#8 and SEC1
     * as OpenSSL writes them do), it must be the one the private key gives.
     */
    static Sm2PrivateKey readPrivate(Path file) throws CommandFailure {
        byte[] bytes = read(file);
        Sm2KeyEncoding.PrivateKeyData data = null;
        byte[] d = null;
        try {
            data = Sm2KeyEncoding.decodePrivate(bytes);
            d = data.d();
            Sm2PrivateKey key = Sm2PrivateKey.of(CurveGroup.sm2p256v1(), d);
            byte[] stored = data.publicPoint();
            if (stored != null && !Arrays.equals(stored, key.publicKey().encoded())) {
                key.destroy();
                throw failure(file, "the public key stored with the private key does not belong to it");
            }
            return key;
        } catch (InvalidKeySpecException | InvalidKeyException e) {
            throw failure(file, "cannot read the SM2 private key: " + e.getMessage(), e);
        } finally {
            Arrays.fill(bytes, (byte) 0);
            if (d != null) {
                Arrays.fill(d, (byte) 0);
            }
            if (data != null) {
                data.wipe();
            }
        }
    }

    /**
     * The public key in {@code file}; a private key file is accepted too (its public half is
     * used), as {@code openssl pkeyutl -verify -inkey} accepts one.
     */
    static Sm2PublicKey readPublic(Path file) throws CommandFailure {
        byte[] bytes = read(file);
        byte[] encoded;
        try {
            encoded = Sm2KeyEncoding.decodePublic(bytes);
        } catch (InvalidKeySpecException notPublic) {
            if (!isPrivateKey(bytes)) {
                throw failure(file, "cannot read the SM2 public key: " + notPublic.getMessage(), notPublic);
            }
            Sm2PrivateKey key = readPrivate(file);
            try {
                return key.publicKey();
            } finally {
                key.destroy();
            }
        } finally {
            Arrays.fill(bytes, (byte) 0);
        }
        try {
            return Sm2PublicKey.of(CurveGroup.sm2p256v1(), encoded);
        } catch (InvalidKeyException e) {
            throw failure(file, "not a valid SM2 public key: " + e.getMessage(), e);
        }
    }

    private static boolean isPrivateKey(byte[] bytes) {
        try {
            Sm2KeyEncoding.decodePrivate(bytes).wipe();
            return true;
        } catch (InvalidKeySpecException e) {
            return false;
        }
    }

    private static byte[] read(Path file) throws CommandFailure {
        return InputFiles.readAll(file, MAX_KEY_FILE, "too large for a key file");
    }

    private static CommandFailure failure(Path file, String reason) {
        return new CommandFailure(FileNames.quote(file.toString()) + ": " + reason);
    }

    private static CommandFailure failure(Path file, String reason, Throwable cause) {
        return new CommandFailure(FileNames.quote(file.toString()) + ": " + reason, cause);
    }
}
