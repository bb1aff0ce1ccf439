package org.iotcrypt.hw.cli;

import org.iotcrypt.cli.api.SubcommandProvider;

/** Adds {@code iotcrypt hw} to the CLI when this module is on its class path (ServiceLoader). */
public final class HwSubcommandProvider implements SubcommandProvider {

    /** For ServiceLoader. */
    public HwSubcommandProvider() {
    }

    @Override
    public String name() {
        return "hw";
    }

    @Override
    public Object command() {
        return new HwCommand();
    }
}
