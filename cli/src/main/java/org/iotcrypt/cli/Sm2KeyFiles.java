package org.iotcrypt.cli;

import java.nio.file.Path;
import java.security.PublicKey;
import java.security.SecureRandom;
import java.security.cert.CertificateParsingException;
import java.security.cert.X509Certificate;
import java.security.spec.InvalidKeySpecException;
import java.util.Arrays;
import org.iotcrypt.cli.api.CommandFailure;
import org.iotcrypt.cli.api.FileNames;
import org.iotcrypt.cli.api.InputFiles;
import org.iotcrypt.pkix.Certificates;
import org.iotcrypt.pkix.EncryptedPrivateKeys;
import org.iotcrypt.pkix.PasswordProtection;
import org.iotcrypt.sm2.Sm2PrivateKey;
import org.iotcrypt.sm2.Sm2PublicKey;
import org.iotcrypt.sm2.format.Sm2KeyEncoding;
import picocli.CommandLine;

/**
 * Reads SM2 key files in every form {@link Sm2KeyEncoding} knows (PEM or DER PKCS#8, SEC1,
 * X.509 SubjectPublicKeyInfo, raw bytes), public keys from X.509 certificates too, and turns decoding errors into one-line messages that
 * name the file.
 */
final class Sm2KeyFiles {

    /** Key files are small; anything larger is not a key, and is not read into memory whole. */
    private static final long MAX_KEY_FILE = 64 * 1024;

    private Sm2KeyFiles() {
    }

    /**
     * The private key in {@code file}. When the file also carries the public key (PKCS#8 and SEC1
     * as OpenSSL writes them do), the decoder checks that it is the one the private key gives. An
     * encrypted PKCS#8 key is decrypted with {@code passphrase} (wiped here; null when none was given).
     */
    static Sm2PrivateKey readPrivate(Path file, byte[] passphrase) throws CommandFailure {
        return readPrivate(file, passphrase, "--key-passphrase-file");
    }

    /** As {@link #readPrivate(Path, byte[])}, naming {@code passphraseOption} when the key is encrypted and none was given. */
    static Sm2PrivateKey readPrivate(Path file, byte[] passphrase, String passphraseOption) throws CommandFailure {
        byte[] bytes = read(file);
        try {
            return EncryptedPrivateKeys.read(bytes, passphrase);
        } catch (InvalidKeySpecException e) {
            if (EncryptedPrivateKeys.PASSPHRASE_NEEDED.equals(e.getMessage())) {
                throw failure(file, EncryptedPrivateKeys.PASSPHRASE_NEEDED + " with " + passphraseOption);
            }
            throw failure(file, "cannot read the SM2 private key: " + e.getMessage(), e);
        } finally {
            Arrays.fill(bytes, (byte) 0);
            if (passphrase != null) {
                Arrays.fill(passphrase, (byte) 0);
            }
        }
    }

    /**
     * Writes {@code key} to {@code target} (atomically, owner-only) as PEM PKCS#8, or, when a
     * passphrase is given, as PEM encrypted PKCS#8 under it with {@code protection}; the passphrase
     * and every copy of the key's bytes made here are wiped. {@code sm2 keygen} and {@code pkcs12
     * import} write their keys so.
     */
    static void writePrivate(CommandLine cli, Path target, Sm2PrivateKey key, byte[] passphrase,
            PasswordProtection protection, boolean force) throws CommandFailure {
        byte[] der;
        byte[] pem;
        if (passphrase == null) {
            der = Sm2KeyEncoding.encodePkcs8(key);
            pem = Sm2KeyEncoding.pemBytes("PRIVATE KEY", der);
        } else {
            try {
                der = EncryptedPrivateKeys.encrypt(key, passphrase, protection, new SecureRandom());
            } finally {
                Arrays.fill(passphrase, (byte) 0);
            }
            pem = Sm2KeyEncoding.pemBytes("ENCRYPTED PRIVATE KEY", der);
        }
        try {
            StandardStreams.write(cli, target, pem, AtomicOutput.Secrecy.SECRET, force);
        } finally {
            Arrays.fill(der, (byte) 0);
            Arrays.fill(pem, (byte) 0);
        }
    }

    /**
     * The public key in {@code file}: a public key, an X.509 certificate (DER or PEM) whose key is
     * an SM2 key, or a private key file (its public half is used, as {@code openssl pkeyutl
     * -verify -inkey} accepts one). Taking a key from a certificate does not check the
     * certificate: it says whose key it is, nothing more.
     */
    static Sm2PublicKey readPublic(Path file) throws CommandFailure {
        byte[] bytes = read(file);
        try {
            return Sm2KeyEncoding.decodePublic(bytes);
        } catch (InvalidKeySpecException notPublic) {
            X509Certificate certificate = certificate(bytes);
            if (certificate != null) {
                return keyOf(file, certificate);
            }
            Sm2PrivateKey key;
            try {
                key = Sm2KeyEncoding.decodePrivate(bytes);
            } catch (InvalidKeySpecException notPrivate) {
                throw failure(file, "cannot read the SM2 public key: " + notPublic.getMessage(), notPublic);
            }
            try {
                return key.publicKey();
            } finally {
                key.destroy();
            }
        } finally {
            Arrays.fill(bytes, (byte) 0);
        }
    }

    /** The certificate {@code bytes} hold, or null if they are not one. */
    private static X509Certificate certificate(byte[] bytes) {
        try {
            return Certificates.parse(bytes);
        } catch (CertificateParsingException notACertificate) {
            return null;
        }
    }

    private static Sm2PublicKey keyOf(Path file, X509Certificate certificate) throws CommandFailure {
        PublicKey key = certificate.getPublicKey();
        if (!"SM2".equals(key.getAlgorithm())) {
            throw failure(file, "the certificate of " + certificate.getSubjectX500Principal().getName() + " holds a key of type "
                    + key.getAlgorithm() + ", not an SM2 key");
        }
        try {
            return Sm2KeyEncoding.decodePublic(key.getEncoded());
        } catch (InvalidKeySpecException e) {
            throw failure(file, "cannot read the certificate's SM2 key: " + e.getMessage(), e);
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
