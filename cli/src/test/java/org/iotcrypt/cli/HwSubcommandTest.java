package org.iotcrypt.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.iotcrypt.cli.api.CommandFailure;
import org.junit.jupiter.api.Test;

/**
 * How {@code iotcrypt hw} reaches the CLI: hw contributes it through ServiceLoader (it is on this
 * test class path, as in the built CLI), with the CLI's version lines; without hw a stand-in
 * says how to get it. That the CLI compiles without hw is the build's fact: cli/pom.xml declares
 * iotcrypt-hw with runtime scope (see {@code mvn dependency:tree -pl cli}).
 */
class HwSubcommandTest {

    @Test
    void hwIsContributedAndSpeaksWithTheClisVersion() {
        CliRun help = CliRun.of("--help");
        assertTrue(help.out().contains("  hw "), help.out());
        CliRun version = CliRun.of("hw", "explore", "--version");
        assertEquals(0, version.exitCode(), version.err());
        assertTrue(version.out().startsWith("iotcrypt " + VersionProvider.iotcryptVersion()), version.out());
    }

    @Test
    void withoutTheModuleTheStandInSaysHowToGetIt() {
        CommandFailure e = assertThrows(CommandFailure.class, () -> new HwMissingCommand().call());
        assertTrue(e.getMessage().contains("iotcrypt-hw"), e.getMessage());
        assertTrue(e.getMessage().contains("./iotcrypt builds and includes it"), e.getMessage());
    }

    /** A contribution naming a parent joins that command; one naming no known parent stands at the top. */
    @Test
    void aContributionJoinsTheParentItNames() {
        picocli.CommandLine cli = Main.commandLine(new Main(null, null));
        Main.addContributedCommands(cli, List.of(provider("under-sm2", "sm2"), provider("on-top", "no-such-command")));
        assertTrue(cli.getSubcommands().get("sm2").getSubcommands().containsKey("under-sm2"), "joined sm2");
        assertTrue(cli.getSubcommands().containsKey("on-top"), "top level");
        assertTrue(cli.getSubcommands().containsKey(HwMissingCommand.NAME), "the stand-in for hw");
    }

    private static org.iotcrypt.cli.api.SubcommandProvider provider(String name, String parent) {
        return new org.iotcrypt.cli.api.SubcommandProvider() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public Object command() {
                return new ContributedCommand();
            }

            @Override
            public String parent() {
                return parent;
            }
        };
    }

    @picocli.CommandLine.Command(name = "contributed", description = "A contributed command, for this test.")
    static final class ContributedCommand implements Runnable {
        @Override
        public void run() {
        }
    }

    private static String location(Class<?> c) {
        try {
            return Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        } catch (java.net.URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The CLI in a JVM whose class path has no hw module: it runs, and hw says how to get it. */
    @Test
    void theCliRunsWithoutHwOnTheClassPath() throws Exception {
        // Where the CLI, core, cli-api, tls with Bouncy Castle's three jars, and picocli were loaded from
        // (surefire's own class path may be a manifest jar).
        String withoutHw = Stream.of(Main.class, org.iotcrypt.sm3.Sm3.class, org.iotcrypt.cli.api.SubcommandProvider.class,
                        org.iotcrypt.tls.SmTls.class, org.bouncycastle.jsse.provider.BouncyCastleJsseProvider.class,
                        org.bouncycastle.jce.provider.BouncyCastleProvider.class, org.bouncycastle.asn1.cmc.CMCObjectIdentifiers.class,
                        picocli.CommandLine.class).distinct()
                .map(HwSubcommandTest::location).collect(Collectors.joining(File.pathSeparator));
        assertTrue(!withoutHw.contains("iotcrypt-hw") && !withoutHw.contains(File.separator + "hw" + File.separator + "target"),
                withoutHw);
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Peers.Output hw = Peers.run(List.of(java, "-cp", withoutHw, Main.class.getName(), "hw", "list"), null, null);
        assertEquals(1, hw.exitCode(), hw.err());
        assertTrue(hw.err().contains("iotcrypt hw needs the hardware explorer (iotcrypt-hw), which is not on the class path"),
                hw.err());
        Peers.Output hash = Peers.run(List.of(java, "-cp", withoutHw, Main.class.getName(), "version"), null, null);
        assertEquals(0, hash.exitCode(), hash.err());
        assertTrue(hash.out().startsWith("iotcrypt "), hash.out());
    }
}
