package org.iotcrypt.cli;

import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.PrivateKey;
import java.security.SecureRandom;
import java.security.cert.CertificateParsingException;
import java.security.cert.X509Certificate;
import java.security.spec.PKCS8EncodedKeySpec;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import org.iotcrypt.cli.api.CommandFailure;
import org.iotcrypt.cli.api.FileNames;
import org.iotcrypt.cli.api.InputFiles;
import org.iotcrypt.pkix.Certificates;
import org.iotcrypt.pkix.Pkcs12Store;
import org.iotcrypt.provider.IotCryptProvider;
import org.iotcrypt.sm2.Sm2PrivateKey;
import org.iotcrypt.sm2.format.Sm2KeyEncoding;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code iotcrypt pkcs12 export}: an SM2 key and its chain into a PKCS#12 file, as {@code openssl pkcs12 -export}. */
@Command(name = "export",
        description = {
            "Put an SM2 key and its certificate chain into a PKCS#12 file.",
            "Writes the key (--key) and its chain (--chain, PEM, the key's certificate first) into a PKCS#12 "
                + "file under the passphrase of --passphrase-file, as 'openssl pkcs12 -export' does; 'openssl "
                + "pkcs12', keytool and the JCA's KeyStore read it. The key must be the certificate's. For example:",
            "  iotcrypt pkcs12 export --key k.pem --chain c.pem --passphrase-file pw -o k.p12"
        },
        exitCodeList = {"0:the file was written", "1:a file could not be read or written, or the key is not the certificate's",
            "2:usage error"})
final class Pkcs12ExportCommand implements Callable<Integer> {

    private static final long MAX_CHAIN = 1 << 20;

    @Spec
    private CommandSpec spec;

    @Option(names = {"-k", "--key"}, required = true, paramLabel = "FILE",
            description = "The SM2 private key: PEM or DER PKCS#8 (encrypted too) or SEC1.")
    private Path key;

    @Mixin
    private PassphraseOption keyPassphrase;

    @Option(names = "--chain", required = true, paramLabel = "FILE",
            description = "The key's certificate chain, PEM, its own certificate first.")
    private Path chain;

    @Mixin
    private Pkcs12Files.Passphrase passphraseFile;

    @Option(names = "--name", paramLabel = "NAME", defaultValue = "key",
            description = "The entry's name (its friendlyName, the key store alias; default: ${DEFAULT-VALUE}).")
    private String name;

    @Mixin
    private ProtectionOption protection;

    @Option(names = {"-o", "--out"}, required = true, paramLabel = "FILE", description = "The PKCS#12 file to write.")
    private Path out;

    @Mixin
    private OutputOptions.Replace replace;

    @Override
    public Integer call() throws CommandFailure {
        CommandLine cli = spec.commandLine();
        StandardStreams.checkOutput(cli, out, List.of(key, chain, passphraseFile.file), replace.force, true);
        List<X509Certificate> certificates;
        try {
            certificates = Certificates.parseAll(InputFiles.readAll(chain, MAX_CHAIN, "too large for a certificate chain"));
        } catch (CertificateParsingException e) {
            throw new CommandFailure(FileNames.quote(chain.toString()) + ": " + e.getMessage(), e);
        }
        if (certificates.isEmpty()) {
            throw new CommandFailure(FileNames.quote(chain.toString()) + ": no certificate in it");
        }
        Sm2PrivateKey sm2Key = Sm2KeyFiles.readPrivate(key, keyPassphrase.read());
        byte[] pkcs8 = Sm2KeyEncoding.encodePkcs8(sm2Key);
        char[] passphrase = passphraseFile.read();
        try {
            byte[] leafKey = certificates.get(0).getPublicKey().getEncoded();
            if (!Arrays.equals(leafKey, Sm2KeyEncoding.encodeSpki(sm2Key.publicKey()))) {
                throw new CommandFailure(FileNames.quote(key.toString()) + ": not the key of the first certificate in "
                        + FileNames.quote(chain.toString()));
            }
            PrivateKey jcaKey = KeyFactory.getInstance("SM2", new IotCryptProvider()).generatePrivate(new PKCS8EncodedKeySpec(pkcs8));
            Pkcs12Store store = new Pkcs12Store();
            SecureRandom random = new SecureRandom();
            store.setKey(name, jcaKey, passphrase, certificates, protection.scheme(), random);
            StandardStreams.write(cli, out, store.write(passphrase, protection.scheme(), random), AtomicOutput.Secrecy.SECRET,
                    replace.force);
            return 0;
        } catch (GeneralSecurityException e) {
            throw new CommandFailure(FileNames.quote(key.toString()) + ": " + e.getMessage(), e);
        } finally {
            Arrays.fill(pkcs8, (byte) 0);
            Arrays.fill(passphrase, '\0');
            sm2Key.destroy();
        }
    }
}
