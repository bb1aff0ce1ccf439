package org.iotcrypt.hw.explore;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;

/**
 * One design's row of the report: every metric under a fixed column name, as text. Metrics a
 * design does not have are {@code n/a}. {@code pending} is what results written before the
 * gate-level power estimate held for power and what derives from it (the report still reads such
 * files, and never fills the gap with an estimate); {@link #NOT_MEASURED} marks a column an older
 * results.csv lacks. The SM4-CCM metrics are the paper's equations: throughput = (nonce + AAD +
 * payload bits of RFC 8998 A.2, 768) / {@code ccm_cycles} x 100 MHz; area efficiency = throughput /
 * gates (bits per second per NAND2 equivalent, the unit of the paper's Table 3); power efficiency =
 * throughput / power (Mbps per mW); APDP = gates x power (mW) x {@code ccm_cycles}.
 */
public record DesignResult(Map<String, String> values) {

    /** The columns, in report order. */
    public static final List<String> COLUMNS = List.of(
            "design", "description", "evaluated", "rtl_check", "gate_check", "rtl_blocks", "key_cycles",
            "block_cycles", "ccm_cycles", "throughput_mbps", "cell_library", "asic_nand2_eq", "asic_cell_area_um2",
            "asic_flip_flops", "timing_target_ns", "sta_min_period_ns", "fmax_mhz", "fmax_worst_case_mhz",
            "critical_path", "gate_clock_mhz", "throughput_own_mbps", "area_efficiency_own_bps_per_gate", "a2_latency_own_us",
            "a2_energy_nj", "a2_energy_own_nj",
            "area_efficiency_bps_per_gate", "power_mw", "power_dynamic_mw", "power_switching_mw", "power_internal_mw",
            "power_clock_pins_mw", "power_leakage_mw", "power_efficiency",
            "apdp", "fpga_luts",
            "fpga_flip_flops", "ice40_luts", "ice40_flip_flops", "ice40_wrapper_flip_flops",
            "ice40_hx8k_logic_cells", "ice40_hx8k_fmax_mhz", "ice40_up5k_logic_cells", "ice40_up5k_fmax_mhz",
            "tvla_traces", "tvla_cycles", "tvla_mean_toggles", "tvla_max_t", "tvla_control_max_t",
            "tvla_traces_needed", "packet_bytes", "packet_cycles", "packet_energy_own_nj", "kib_cycles",
            "kib_latency_own_us", "kib_energy_nj", "kib_energy_own_nj", "kib_energy_per_bit_own_pj",
            "kib_energy_method", "yosys", "iverilog", "sta", "nextpnr", "cache_key");

    /**
     * The columns of the iCE40 stage ({@link Ice40Stage}, cached apart; {@link #NOT_MEASURED} when
     * the explorer ran without {@code --ice40}): Yosys's LUT4s and flip-flops of the design behind
     * its serial pin wrapper, the wrapper's own flip-flops, and per part the logic cells nextpnr
     * packed and the routed Fmax (or "does not fit: used of available logic cells").
     */
    public static final List<String> ICE40_COLUMNS = List.of("ice40_luts", "ice40_flip_flops",
            "ice40_wrapper_flip_flops", "ice40_hx8k_logic_cells", "ice40_hx8k_fmax_mhz", "ice40_up5k_logic_cells",
            "ice40_up5k_fmax_mhz", "nextpnr");

    /**
     * The columns of the TVLA stage ({@code --tvla N}, cached apart; {@link #NOT_MEASURED} without
     * it, {@code n/a} for a PRESENT datapath): traces and their cycles, the mean toggles a cycle,
     * the largest |t| and the control's without noise, and per noise level the traces needed to
     * reach |t| > 4.5.
     */
    public static final List<String> TVLA_COLUMNS = List.of("tvla_traces", "tvla_cycles", "tvla_mean_toggles",
            "tvla_max_t", "tvla_control_max_t", "tvla_traces_needed");

    /**
     * The columns of the packet stage ({@link PacketStage}, {@code --packets}, cached apart;
     * {@link #NOT_MEASURED} without it, {@code n/a} for a PRESENT datapath): the payload bytes of the
     * packet simulated at gate level, its cycles and energy at Fmax; a 1 KiB packet's cycles (RTL),
     * latency at Fmax, energy at 100 MHz and at Fmax, energy per payload bit, and whether that
     * energy was measured or extrapolated.
     */
    public static final List<String> PACKET_COLUMNS = List.of("packet_bytes", "packet_cycles",
            "packet_energy_own_nj", "kib_cycles", "kib_latency_own_us", "kib_energy_nj", "kib_energy_own_nj",
            "kib_energy_per_bit_own_pj", "kib_energy_method");

