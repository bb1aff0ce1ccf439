package org.iotcrypt.cli;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;

/**
 * One in-process run of the CLI: exit code and everything written to stdout (text, and the bytes
 * of a binary output to "-") and stderr.
 */
record CliRun(int exitCode, String out, String err, byte[] binary) {

    static CliRun of(String... args) {
        return withStdin(new byte[0], args);
    }

    static CliRun withStdin(byte[] stdin, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        ByteArrayOutputStream binary = new ByteArrayOutputStream();
        int code = Main.execute(new ByteArrayInputStream(stdin), binary, new PrintWriter(out), new PrintWriter(err), args);
        return new CliRun(code, out.toString(), err.toString(), binary.toByteArray());
    }

    List<String> outLines() {
        return out.lines().toList();
    }

    List<String> errLines() {
        return err.lines().toList();
    }
}
