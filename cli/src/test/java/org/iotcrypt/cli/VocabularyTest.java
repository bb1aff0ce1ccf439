package org.iotcrypt.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/**
 * One name per concept across every command (issue 44, point 2): {@code --key} is always one's
 * own SM2 private key file and {@code --key-passphrase-file} its passphrase;
 * {@code --passphrase-file}/{@code --passphrase-env} the passphrase of the data (seal, open,
 * sm4's openssl-enc files, a PKCS#12 file); {@code --secret-hex}/{@code --secret-file} a raw symmetric key;
 * {@code --recipient} a public key to encrypt to, {@code --signer} one to verify with,
 * {@code --trust} trusted roots. The spellings before are hidden and still accepted for a release;
 * {@code -k} stays the short form of {@code --key} (it was also the hex key of sm4 and present,
 * and the public key of sm2 encrypt and verify: those uses are hidden now).
 */
class VocabularyTest {

    /** Spellings retired from help: accepted, never shown. */
    private static final Set<String> RETIRED = Set.of("--pass-file", "--key-file", "--client-ca");

    /** Every visible option name, with the commands that show it and its description there. */
    private static Map<String, List<String>> visibleOptions() {
        Map<String, List<String>> found = new TreeMap<>();
        collect(Main.commandLine(new Main(null, null)), found);
        return found;
    }

    private static void collect(CommandLine command, Map<String, List<String>> found) {
        for (OptionSpec option : command.getCommandSpec().options()) {
            if (!option.hidden()) {
                for (String name : option.names()) {
                    found.computeIfAbsent(name, n -> new ArrayList<>()).add(
                            command.getCommandSpec().qualifiedName() + ": " + String.join(" ", option.description()));
                }
            }
        }
        command.getSubcommands().values().forEach(sub -> collect(sub, found));
    }

    @Test
    void eachNameMeansOneThingEverywhere() {
        Map<String, List<String>> options = visibleOptions();
        RETIRED.forEach(name -> assertTrue(!options.containsKey(name), name + " is visible: " + options.get(name)));
        options.get("--key").forEach(d -> assertTrue(d.contains("private key"), "--key that is not a private key: " + d));
        options.get("--key-passphrase-file").forEach(d -> assertTrue(d.contains("passphrase"), d));
        options.get("--passphrase-file").forEach(d -> assertTrue(d.startsWith("iotcrypt seal") || d.startsWith("iotcrypt open")
                || d.startsWith("iotcrypt sm4") || d.startsWith("iotcrypt pkcs12"), "a data passphrase only: " + d));
        options.get("--secret-hex").forEach(d -> assertTrue(d.contains("The key:"), d));
        options.get("--recipient").forEach(d -> assertTrue(d.contains("public key"), d));
        options.get("--trust").forEach(d -> assertTrue(d.contains("root"), d));
        options.get("--out").forEach(d -> assertTrue(!d.isBlank(), d));
        // --ca was also tls client's trusted roots (now --trust, --ca hidden); it is left meaning one thing.
        assertEquals(List.of("iotcrypt sm2 cert: The subject is a CA."), options.get("--ca"));
    }

    /** GB/T 32907-2016, Appendix A, example 1, under the new spelling and the old one. */
    @Test
    void theOldSpellingsStillWork(@TempDir Path dir) throws Exception {
        String k = "0123456789abcdeffedcba9876543210";
        String expected = "681edf34d206965e86b3e94f536e4246\n";
        assertEquals(expected, CliRun.of("sm4", "encrypt", "--secret-hex", k, k).out());
        assertEquals(expected, CliRun.of("sm4", "encrypt", "--key", k, k).out());
        assertEquals(expected, CliRun.of("sm4", "encrypt", "-k", k, k).out());

        // A key pair; its private half encrypted under --key-passphrase-file, read back with the old --passphrase-file.
        Files.writeString(dir.resolve("pass.txt"), "correct horse\n");
        Path key = dir.resolve("k.pem");
        Path pub = dir.resolve("k.pub.pem");
        CliRun keygen = CliRun.of("sm2", "keygen", "--private", key.toString(), "--public", pub.toString(),
                "--key-passphrase-file", dir.resolve("pass.txt").toString());
        assertEquals(0, keygen.exitCode(), keygen.err());
        Path message = Files.writeString(dir.resolve("m.txt"), "abc");
        CliRun signed = CliRun.of("sm2", "sign", "--key", key.toString(), "--passphrase-file", dir.resolve("pass.txt").toString(),
                message.toString());
        assertEquals(0, signed.exitCode(), signed.err());
        CliRun verified = CliRun.of("sm2", "verify", "--signer", pub.toString(), "--signature", message + ".sig", message.toString());
        assertEquals(0, verified.exitCode(), verified.err());
        CliRun verifiedAsBefore = CliRun.of("sm2", "verify", "-k", pub.toString(), "-s", message + ".sig", message.toString());
        assertEquals(0, verifiedAsBefore.exitCode(), verifiedAsBefore.err());
    }

    @Test
    void messagesNameTheActualFile(@TempDir Path dir) throws Exception {
        Path notSealed = Files.writeString(dir.resolve("report.txt"), "x");
        CliRun r = CliRun.of("open", "--passphrase-env", "NO_SUCH_VARIABLE_HERE", notSealed.toString());
        assertEquals(2, r.exitCode(), r.err());
        assertTrue(r.err().contains(notSealed + " does not end in .sealed"), r.err());
    }
}