    /** Every stage's columns: a row the explorer makes holds them as {@link #NOT_MEASURED} until its stages run. */
    public static final List<String> STAGE_COLUMNS = java.util.stream.Stream.of(ICE40_COLUMNS, TVLA_COLUMNS,
            PACKET_COLUMNS).flatMap(List::stream).toList();

    /** The row's own columns: every column but the stages', which are cached apart. */
    public static final List<String> ROW_COLUMNS = COLUMNS.stream().filter(c -> !STAGE_COLUMNS.contains(c)).toList();

    /** How a stage's first column begins when its tool failed for this design (nothing cached then). */
    public static final String STAGE_FAILED = "stage failed";

    /** Not applicable to this design. */
    public static final String NOT_APPLICABLE = "n/a";

    /** Not measured when the result was written (power in results from before the gate-level estimate). */
    public static final String PENDING = "pending";

    /**
     * Not in the row's source: a column a results.csv written by an older explorer does not have
     * (see {@link ResultsCsv#read}). Unknown, neither a failure nor a claim that it does not apply.
     */
    public static final String NOT_MEASURED = "not measured";

    /** A column's text as a number, empty when it is none ({@code n/a}, {@code pending}, {@code not measured}, infinite). */
    public static OptionalDouble number(String text) {
        if (text == null) {
            return OptionalDouble.empty();
        }
        try {
            double v = Double.parseDouble(text);
            return Double.isFinite(v) ? OptionalDouble.of(v) : OptionalDouble.empty();
        } catch (NumberFormatException e) {
            return OptionalDouble.empty();
        }
    }

    /**
     * The row's throughput at another clock, Mbps, from its cycles (which do not change with the
     * clock): an SM4-CCM scheme's A.2 throughput at 100 MHz scaled to {@code clockMhz}, a PRESENT
     * datapath's 64 bits a block; empty when the row has neither.
     */
    public OptionalDouble throughputAt(double clockMhz) {
        OptionalDouble at100 = number(get("throughput_mbps"));
        if (at100.isPresent()) {
            return OptionalDouble.of(at100.getAsDouble() * clockMhz / TimingSetup.CLOCK_MHZ);
        }
        OptionalDouble cycles = number(get("block_cycles"));
        return cycles.isPresent() ? OptionalDouble.of(64 * clockMhz / cycles.getAsDouble()) : OptionalDouble.empty();
    }

    public DesignResult {
        for (String c : COLUMNS) {
            if (!values.containsKey(c)) {
                throw new IllegalArgumentException("result without column " + c);
            }
        }
        values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
    }

    /** The value in column {@code column}. */
    public String get(String column) {
        return values.get(column);
    }

    /** This row with {@code columns} (a stage's) in place of its values of them. */
    DesignResult with(Map<String, String> columns) {
        Map<String, String> v = new LinkedHashMap<>(values);
        v.putAll(columns);
        return new DesignResult(v);
    }

    /** The design this row is of: its {@code design} column without the point ({@code c0k1n2s2@osu035-5ns}: c0k1n2s2). */
    public String designName() {
        String name = get("design");
        int at = name.indexOf('@');
        return at < 0 ? name : name.substring(0, at);
    }

    /** The row's cell library's name: a row from before libraries were a column was mapped to OSU 0.18 µm. */
    public String library() {
        String l = get("cell_library");
        return NOT_MEASURED.equals(l) ? SynthesisPoint.REFERENCE.library().name() : l;
    }

    /**
     * Whether the row is at the reference point ({@link SynthesisPoint#REFERENCE}, OSU 0.18 µm at 2 ns):
     * its name has no point, as every row of a results.csv written before points existed.
     */
    public boolean isReference() {
        return get("design").indexOf('@') < 0;
    }

    /** The stage columns that say their stage failed, as {@code column: reason}; empty when none did. */
    public List<String> stageFailures() {
        return STAGE_COLUMNS.stream().filter(c -> get(c).startsWith(STAGE_FAILED)).map(c -> c + ": " + get(c)).toList();
    }

    /** Whether the design passed its bit-exact checks, at RTL and at gate level. */
    public boolean passed() {
        return "pass".equals(get("rtl_check")) && "pass".equals(get("gate_check"));
    }

    /**
     * Whether a bit-exact check ran and failed: a {@code *_check} column holding anything but
     * {@code pass}, {@code n/a}, {@code pending} or {@code not measured}. A check that was not run
     * (a row read from a results.csv made before gate-level simulation existed) is no failure, so
     * such a row is neither passed nor failed.
     */
    public boolean failed() {
        for (Map.Entry<String, String> e : values.entrySet()) {
            String v = e.getValue();
            if (e.getKey().endsWith("_check") && !"pass".equals(v) && !NOT_APPLICABLE.equals(v)
                    && !PENDING.equals(v) && !NOT_MEASURED.equals(v)) {
                return true;
            }
        }
        return false;
    }
}
