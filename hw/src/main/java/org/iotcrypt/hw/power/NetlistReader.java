package org.iotcrypt.hw.power;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.iotcrypt.hw.eda.EdaException;

/**
 * Reads one module of a tokenized netlist for {@link GateNetlist}: declarations give every bit a
 * number, {@code assign}s join bits into electrical nodes (union-find), and each cell instance
 * adds its input-pin capacitances to the bits on those pins.
 */
final class NetlistReader {
    private final List<VerilogTokens.Token> t;
    private final String source;
    private final Liberty lib;
    private int pos;

    private final Map<String, int[]> ranges = new HashMap<>();
    private final Map<String, Integer> bitIds = new LinkedHashMap<>();
    private final List<String> bitNames = new ArrayList<>();
    private int[] parent = new int[64];
    private double[] load = new double[64];
    private final Map<String, Integer> cellCounts = new LinkedHashMap<>();
    /** The pins with internal-power tables: bit id, the tables, whether an output (charged at its node's load). */
    private final List<Integer> energyBits = new ArrayList<>();
    private final List<PinEnergy> energyTables = new ArrayList<>();
    private final List<Boolean> energyOutputs = new ArrayList<>();
    private final List<Boolean> energyClocks = new ArrayList<>();
    private double leakageNw;

    NetlistReader(List<VerilogTokens.Token> tokens, String source, Liberty lib) {
        this.t = tokens;
        this.source = source;
        this.lib = lib;
    }

    GateNetlist read(String module) {
        Set<String> modules = new HashSet<>();
        int start = -1;
        for (int i = 0; i + 1 < t.size(); i++) {
            if (t.get(i).identifier() && t.get(i).text().equals("module")) {
                modules.add(t.get(i + 1).text());
                if (t.get(i + 1).text().equals(module)) {
                    start = i + 2;
                }
            }
        }
        if (start < 0) {
            throw new EdaException(source + ": no module " + module + " (modules: " + modules + ")");
        }
        pos = start;
        skipPortList();
        while (true) {
            VerilogTokens.Token tok = next();
            String w = tok.text();
            switch (w) {
                case "endmodule":
                    return finish(module);
                case "input", "output", "inout", "wire", "reg", "tri", "supply0", "supply1":
                    declaration();
                    break;
                case "assign":
                    assign();
                    break;
                default:
                    if (!tok.identifier()) {
                        throw error(tok, "unexpected '" + w + "'");
                    }
                    if (!lib.hasCell(w) && modules.contains(w)) {
                        throw error(tok, "instance of module " + w + ": the netlist is hierarchical; flatten it "
                                + "before write_verilog (modules marked keep_hierarchy need "
                                + "'setattr -mod -unset keep_hierarchy' first)");
                    }
                    if (!lib.hasCell(w)) {
                        throw error(tok, "cell type " + w + " is not in the liberty library " + lib.name()
                                + (w.startsWith("$") ? " (logic left unmapped by synthesis)" : ""));
                    }
                    instance(lib.cell(w));
            }
        }
    }

    private void skipPortList() {
        while (!next().text().equals(";")) {
            if (pos >= t.size()) {
                throw new EdaException(source + ": unterminated module header");
            }
        }
    }

    /** {@code input [7:0] a, b;} / {@code wire x;} */
    private void declaration() {
        int[] range = null;
        if (peek("[")) {
            next();
            int msb = integer(next());
            expect(":");
            int lsb = integer(next());
            expect("]");
            range = new int[] {msb, lsb};
        }
        while (true) {
            VerilogTokens.Token name = next();
            if (!name.identifier()) {
                throw error(name, "expected a net name");
            }
            declare(name, range);
            VerilogTokens.Token sep = next();
            if (sep.text().equals(";")) {
                return;
            }
            if (!sep.text().equals(",")) {
                throw error(sep, "unsupported declaration (initial values or arrays are not netlist syntax)");
            }
        }
    }

    private void declare(VerilogTokens.Token name, int[] range) {
        int[] old = ranges.get(name.text());
        if (old != null) {
            if ((old.length == 0) != (range == null)
                    || (range != null && (old[0] != range[0] || old[1] != range[1]))) {
                throw error(name, name.text() + " declared twice with different widths");
            }
            return;
        }
        ranges.put(name.text(), range == null ? new int[0] : range);
        if (range == null) {
            newBit(name, name.text());
        } else {
            int step = range[0] >= range[1] ? -1 : 1;
            for (int i = range[0]; ; i += step) {
                newBit(name, name.text() + "[" + i + "]");
                if (i == range[1]) {
                    break;
                }
            }
        }
    }

