package org.iotcrypt.tls.testing;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;

/**
 * GmSSL 3.3, the native peer: {@code ../shared/tools/gmssl/bin/gmssl} from the project root (its
 * README says how it was built). Tests that need it skip, naming it, when it is absent.
 */
public final class Gmssl {

    public static final String MISSING = "GmSSL 3.3 (../shared/tools/gmssl/bin/gmssl beside the project) is absent";

    private Gmssl() {
    }

    /** The binary, or the test is skipped. */
    public static Path binary() {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            Path candidate = dir.resolve("shared/tools/gmssl/bin/gmssl");
            if (Files.isExecutable(candidate)) {
                return candidate;
            }
        }
        Assumptions.assumeTrue(false, MISSING);
        return null;
    }

    static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    /** A running {@code gmssl} server; closing it kills the process. */
    public static final class Server implements AutoCloseable {
        public final Process process;
        public final int port;
        final Path log;

        Server(Process process, int port, Path log) {
            this.process = process;
            this.port = port;
            this.log = log;
        }

        public String log() throws IOException {
            return Files.readString(log, StandardCharsets.UTF_8);
        }

        @Override
        public void close() throws Exception {
            process.destroy();
            if (!process.waitFor(5, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        }
    }

    /** Starts {@code gmssl tls13_server} with these options and waits until it accepts connections. */
    public static Server server(Path dir, String... options) throws Exception {
        int port = freePort();
        // GmSSL's server has no default group or signature algorithm: without these it refuses to start.
        List<String> cmd = new ArrayList<>(List.of(binary().toString(), "tls13_server", "-port", Integer.toString(port),
                "-supported_group", "sm2p256v1", "-sig_alg", "sm2sig_sm3"));
        cmd.addAll(List.of(options));
        Path log = Files.createTempFile(dir, "gmssl-server", ".log");
        Process p = new ProcessBuilder(cmd).directory(dir.toFile()).redirectErrorStream(true)
                .redirectOutput(log.toFile()).start();
        // GmSSL's server serves one connection and exits, and prints nothing when it is ready:
        // readiness is its port in the LISTEN state in /proc/net/tcp, not a probe connection.
        for (int i = 0; i < 200; i++) {
            if (listening(port)) {
                return new Server(p, port, log);
            }
            if (!p.isAlive()) {
                throw new IOException("gmssl tls13_server exited: " + Files.readString(log));
            }
            Thread.sleep(25);
        }
        p.destroyForcibly();
        throw new IOException("gmssl tls13_server did not listen on " + port);
    }

    private static boolean listening(int port) throws IOException {
        String hexPort = String.format(":%04X ", port);
        for (String line : Files.readAllLines(Path.of("/proc/net/tcp"))) {
            String[] f = line.trim().split("\\s+");
            if (f.length > 3 && (f[1] + " ").endsWith(hexPort) && f[3].equals("0A")) {
                return true;
            }
        }
        return false;
    }

    /** Runs {@code gmssl} to completion (at most a minute), returning exit code and output. */
    public static Result run(Path dir, byte[] input, String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(binary().toString()));
        cmd.addAll(List.of(args));
        Path out = Files.createTempFile(dir, "gmssl", ".out");
        Process p = new ProcessBuilder(cmd).directory(dir.toFile()).redirectErrorStream(true)
                .redirectOutput(out.toFile()).start();
        try (var in = p.getOutputStream()) {
            if (input != null) {
                in.write(input);
            }
        }
        if (!p.waitFor(60, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new IOException("gmssl " + args[0] + " did not finish in a minute: " + Files.readString(out));
        }
        return new Result(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8));
    }

    public static final class Result {
        public final int exit;
        public final String output;

        Result(int exit, String output) {
            this.exit = exit;
            this.output = output;
        }

        @Override
        public String toString() {
            return "exit " + exit + ": " + output;
        }
    }
}
