package org.iotcrypt.hw.eda;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The RTL names of a mapped netlist's registers: synthesis renames every flip-flop cell
 * ({@code _20169_}) but keeps the register's name on the net its Q output drives (an escaped
 * identifier such as {@code u.state[2]} behind a backslash), so a timing path between two cells
 * can be told in the designer's words.
 */
public final class RegisterNames {

    private static final Pattern FLIP_FLOP = Pattern.compile("^\\s*(?:DFF\\w*|LATCH)\\s+(\\S+)\\s*\\((.*?)\\);",
            Pattern.MULTILINE | Pattern.DOTALL);
    private static final Pattern Q_PIN = Pattern.compile("\\.Q\\(\\s*(\\\\\\S+|[^\\s)]+)");

    private final Map<String, String> qNets;

    private RegisterNames(Map<String, String> qNets) {
        this.qNets = qNets;
    }

    /** Reads the flip-flops of a netlist written by {@code write_verilog}. */
    public static RegisterNames of(Path netlist) {
        try {
            return parse(Files.readString(netlist));
        } catch (IOException e) {
            throw new EdaException("reading " + netlist + ": " + e.getMessage(), e);
        }
    }

    static RegisterNames parse(String netlist) {
        Map<String, String> q = new HashMap<>();
        Matcher m = FLIP_FLOP.matcher(netlist);
        while (m.find()) {
            Matcher pin = Q_PIN.matcher(m.group(2));
            if (pin.find()) {
                q.put(unescape(m.group(1)), unescape(pin.group(1)));
            }
        }
        return new RegisterNames(q);
    }

    /**
     * A timing path's start or end point in RTL words: a flip-flop instance (with or without its
     * pin, {@code _20169_/CLK}) becomes the register its Q drives; anything else (a port) stays.
     */
    public String describe(String point) {
        int slash = point.lastIndexOf('/');
        String instance = slash < 0 ? point : point.substring(0, slash);
        return qNets.getOrDefault(unescape(instance), point);
    }

    private static String unescape(String name) {
        return name.startsWith("\\") ? name.substring(1).strip() : name.strip();
    }
}
