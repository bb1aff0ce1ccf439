package org.iotcrypt.cli;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.PrivateKey;
import java.security.UnrecoverableKeyException;
import java.security.cert.CertificateEncodingException;
import java.security.cert.X509Certificate;
import java.security.spec.InvalidKeySpecException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import org.iotcrypt.cli.api.CommandFailure;
import org.iotcrypt.cli.api.FileNames;
import org.iotcrypt.pkix.Pkcs12Store;
import org.iotcrypt.sm2.Sm2PrivateKey;
import org.iotcrypt.sm2.format.Sm2KeyEncoding;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code iotcrypt pkcs12 import}: a PKCS#12 file's SM2 key and chain into PEM files. */
@Command(name = "import",
        description = {
            "Take an SM2 key and its chain out of a PKCS#12 file into PEM files.",
            "Reads a PKCS#12 file (from 'openssl pkcs12 -export', keytool or 'iotcrypt pkcs12 export') under the "
                + "passphrase of --passphrase-file and writes its key as PEM PKCS#8 (mode 600; encrypted when "
                + "--key-passphrase-file is given) and its chain as PEM, its own certificate first. For example:",
            "  iotcrypt pkcs12 import --passphrase-file pw --key-out k.pem k.p12"
        },
        exitCodeList = {"0:the files were written", "1:a file could not be read or written, or a wrong passphrase",
            "2:usage error"})
final class Pkcs12ImportCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "FILE", description = "The PKCS#12 file.")
    private Path file;

    @Mixin
    private Pkcs12Files.Passphrase passphraseFile;

    @Option(names = "--name", paramLabel = "NAME",
            description = "The entry to take (its alias); needed only when the file holds more than one key.")
    private String name;

    @Option(names = "--key-out", required = true, paramLabel = "FILE", description = "Where to write the key (PEM).")
    private Path keyOut;

    @Option(names = "--chain-out", paramLabel = "FILE", description = "Where to write the certificate chain (PEM).")
    private Path chainOut;

    @Mixin
    private PassphraseOption keyPassphrase;

    @Mixin
    private ProtectionOption protection;

    @Mixin
    private OutputOptions.Replace replace;

    @Override
    public Integer call() throws CommandFailure {
        CommandLine cli = spec.commandLine();
        List<Path> inputs = List.of(file, passphraseFile.file);
        StandardStreams.checkOutput(cli, keyOut, inputs, replace.force, false);
        if (chainOut != null) {
            if (chainOut.toAbsolutePath().normalize().equals(keyOut.toAbsolutePath().normalize())) {
                throw new ParameterException(cli, "--key-out and --chain-out name the same file");
            }
            StandardStreams.checkOutput(cli, chainOut, inputs, replace.force, false);
        }
        char[] passphrase = passphraseFile.read();
        byte[] pkcs8 = null;
        try {
            Pkcs12Store store = Pkcs12Files.read(file, passphrase);
            String alias = alias(store);
            PrivateKey key = store.key(alias, passphrase);
            pkcs8 = key.getEncoded();
            Sm2PrivateKey sm2Key = Sm2KeyEncoding.decodePrivate(pkcs8);
            try {
                Sm2KeyFiles.writePrivate(cli, keyOut, sm2Key, keyPassphrase.read(), protection.scheme(), replace.force);
            } finally {
                sm2Key.destroy();
            }
            if (chainOut != null) {
                StringBuilder chain = new StringBuilder();
                for (X509Certificate c : store.chain(alias)) {
                    chain.append(Sm2KeyEncoding.pem("CERTIFICATE", c.getEncoded()));
                }
                StandardStreams.write(cli, chainOut, chain.toString().getBytes(StandardCharsets.US_ASCII),
                        AtomicOutput.Secrecy.PUBLIC, replace.force);
            }
            return 0;
        } catch (UnrecoverableKeyException | InvalidKeySpecException e) {
            throw new CommandFailure(FileNames.quote(file.toString()) + ": cannot take the key out: " + e.getMessage(), e);
        } catch (CertificateEncodingException e) {
            throw new CommandFailure(FileNames.quote(file.toString()) + ": " + e.getMessage(), e);
        } finally {
            Arrays.fill(passphrase, '\0');
            if (pkcs8 != null) {
                Arrays.fill(pkcs8, (byte) 0);
            }
        }
    }

    /** The key entry asked for, or the only one. */
    private String alias(Pkcs12Store store) throws CommandFailure {
        List<String> keys = new ArrayList<>();
        for (String a : store.aliases()) {
            if (store.isKeyEntry(a)) {
                keys.add(a);
            }
        }
        if (name != null) {
            if (!keys.contains(name)) {
                throw new CommandFailure(FileNames.quote(file.toString()) + ": no key entry named '" + name + "' (keys: " + keys + ")");
            }
            return name;
        }
        if (keys.size() != 1) {
            throw new CommandFailure(FileNames.quote(file.toString()) + ": " + (keys.isEmpty() ? "no key in it"
                    : keys.size() + " keys in it: choose one with --name (" + keys + ")"));
        }
        return keys.get(0);
    }
}