    private void newBit(VerilogTokens.Token at, String bit) {
        if (bitIds.containsKey(bit)) {
            throw error(at, "two nets are both named " + bit + " once escapes are removed");
        }
        int id = bitNames.size();
        bitIds.put(bit, id);
        bitNames.add(bit);
        if (id == parent.length) {
            parent = Arrays.copyOf(parent, id * 2);
            load = Arrays.copyOf(load, id * 2);
        }
        parent[id] = id;
    }

    /** {@code assign lhs = rhs;}: each bit of lhs joins the node of the same bit of rhs. */
    private void assign() {
        VerilogTokens.Token at = t.get(pos);
        List<Integer> lhs = expression();
        expect("=");
        List<Integer> rhs = expression();
        VerilogTokens.Token end = next();
        if (!end.text().equals(";")) {
            throw error(end, "assign with a logic operator '" + end.text()
                    + "': the netlist has logic not mapped to library cells");
        }
        if (lhs.size() != rhs.size()) {
            throw error(at, "assign of " + rhs.size() + " bits to " + lhs.size() + " bits");
        }
        for (int i = 0; i < lhs.size(); i++) {
            if (lhs.get(i) >= 0 && rhs.get(i) >= 0) {
                union(lhs.get(i), rhs.get(i));
            }
        }
    }

    /** {@code TYPE name ( .PIN(expr), ... );}: adds the input-pin capacitances to the bits they load. */
    private void instance(Liberty.Cell cell) {
        VerilogTokens.Token inst = next();
        if (inst.text().equals("#")) {
            throw error(inst, "parameterized instance of " + cell.name() + ": library cells take no parameters");
        }
        expect("(");
        if (!peek(")")) {
            while (true) {
                VerilogTokens.Token dot = next();
                if (!dot.text().equals(".")) {
                    throw error(dot, "positional port connection on " + inst.text() + ": only named ones (.PIN(net)) are read");
                }
                VerilogTokens.Token pin = next();
                expect("(");
                List<Integer> bits = peek(")") ? List.of() : expression();
                expect(")");
                Double cap = cell.loadPinCapacitancePf().get(pin.text());
                if (cap == null && !cell.outputPins().contains(pin.text())) {
                    throw error(pin, "cell " + cell.name() + " has no pin " + pin.text());
                }
                if (bits.size() > 1) {
                    throw error(pin, "pin " + pin.text() + " of " + inst.text() + " connected to " + bits.size() + " bits");
                }
                if (cap != null && bits.size() == 1 && bits.get(0) >= 0) {
                    load[bits.get(0)] += cap;
                }
                PinEnergy energy = cell.pinEnergy().get(pin.text());
                if (energy != null && bits.size() == 1 && bits.get(0) >= 0) {
                    energyBits.add(bits.get(0));
                    energyTables.add(energy);
                    energyOutputs.add(cell.outputPins().contains(pin.text()) && cap == null);
                    energyClocks.add(cell.clockPins().contains(pin.text()));
                }
                if (!peek(",")) {
                    break;
                }
                next();
            }
        }
        expect(")");
        expect(";");
        cellCounts.merge(cell.name(), 1, Integer::sum);
        leakageNw += cell.leakageNw();
    }

    /** Bit ids of an expression, most significant first; -1 for a constant bit. */
    private List<Integer> expression() {
        VerilogTokens.Token tok = next();
        List<Integer> out = new ArrayList<>();
        if (tok.text().equals("{")) {
            if (!t.get(pos).identifier() && Character.isDigit(t.get(pos).text().charAt(0))
                    && t.get(pos).text().indexOf('\'') < 0 && t.get(pos + 1).text().equals("{")) {
                int times = integer(next());
                next();
                List<Integer> inner = concatenation();
                expect("}");
                for (int i = 0; i < times; i++) {
                    out.addAll(inner);
                }
                return out;
            }
            return concatenation();
        }
        if (!tok.identifier()) {
            int width = constantWidth(tok);
            for (int i = 0; i < width; i++) {
                out.add(-1);
            }
            return out;
        }
        int[] range = ranges.get(tok.text());
        if (range == null) {
            throw error(tok, "undeclared net " + tok.text());
        }
        if (peek("[")) {
            next();
            int hi = integer(next());
            int lo = hi;
            if (peek(":")) {
                next();
                lo = integer(next());
            }
            expect("]");
            int step = hi >= lo ? -1 : 1;
            for (int i = hi; ; i += step) {
                out.add(bit(tok, tok.text() + "[" + i + "]"));
                if (i == lo) {
                    break;
                }
            }
            return out;
        }
        if (range.length == 0) {
            out.add(bit(tok, tok.text()));
            return out;
        }
        int step = range[0] >= range[1] ? -1 : 1;
        for (int i = range[0]; ; i += step) {
            out.add(bit(tok, tok.text() + "[" + i + "]"));
            if (i == range[1]) {
                break;
            }
        }
        return out;
    }

