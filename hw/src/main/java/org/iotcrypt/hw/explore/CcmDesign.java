package org.iotcrypt.hw.explore;

import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import org.iotcrypt.hw.ccm.CcmConfig;
import org.iotcrypt.hw.ccm.CcmMessage;
import org.iotcrypt.hw.ccm.CcmTestbench;
import org.iotcrypt.hw.ccm.Rfc8998Ccm;
import org.iotcrypt.hw.eda.TestbenchClock;

/**
 * An SM4-CCM scheme of the paper {@code sm4-ccm-hardware-design-space-exploration}, evaluated
 * through its unit {@code x_<scheme>}: a wrapper fixing {@code sm4_ccm}'s parameters. It runs
 * RFC 8998 A.2 (the software first checked against the RFC's ciphertext and tag) and one random
 * message; the cycles from key load to tag on A.2 give the paper's throughput at 100 MHz, and
 * with area and power its equations (3)-(5): area efficiency, power efficiency and APDP.
 *
 * @param scheme the scheme
 */
public record CcmDesign(Scheme scheme) implements Design {

    /** The 63 schemes. */
    public static List<CcmDesign> all() {
        return Scheme.all().stream().map(CcmDesign::new).toList();
    }

    /** The scheme called {@code name}, or empty. */
    public static Optional<CcmDesign> parse(String name) {
        try {
            return Optional.of(new CcmDesign(Scheme.parse(name)));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    @Override
    public String name() {
        return scheme.name();
    }

    @Override
    public String description() {
        return scheme.description();
    }

    @Override
    public String top() {
        return "x_" + name();
    }

    @Override
    public List<Path> sources(RtlSources rtl) {
        return rtl.sm4Ccm();
    }

    @Override
    public Bench bench(double periodNs) throws GeneralSecurityException {
        List<CcmMessage> messages = List.of(Rfc8998Ccm.a2(), randomMessage());
        CcmConfig c = config();
        return new Bench(CcmTestbench.generate(List.of(c), messages, top(), new TestbenchClock(periodNs)), RtlSources.sm4CcmWrapper(top(), scheme),
                SimulationCheck.ccm(messages),
                // configuration 0 of CcmTestbench
                "tb.c0.dut",
                "sm4_ccm CCM=" + c.ccm() + " ARCH=" + c.arch() + " SBOXES=" + c.sboxes() + " SBOX_KIND=" + c.sboxKind(),
                messages.get(0).bits());
    }

    @Override
    public void rtlColumns(Bench bench, SimulationCheck.Outcome rtl, Map<String, String> row) {
        row.put("block_cycles", DesignResult.NOT_APPLICABLE);
        row.put("ccm_cycles", rtl.cycles());
    }

    @Override
    public void metricColumns(Bench bench, Synthesized s, Map<String, String> row) {
        row.put("fpga_luts", DesignResult.NOT_APPLICABLE);
        row.put("fpga_flip_flops", DesignResult.NOT_APPLICABLE);
        // The paper's equations (3)-(5); APDP's delay is A.2's cycles, throughput's denominator.
        double gates = s.gates();
        double mw = s.power() == null ? Double.NaN : s.power().totalMw();
        row.put("area_efficiency_bps_per_gate", ColumnFormat.format("%.0f", s.throughputMbps() * 1e6 / gates));
        row.put("power_efficiency", ColumnFormat.format("%.2f", s.throughputMbps() / mw));
        row.put("apdp", ColumnFormat.format("%.0f", gates * mw * s.cycles()));
        // At the design's own clock (Fmax from static timing), and per message of RFC 8998 A.2 (a
        // small IoT packet: 64 bytes of payload, 20 of AAD, a 12-byte nonce; the 1 KiB packet is
        // the packet stage's, PacketStage). Its energy at 100 MHz is the power
        // over its cycles; at Fmax the dynamic (switching and internal) energy per cycle is the
        // same and leakage runs for fewer nanoseconds.
        double throughputOwn = s.throughputMbps() * s.fmaxMhz() / TimingSetup.CLOCK_MHZ;
        row.put("area_efficiency_own_bps_per_gate", ColumnFormat.format("%.0f", throughputOwn * 1e6 / gates));
        row.put("a2_latency_own_us", ColumnFormat.format("%.3f", s.cycles() / s.fmaxMhz()));
        double dynamic = s.power() == null ? Double.NaN : s.power().dynamicMw();
        double leakage = s.power() == null ? Double.NaN : s.power().leakageMw();
        // mW x us = nJ
        row.put("a2_energy_nj", ColumnFormat.format("%.3f", mw * s.cycles() / TimingSetup.CLOCK_MHZ));
        row.put("a2_energy_own_nj", ColumnFormat.format("%.3f",
                dynamic * s.cycles() / TimingSetup.CLOCK_MHZ + leakage * s.cycles() / s.fmaxMhz()));
    }

    @Override
    public String speed(DesignResult r) {
        return r.get("ccm_cycles") + " cycles on A.2, " + r.get("throughput_mbps") + " Mbps";
    }

    CcmConfig config() {
        return new CcmConfig(scheme.ccm().ordinal(), scheme.core().ordinal(), scheme.nlt().sboxes(), scheme.sbox().ordinal());
    }

    /** A random message with other AAD and payload lengths than A.2 (payload not whole blocks). */
    private static CcmMessage randomMessage() throws GeneralSecurityException {
        Random random = new Random(DesignRun.SEED);
        return CcmMessage.of(bytes(random, 16), bytes(random, 12), bytes(random, 7), bytes(random, 21));
    }

    private static byte[] bytes(Random random, int n) {
        byte[] b = new byte[n];
        random.nextBytes(b);
        return b;
    }
}
