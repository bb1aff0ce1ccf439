package org.iotcrypt.cli;

import java.io.BufferedWriter;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.Charset;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.Set;
import org.iotcrypt.cli.api.SubcommandProvider;
import picocli.CommandLine.Command;
import picocli.CommandLine.HelpCommand;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;
import picocli.CommandLine.UnmatchedArgumentException;
import picocli.CommandLine;

/**
 * The {@code iotcrypt} command: parses the command line, runs one subcommand and turns the
 * outcome into the exit code the CLI promises: 0 ok, 1 a failed check (or any other failure),
 * 2 a usage error. Every error is one line on stderr; stack traces only with {@code --verbose}.
 */
@Command(name = "iotcrypt",
        // --help, --version and the version lines reach every subcommand from here
        scope = ScopeType.INHERIT,
        mixinStandardHelpOptions = true,
        synopsisSubcommandLabel = "COMMAND",
        description = "Fast, constant-time cryptography for IoT: SM2, SM3, SM4 (GCM, CCM), PRESENT, Simpira v2.",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:success", "1:a check failed (or another failure)", "2:usage error"})
public final class Main implements Runnable {

    /** Exit code for a failed check: a mismatching checksum, an unreadable file, a wrong known answer. */
    static final int FAILED = 1;
    /** Exit code for a command line that cannot be understood. */
    static final int USAGE = 2;

    private final InputStream stdin;
    private final OutputStream stdoutBytes;

    @Spec
    private CommandSpec spec;

    @Option(names = "--verbose", scope = ScopeType.INHERIT,
            description = "Print the stack trace with an error (for bug reports).")
    private boolean verbose;

    Main(InputStream stdin, OutputStream stdoutBytes) {
        this.stdin = stdin;
        this.stdoutBytes = stdoutBytes;
    }

    public static void main(String[] args) {
        // Default charset: what Java 17 decodes file names and arguments with, so names round-trip.
        Charset cs = Charset.defaultCharset();
        // Standard output's file descriptor itself, not System.out: a PrintStream would hide write errors.
        StandardOutput stdout = new StandardOutput(new FileOutputStream(FileDescriptor.out));
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(stdout, cs)), false);
        PrintWriter err = new PrintWriter(new OutputStreamWriter(System.err, cs), true);
        System.exit(execute(System.in, stdout, out, err, args));
    }

    /**
     * Runs the CLI in-process and returns its exit code; the entry point of {@link #main} and of
     * the tests. Text goes to {@code out}; binary output (a sealed or opened file written to
     * "-") to {@code stdoutBytes}, the same descriptor in {@link #main}, after {@code out} is
     * flushed. Output is flushed before this returns.
     */
    static int execute(InputStream stdin, OutputStream stdoutBytes, PrintWriter out, PrintWriter err, String... args) {
        Main main = new Main(stdin, stdoutBytes);
        CommandLine cli = commandLine(main, args);
        cli.setOut(out);
        cli.setErr(err);
        cli.setParameterExceptionHandler((e, ignoredArgs) -> {
            CommandSpec failing = e.getCommandLine().getCommandSpec();
            main.reporter().error(usageMessage(e) + " (see '" + failing.qualifiedName() + " --help')", null);
            return USAGE;
        });
        cli.setExecutionExceptionHandler((e, ignoredCommand, ignoredParse) -> {
            main.reporter().error(describe(e), e);
            return FAILED;
        });
        int code = cli.execute(args);
        if (main.readerGone()) {
            // As cat when head stops reading: quiet, 141.
            return StandardOutput.READER_GONE;
        }
        // PrintWriter swallows I/O errors; a full disk must not pass for success.
        if (out.checkError()) {
            main.reporter().error("write error on standard output", null);
            code = Math.max(code, FAILED);
        }
        err.flush();
        return code;
    }

    /** Every command, the contributed ones included, with the help that wraps at spaces. */
    static CommandLine commandLine(Main main) {
        return commandLine(main, null);
    }

    /**
     * The commands a run with {@code args} needs: when the first argument names a command, that
     * command alone (with whatever other modules contribute under it), since picocli reads every
     * command class it is given by reflection and that reading was most of a one-shot command's
     * start-up; otherwise (help, completion, a usage error, null) every command.
     */
    static CommandLine commandLine(Main main, String[] args) {
        String only = args != null && args.length > 0 && !FULL_TREE.contains(args[0]) ? args[0] : null;
        CommandLine cli = new CommandLine(main);
        for (String name : BUILT_IN) {
            if (only == null || only.equals(name)) {
                CommandLine group = new CommandLine(create(name));
                // the same one level down: "sm2 sign" reads two command classes, not nine
                String onlySub = only != null && args.length > 1 && GROUPS.getOrDefault(name, List.of()).contains(args[1])
                        ? args[1] : null;
                for (String sub : GROUPS.getOrDefault(name, List.of())) {
                    if (onlySub == null || onlySub.equals(sub)) {
                        group.addSubcommand(sub, create(name + " " + sub));
                    }
                }
                cli.addSubcommand(name, group);
            }
        }
        addContributedCommands(cli, only);
        for (String name : LAST) {
            if (only == null || only.equals(name)) {
                cli.addSubcommand(name, create(name));
            }
        }
        if (only != null && cli.getSubcommands().isEmpty()) {
            // not a command after all: the whole tree, for the usage error and its suggestions
            return commandLine(main, null);
        }
        // After every command is in: the factory reaches the subcommands present when it is set,
        // and so does the version provider, set last because picocli asks an inherited provider
        // for its lines whenever a subcommand is added (they name the SM4 engine: a self-test).
        cli.setHelpFactory(WrappingHelp.FACTORY);
        useOurVersion(cli);
        return cli;
    }

    /** The commands that list, complete or document the others: they need the whole tree. */
    private static final Set<String> FULL_TREE = Set.of("help", "completion", "-h", "--help");

    /** The built-in commands before the contributed ones, in the order the help lists them. */
    private static final List<String> BUILT_IN = List.of("hash", "seal", "open", "sm2", "sm4", "pkcs12", "tls", "present",
            "simpira");

    /** The subcommands of the built-in groups, in the order their help lists them. */
    private static final Map<String, List<String>> GROUPS = Map.of(
            "sm2", List.of("keygen", "sign", "verify", "encrypt", "decrypt", "req", "cert", "show"),
            "pkcs12", List.of("export", "import", "show"),
            "tls", List.of("server", "client"));

    /** The built-in commands after the contributed ones. */
    private static final List<String> LAST = List.of("demo", "version", "completion", "help");

    /**
     * A built-in command object. A switch, not a table of constructor references: a run loads
     * and links only the command it runs.
     */
    private static Object create(String name) {
        return switch (name) {
            case "hash" -> new HashCommand();
            case "seal" -> new SealCommand();
            case "open" -> new OpenCommand();
            case "sm2" -> new Sm2Command();
            case "sm4" -> new Sm4Command();
            case "pkcs12" -> new Pkcs12Command();
            case "tls" -> new TlsCommand();
            case "present" -> new PresentCommand();
            case "simpira" -> new SimpiraCommand();
            case "demo" -> new DemoCommand();
            case "version" -> new VersionCommand();
            case "completion" -> new CompletionCommand();
            case "help" -> new HelpCommand();
            case "sm2 keygen" -> new Sm2KeygenCommand();
            case "sm2 sign" -> new Sm2SignCommand();
            case "sm2 verify" -> new Sm2VerifyCommand();
            case "sm2 encrypt" -> new Sm2EncryptCommand();
            case "sm2 decrypt" -> new Sm2DecryptCommand();
            case "sm2 req" -> new Sm2ReqCommand();
            case "sm2 cert" -> new Sm2CertCommand();
            case "sm2 show" -> new Sm2ShowCommand();
            case "pkcs12 export" -> new Pkcs12ExportCommand();
            case "pkcs12 import" -> new Pkcs12ImportCommand();
            case "pkcs12 show" -> new Pkcs12ShowCommand();
            case "tls server" -> new TlsServerCommand();
            case "tls client" -> new TlsClientCommand();
            default -> throw new IllegalArgumentException(name);
        };
    }

    /**
     * The commands other modules contribute through {@link SubcommandProvider} (the hardware
     * explorer's {@code hw}, the benchmarks' {@code sm2 wnaf-cost}), with this CLI's version
     * lines; where {@code hw} is not on the class path, a stand-in that says how to get it.
     */
    private static void addContributedCommands(CommandLine cli, String only) {
        addContributedCommands(cli, ServiceLoader.load(SubcommandProvider.class, Main.class.getClassLoader()), only);
    }

    /** {@link #addContributedCommands(CommandLine, String)} with the providers given (for tests). */
    static void addContributedCommands(CommandLine cli, Iterable<SubcommandProvider> providers) {
        addContributedCommands(cli, providers, null);
    }

    /** The contributions, or where {@code only} names one top-level command, those under or of it. */
    private static void addContributedCommands(CommandLine cli, Iterable<SubcommandProvider> providers, String only) {
        for (SubcommandProvider provider : providers) {
            String top = provider.parent() == null ? provider.name() : provider.parent();
            if (only != null && !only.equals(top)) {
                continue;
            }
            CommandLine contributed = new CommandLine(provider.command());
            CommandLine parent = provider.parent() == null ? null : cli.getSubcommands().get(provider.parent());
            (parent == null ? cli : parent).addSubcommand(provider.name(), contributed);
        }
        if ((only == null || only.equals(HwMissingCommand.NAME)) && !cli.getSubcommands().containsKey(HwMissingCommand.NAME)) {
            cli.addSubcommand(HwMissingCommand.NAME, new CommandLine(new HwMissingCommand()));
        }
    }

    private static void useOurVersion(CommandLine command) {
        command.getCommandSpec().versionProvider(VERSION);
        command.getSubcommands().values().forEach(Main::useOurVersion);
    }

    /** Every command's version lines (--version), computed when asked. */
    private static final VersionProvider VERSION = new VersionProvider();

    /** Without a command there is nothing to do: a usage error. */
    @Override
    public void run() {
        throw missingCommand(spec);
    }

    /** The usage error of a group of commands run without one, naming the commands it has. */
    static ParameterException missingCommand(CommandSpec group) {
        return new ParameterException(group.commandLine(),
                "missing COMMAND: one of " + String.join(", ", group.subcommands().keySet()));
    }

    /**
     * Where diagnostics go, honouring {@code --verbose} wherever on the command line it stood;
     * nowhere once standard output's reader has gone (the CLI then ends quietly).
     */
    Reporter reporter() {
        return new Reporter(spec.commandLine().getOut(), spec.commandLine().getErr(), verbose, this::readerGone);
    }

    /** Whether standard output's reader has gone (a broken pipe, see {@link StandardOutput}). */
    boolean readerGone() {
        return stdoutBytes instanceof StandardOutput s && s.readerGone();
    }

    /** Whether {@code --verbose} was given. */
    boolean isVerbose() {
        return verbose;
    }

    /** Standard input, injectable so that tests can run the CLI in-process. */
    InputStream stdin() {
        return stdin;
    }

    /** Standard output for bytes: flushes the text written so far first, so the two stay in order. */
    OutputStream stdoutBytes() {
        spec.commandLine().getOut().flush();
        return stdoutBytes;
    }

    /** Picocli's message, except that a word where a command belongs is called what it is. */
    private static String usageMessage(ParameterException e) {
        if (e instanceof UnmatchedArgumentException unmatched && unmatched.getCommandLine().getParent() == null) {
            String first = unmatched.getUnmatched().isEmpty() ? "" : unmatched.getUnmatched().get(0);
            if (!first.startsWith("-")) {
                return "unknown command '" + first + "'";
            }
        }
        return e.getMessage();
    }

    private static String describe(Exception e) {
        String message = e.getMessage();
        return message == null || message.isBlank()
                ? e.getClass().getSimpleName()
                : message;
    }
}
