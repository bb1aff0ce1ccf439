package org.iotcrypt.hw.explore;

import java.nio.file.Path;
import java.util.List;
import org.iotcrypt.hw.eda.ToolRun;

/**
 * The versions of the EDA tools a result was made with (first lines of {@code yosys -V},
 * {@code iverilog -V} and {@code sta -version}); part of every cache key and every report row.
 *
 * @param yosys e.g. {@code Yosys 0.23 (git sha1 7ce5011c24b)}
 * @param iverilog e.g. {@code Icarus Verilog version 11.0 (stable) ()}
 * @param sta OpenSTA's, e.g. {@code 2.0.17}
 */
public record ToolVersions(String yosys, String iverilog, String sta) {

    /** Asks the installed tools. */
    public static ToolVersions detect(Path workDir) {
        return new ToolVersions(firstLine(ToolRun.run(workDir, List.of("yosys", "-V"), 30)),
                firstLine(ToolRun.run(workDir, List.of("iverilog", "-V"), 30)),
                "OpenSTA " + firstLine(ToolRun.run(workDir, List.of("sta", "-version"), 30)));
    }

    private static String firstLine(String text) {
        return text.strip().lines().findFirst().orElse("").strip();
    }
}
