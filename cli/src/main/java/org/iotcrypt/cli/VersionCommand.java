package org.iotcrypt.cli;

import java.io.PrintWriter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code iotcrypt version}: the same lines as {@code iotcrypt --version}. */
@Command(name = "version",
        description = {
            "Print the iotcrypt version and the Java runtime it runs on."
        },
        exitCodeList = {"0:success", "2:usage error"})
final class VersionCommand implements Runnable {

    @Spec
    private CommandSpec spec;

    @Override
    public void run() {
        PrintWriter out = spec.commandLine().getOut();
        for (String line : new VersionProvider().getVersion()) {
            out.print(line + "\n");
        }
    }
}