    /** The items of {@code { a, b, ... }} after the opening brace, through the closing one. */
    private List<Integer> concatenation() {
        List<Integer> out = new ArrayList<>();
        while (true) {
            out.addAll(expression());
            VerilogTokens.Token sep = next();
            if (sep.text().equals("}")) {
                return out;
            }
            if (!sep.text().equals(",")) {
                throw error(sep, "expected ',' or '}' in a concatenation");
            }
        }
    }

    private int bit(VerilogTokens.Token at, String name) {
        Integer id = bitIds.get(name);
        if (id == null) {
            throw error(at, "bit " + name + " is outside the declared range");
        }
        return id;
    }

    private int constantWidth(VerilogTokens.Token tok) {
        String s = tok.text();
        int q = s.indexOf('\'');
        if (q > 0) {
            return integer(new VerilogTokens.Token(s.substring(0, q), false, tok.line()));
        }
        if (q < 0 && !s.isEmpty() && Character.isDigit(s.charAt(0))) {
            return 32;
        }
        throw error(tok, "unexpected '" + s + "' in an expression (a logic operator means logic not mapped "
                + "to library cells)");
    }

    private GateNetlist finish(String module) {
        int n = bitNames.size();
        Map<Integer, Integer> nodeOfRoot = new HashMap<>();
        List<List<String>> names = new ArrayList<>();
        List<Double> caps = new ArrayList<>();
        Map<String, Integer> nodeOfBit = new HashMap<>();
        for (int i = 0; i < n; i++) {
            int r = find(i);
            Integer node = nodeOfRoot.get(r);
            if (node == null) {
                node = names.size();
                nodeOfRoot.put(r, node);
                names.add(new ArrayList<>());
                caps.add(0.0);
            }
            names.get(node).add(bitNames.get(i));
            caps.set(node, caps.get(node) + load[i]);
            nodeOfBit.put(bitNames.get(i), node);
        }
        List<GateNetlist.Node> nodes = new ArrayList<>(names.size());
        for (int k = 0; k < names.size(); k++) {
            nodes.add(new GateNetlist.Node(Collections.unmodifiableList(names.get(k)), caps.get(k)));
        }
        List<GateNetlist.EnergyPin> energyPins = new ArrayList<>(energyBits.size());
        for (int k = 0; k < energyBits.size(); k++) {
            energyPins.add(new GateNetlist.EnergyPin(nodeOfRoot.get(find(energyBits.get(k))), energyTables.get(k),
                    energyOutputs.get(k), energyClocks.get(k)));
        }
        return new GateNetlist(module, Collections.unmodifiableMap(nodeOfBit), Collections.unmodifiableList(nodes),
                Collections.unmodifiableMap(cellCounts), leakageNw, Collections.unmodifiableList(energyPins));
    }

    private int find(int i) {
        while (parent[i] != i) {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        return i;
    }

    private void union(int a, int b) {
        int ra = find(a);
        int rb = find(b);
        if (ra != rb) {
            parent[Math.max(ra, rb)] = Math.min(ra, rb);
        }
    }

    private VerilogTokens.Token next() {
        if (pos >= t.size()) {
            throw new EdaException(source + ": unexpected end of file (no endmodule)");
        }
        return t.get(pos++);
    }

    private boolean peek(String text) {
        return pos < t.size() && t.get(pos).text().equals(text) && !t.get(pos).identifier();
    }

    private void expect(String text) {
        VerilogTokens.Token tok = next();
        if (!tok.text().equals(text) || tok.identifier()) {
            throw error(tok, "expected '" + text + "' but found '" + tok.text() + "'");
        }
    }

    private int integer(VerilogTokens.Token tok) {
        try {
            return Integer.parseInt(tok.text());
        } catch (NumberFormatException e) {
            throw error(tok, "expected an integer but found '" + tok.text() + "'");
        }
    }

    private EdaException error(VerilogTokens.Token at, String what) {
        return new EdaException(source + ":" + at.line() + ": " + what);
    }
}
