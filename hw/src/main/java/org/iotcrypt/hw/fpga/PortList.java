package org.iotcrypt.hw.fpga;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.iotcrypt.hw.eda.EdaException;

/**
 * The ports of a top module as Yosys's {@code portlist} prints them ({@code input [127:0] key}),
 * in declaration order.
 *
 * @param module the module's name
 * @param ports its ports
 */
public record PortList(String module, List<Port> ports) {

    private static final Pattern MODULE = Pattern.compile("^module (\\S+)$");
    private static final Pattern PORT = Pattern.compile("^(input|output|inout) \\[(\\d+):(\\d+)\\] (\\S+)$");

    /**
     * One port.
     *
     * @param input whether it is an input (else an output)
     * @param width its bits
     * @param name its name
     */
    public record Port(boolean input, int width, String name) {
    }

    public PortList {
        ports = List.copyOf(ports);
    }

    /** The ports of the one module in {@code text}, the output of {@code portlist <module>}. */
    public static PortList parse(String text) {
        String module = null;
        List<Port> ports = new ArrayList<>();
        for (String line : text.strip().lines().map(String::strip).toList()) {
            Matcher m = MODULE.matcher(line);
            Matcher p = PORT.matcher(line);
            if (m.matches() && module == null) {
                module = m.group(1);
            } else if (p.matches() && module != null) {
                if (p.group(1).equals("inout")) {
                    throw new EdaException("module " + module + " has an inout port, " + p.group(4)
                            + ": the pin wrapper handles inputs and outputs only");
                }
                int hi = Integer.parseInt(p.group(2));
                int lo = Integer.parseInt(p.group(3));
                ports.add(new Port(p.group(1).equals("input"), Math.abs(hi - lo) + 1, p.group(4)));
            } else if (!line.isEmpty()) {
                throw new EdaException("unexpected line in Yosys's port list: " + line);
            }
        }
        if (module == null || ports.isEmpty()) {
            throw new EdaException("Yosys printed no ports" + (module == null ? "" : " for " + module));
        }
        return new PortList(module, ports);
    }

    /** The port called {@code name}, if any. */
    public java.util.Optional<Port> port(String name) {
        return ports.stream().filter(p -> p.name().equals(name)).findFirst();
    }
}
