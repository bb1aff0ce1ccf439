package org.iotcrypt.cli;

import java.io.PrintWriter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
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

    @Option(names = "--json", description = "Print the same facts as one JSON object.")
    private boolean json;

    @Override
    public void run() {
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            out.print(JsonText.of(VersionProvider.fields()) + "\n");
            return;
        }
        for (String line : new VersionProvider().getVersion()) {
            out.print(line + "\n");
        }
    }
}
