package org.iotcrypt.hw.cli;

import java.nio.file.Path;
import org.iotcrypt.hw.explore.RtlSources;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;

/** The {@code --rtl DIR} option's meaning, for every command that reads the RTL. */
final class RtlOption {

    private RtlOption() {
    }

    /**
     * The RTL under {@code rtl}, or when it is null the hw/rtl of the checkout this iotcrypt was built
     * in (else hw/rtl or rtl at or above the current folder); a usage error when there is none.
     */
    static RtlSources sources(CommandSpec spec, Path rtl) {
        try {
            return rtl != null ? new RtlSources(rtl) : RtlSources.installed(Path.of(""));
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
    }
}
