package org.iotcrypt.cli;

import java.nio.file.Path;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.iotcrypt.cli.api.CommandFailure;
import org.iotcrypt.pkix.Pkcs12Store;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code iotcrypt pkcs12 show}: the entries of a PKCS#12 file, no key material. */
@Command(name = "show",
        description = {
            "List what a PKCS#12 file holds: its keys and certificates.",
            "Checks the file's integrity under the passphrase of --passphrase-file and lists each entry: its "
                + "name, whether it is a key or a certificate, and the subjects of its chain. No key is shown."
        },
        exitCodeList = {"0:listed", "1:the file could not be read, or a wrong passphrase", "2:usage error"})
final class Pkcs12ShowCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "FILE", description = "The PKCS#12 file.")
    private Path file;

    @Mixin
    private Pkcs12Files.Passphrase passphraseFile;

    @Option(names = "--json", description = "Print the entries as one JSON object.")
    private boolean json;

    @Override
    public Integer call() throws CommandFailure {
        char[] passphrase = passphraseFile.read();
        Pkcs12Store store;
        try {
            store = Pkcs12Files.read(file, passphrase);
        } finally {
            Arrays.fill(passphrase, '\0');
        }
        List<Map<String, Object>> entries = new ArrayList<>();
        for (String alias : store.aliases()) {
            Map<String, Object> e = new LinkedHashMap<>();
            e.put("name", alias);
            e.put("kind", store.isKeyEntry(alias) ? "key" : "certificate");
            List<String> subjects = new ArrayList<>();
            List<X509Certificate> chain = store.isKeyEntry(alias) ? store.chain(alias) : List.of(store.certificate(alias));
            for (X509Certificate c : chain) {
                subjects.add(CertificateText.name(c.getSubjectX500Principal()));
            }
            e.put("chain", subjects);
            entries.add(e);
        }
        StringBuilder out = new StringBuilder();
        if (json) {
            out.append(JsonText.of(Map.of("entries", entries))).append('\n');
        } else {
            out.append("PKCS#12, ").append(entries.size()).append(entries.size() == 1 ? " entry\n" : " entries\n");
            for (Map<String, Object> e : entries) {
                out.append("  ").append(e.get("name")).append(": ").append(e.get("kind")).append('\n');
                @SuppressWarnings("unchecked")
                List<String> subjects = (List<String>) e.get("chain");
                for (String s : subjects) {
                    out.append("    ").append(s).append('\n');
                }
            }
        }
        spec.commandLine().getOut().print(out);
        return 0;
    }
}
