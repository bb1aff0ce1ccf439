package org.iotcrypt.hw.power;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.iotcrypt.hw.eda.EdaException;

/**
 * One flat module of a gate-level netlist of library cells, as Yosys's {@code write_verilog -noattr}
 * writes it (after {@code flatten}): declarations, cell instances with named port connections,
 * and {@code assign}s between nets, bits, slices, concatenations and constants.
 *
 * <p>Net bits are named as in the netlist with escapes removed: bit 3 of {@code wire [7:0] tag}
 * is {@code tag[3]}, a scalar is its name ({@code _0123_}), the escaped {@code &#92;u_dec.y } is
 * {@code u_dec.y} and bit 2 of the escaped vector {@code &#92;u_dec.y [3:0]} is {@code u_dec.y[2]}
 * ({@link VcdActivity} names a VCD's bits the same way). Bits joined by {@code assign a = b;}
 * are one electrical node. The load capacitance of a node is the sum of the liberty input-pin
 * capacitances of the cell pins it drives (its fan-out); wire load and the load of output ports
 * outside the module are not modelled.
 *
 * <p>Instances of a cell type missing from the library, instances of other modules (a
 * hierarchical netlist: flatten it before writing; Yosys's {@code flatten} keeps modules marked
 * {@code keep_hierarchy}, such as the DSE S-box's decoder and encoder, unless
 * {@code setattr -mod -unset keep_hierarchy} runs first, after {@code abc} so the mapped
 * structure stays), logic operators in {@code assign}s (logic left unmapped), positional port
 * connections and two nets whose names coincide once escapes are removed are
 * {@link EdaException}s.
 */
public final class GateNetlist {

    /** One electrical node: its bit names (first the first declared) and the capacitance it drives. */
    public record Node(List<String> names, double loadPf) {
    }

    /**
     * A cell pin with internal-power tables: the node it is connected to (its index in
     * {@link #nodes()}), the tables, whether it is the cell's output (whose energy depends on
     * that node's load) or an input (a passive table, such as a flip-flop's clock pin), and whether
     * the library marks it a clock pin ({@code clock : true}).
     */
    public record EnergyPin(int node, PinEnergy energy, boolean output, boolean clock) {
    }

    private final String module;
    private final Map<String, Integer> nodeOfBit;
    private final List<Node> nodes;
    private final Map<String, Integer> cellCounts;
    private final double leakageNw;
    private final List<EnergyPin> energyPins;

    GateNetlist(String module, Map<String, Integer> nodeOfBit, List<Node> nodes,
            Map<String, Integer> cellCounts, double leakageNw, List<EnergyPin> energyPins) {
        this.module = module;
        this.nodeOfBit = nodeOfBit;
        this.nodes = nodes;
        this.cellCounts = cellCounts;
        this.leakageNw = leakageNw;
        this.energyPins = energyPins;
    }

    /** Reads module {@code module} of the netlist file, resolving its cells in {@code lib}. */
    public static GateNetlist load(Path netlist, String module, Liberty lib) {
        String text;
        try {
            text = Files.readString(netlist, StandardCharsets.ISO_8859_1);
        } catch (IOException e) {
            throw new EdaException("cannot read netlist " + netlist + ": " + e.getMessage(), e);
        }
        return new NetlistReader(VerilogTokens.tokenize(text, netlist.toString()), netlist.toString(), lib)
                .read(module);
    }

    /** The module's name. */
    public String module() {
        return module;
    }

    /**
     * The load capacitance in pF of the node holding {@code netBit} (e.g. {@code "tag[3]"},
     * {@code "_0123_"}); an unknown name is a {@link EdaException}.
     */
    public double loadCapacitancePf(String netBit) {
        return nodes.get(nodeIndex(netBit)).loadPf();
    }

    /** The electrical node holding {@code netBit}. */
    public Node node(String netBit) {
        return nodes.get(nodeIndex(netBit));
    }

    /** All electrical nodes of the module, each once. */
    public List<Node> nodes() {
        return nodes;
    }

    /** Number of instances per cell type. */
    public Map<String, Integer> cellCounts() {
        return cellCounts;
    }

    /** The cell pins with internal-power tables, in instance order. */
    public List<EnergyPin> energyPins() {
        return energyPins;
    }

    /** Sum of the {@code cell_leakage_power} of all instances, nW. */
    public double leakageNw() {
        return leakageNw;
    }

    private int nodeIndex(String netBit) {
        Integer i = nodeOfBit.get(netBit);
        if (i == null) {
            throw new EdaException("module " + module + " has no net bit " + netBit);
        }
        return i;
    }
}
