package org.iotcrypt.hw.explore;

import java.nio.file.Path;
import java.util.List;
import org.iotcrypt.hw.eda.ToolRun;

/**
 * The versions of the EDA tools a result was made with (first lines of {@code yosys -V} and
 * {@code iverilog -V}); part of every cache key and every report row.
 *
 * @param yosys e.g. {@code Yosys 0.23 (git sha1 7ce5011c24b)}
 * @param iverilog e.g. {@code Icarus Verilog version 11.0 (stable) ()}
 */
public record ToolVersions(String yosys, String iverilog) {

    /** Asks the installed tools. */
    public static ToolVersions detect(Path workDir) {
        return new ToolVersions(firstLine(ToolRun.run(workDir, List.of("yosys", "-V"), 30)),
                firstLine(ToolRun.run(workDir, List.of("iverilog", "-V"), 30)));
    }

    private static String firstLine(String text) {
        return text.strip().lines().findFirst().orElse("").strip();
    }
}
