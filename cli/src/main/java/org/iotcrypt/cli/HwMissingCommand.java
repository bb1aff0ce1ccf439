package org.iotcrypt.cli;

import java.util.List;
import java.util.concurrent.Callable;
import org.iotcrypt.cli.api.CommandFailure;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code iotcrypt hw} when the hardware explorer (module iotcrypt-hw) is not on the class path:
 * the CLI builds and runs without it, and this says how to get it.
 */
@Command(name = HwMissingCommand.NAME,
        description = {
            "The hardware explorer, whose module is not on the class path.",
            "The hardware design-space explorer; its module (iotcrypt-hw) is not on this CLI's class " +
                "path."
        },
        exitCodeList = {"1:the explorer is not installed"})
final class HwMissingCommand implements Callable<Integer> {

    static final String NAME = "hw";

    @Parameters(arity = "0..*", paramLabel = "ARGS", description = "What the explorer would have been given.")
    private List<String> ignored;

    @Override
    public Integer call() throws CommandFailure {
        throw new CommandFailure("iotcrypt hw needs the hardware explorer (iotcrypt-hw), which is not on the class path: "
                + "./iotcrypt builds and includes it, or put hw/target/iotcrypt-hw-" + VersionProvider.iotcryptVersion()
                + ".jar beside the CLI's jar on the class path");
    }
}
