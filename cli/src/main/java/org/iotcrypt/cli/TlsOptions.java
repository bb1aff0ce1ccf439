package org.iotcrypt.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.iotcrypt.cli.api.CommandFailure;
import org.iotcrypt.cli.api.FileNames;
import org.iotcrypt.pkix.EncryptedPrivateKeys;
import org.iotcrypt.tls.TlsContextBuilder;
import org.iotcrypt.tls.TlsSuite;
import picocli.CommandLine;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/** The options {@code tls server} and {@code tls client} share: suites and the key's passphrase. */
final class TlsOptions {

    @Option(names = "--suite", paramLabel = "NAME",
            description = "A suite to offer: TLS_SM4_GCM_SM3 or TLS_SM4_CCM_SM3 (or gcm, ccm). Repeatable, in order of preference; default both, GCM first.")
    List<String> suites = new ArrayList<>();

    @Option(names = "--key-passphrase-file", paramLabel = "FILE",
            description = "The passphrase of an encrypted --key (PKCS#8 PBES2, as GmSSL always writes keys): the file's first line.")
    Path keyPassphraseFile;

    @Option(names = "--relax", paramLabel = "RULE",
            description = "Do not hold the peer's chain to this RFC 5280 rule: key-identifiers (GmSSL's certificates have none), trust-anchor, serial-number, name-syntax. Repeatable.")
    List<String> relax = new ArrayList<>();

    /** Applies --suite (when given; the builder's default is both SM suites) and --relax to the builder. */
    void configure(CommandLine cli, TlsContextBuilder builder) {
        TlsSuite[] chosen = suites(cli);
        if (chosen.length > 0) {
            builder.suites(chosen);
        }
        for (String r : relax) {
            try {
                builder.relax(org.iotcrypt.pkix.PkixRelaxations.Rule.valueOf(
                        r.trim().toUpperCase(java.util.Locale.ROOT).replace('-', '_')));
            } catch (IllegalArgumentException e) {
                throw new ParameterException(cli, "--relax: no rule is named '" + r
                        + "' (key-identifiers, trust-anchor, serial-number, name-syntax, crl-number)");
            }
        }
    }

    /** The suites named, checked; empty for the default. */
    private TlsSuite[] suites(CommandLine cli) {
        List<TlsSuite> chosen = new ArrayList<>();
        for (String s : suites) {
            try {
                chosen.add(TlsSuite.named(s));
            } catch (IllegalArgumentException e) {
                throw new ParameterException(cli, "--suite: " + e.getMessage());
            }
        }
        return chosen.toArray(new TlsSuite[0]);
    }

    /** Reads the key and chain into the builder, with the passphrase if one was given. */
    void keyAndChain(TlsContextBuilder builder, Path key, Path chain) throws CommandFailure {
        byte[] passphrase = keyPassphraseFile == null ? null : PassphraseOption.firstLine(keyPassphraseFile);
        try {
            builder.keyAndChain(key, chain, passphrase);
        } catch (IOException e) {
            throw new CommandFailure(e.getMessage() + (e.getMessage().endsWith(EncryptedPrivateKeys.PASSPHRASE_NEEDED)
                    ? " with --key-passphrase-file" : ""), e);
        } finally {
            if (passphrase != null) {
                java.util.Arrays.fill(passphrase, (byte) 0);
            }
        }
    }

    static void trust(TlsContextBuilder builder, Path file) throws CommandFailure {
        try {
            builder.trust(file);
        } catch (IOException e) {
            throw new CommandFailure(FileNames.quote(file.toString()) + ": " + e.getMessage().replace(file + ": ", ""), e);
        }
    }
}
