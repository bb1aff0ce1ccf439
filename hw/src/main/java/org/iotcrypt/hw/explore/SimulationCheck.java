package org.iotcrypt.hw.explore;

import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import org.iotcrypt.hw.ccm.CcmMessage;
import org.iotcrypt.hw.present.PresentTestbench;

/**
 * Checks what a generated testbench printed (at RTL or at gate level: the same text serves
 * both) against the expected outputs from iotcrypt-core's software: every ciphertext block and
 * tag in order, the protocol, and the cycle count the design is measured by, plus the power
 * windows the testbench announced.
 */
final class SimulationCheck {

    private final boolean present;
    private final List<String> ciphertexts;
    private final List<String> tags;
    private final int windows;

    /**
     * What a transcript showed: the problems found (none means pass), the blocks reported, the
     * cycle count (A.2's key load to tag for a scheme, cycles per block for PRESENT; {@code n/a}
     * when not seen) and the power windows ({from_ps, to_ps}).
     */
    record Outcome(List<String> problems, int blocks, String cycles, List<long[]> windows) {

        /** {@code pass}, or {@code FAIL: } and the problems. */
        String verdict() {
            return problems.isEmpty() ? "pass" : "FAIL: " + String.join("; ", problems);
        }
    }

    private SimulationCheck(boolean present, List<String> ciphertexts, List<String> tags, int windows) {
        this.present = present;
        this.ciphertexts = List.copyOf(ciphertexts);
        this.tags = List.copyOf(tags);
        this.windows = windows;
    }

    /** The sm4_ccm testbench (CcmTestbench): ciphertext blocks of all messages in order, one tag per message. */
    static SimulationCheck ccm(List<String> ciphertexts, List<String> tags) {
        return new SimulationCheck(false, ciphertexts, tags, 1);
    }

    /** The sm4_ccm testbench running {@code messages}: their ciphertext blocks in order, their tags. */
    static SimulationCheck ccm(List<CcmMessage> messages) {
        HexFormat hex = HexFormat.of();
        List<String> cts = new ArrayList<>();
        messages.forEach(m -> m.ctBlocks().forEach(c -> cts.add(hex.formatHex(c))));
        return ccm(cts, messages.stream().map(m -> hex.formatHex(m.tag())).toList());
    }

    /** The PRESENT testbench: one ciphertext per block, {@code windows} power windows. */
    static SimulationCheck present(List<String> ciphertexts, int windows) {
        return new SimulationCheck(true, ciphertexts, List.of(), windows);
    }

    /** The expected ciphertext blocks, lower-case hex, in order. */
    List<String> ciphertexts() {
        return ciphertexts;
    }

    /** The expected tags (none for PRESENT), lower-case hex, in order. */
    List<String> tags() {
        return tags;
    }

    /** The check of {@code printed}. */
    Outcome check(String printed) {
        List<String> problems = new ArrayList<>();
        List<long[]> w = new ArrayList<>();
        for (String line : printed.split("\n")) {
            String[] f = line.trim().split("\\s+");
            if (f[0].equals("WINDOW")) {
                w.add(new long[] {Long.parseLong(f[1]), Long.parseLong(f[2])});
            }
        }
        if (w.size() != windows) {
            problems.add(w.size() + " power windows reported, " + windows + " expected");
        }
        return present ? checkPresent(printed, problems, w) : checkCcm(printed, problems, w);
    }

    /** The same check, and the cycle count must be {@code expectedCycles} (the RTL's). */
    Outcome check(String printed, String expectedCycles) {
        Outcome o = check(printed);
        if (!o.cycles().equals(expectedCycles)) {
            o.problems().add("cycles " + o.cycles() + ", at RTL " + expectedCycles);
        }
        return o;
    }

    private Outcome checkCcm(String printed, List<String> problems, List<long[]> w) {
        int blocks = 0;
        int seenTags = 0;
        String cycles = DesignResult.NOT_APPLICABLE;
        for (String line : printed.split("\n")) {
            String[] f = line.trim().split("\\s+");
            if (f[0].equals("FAIL")) {
                problems.add(line.trim());
            } else if (f[0].equals("CT")) {
                if (blocks >= ciphertexts.size() || !f[5].equals(ciphertexts.get(blocks)) || !f[4].equals("ok")) {
                    problems.add("ciphertext block " + blocks + " wrong: " + line.trim());
                }
                blocks++;
            } else if (f[0].equals("TAG")) {
                int m = Integer.parseInt(f[2]);
                if (m != seenTags || m >= tags.size() || !f[5].equals(tags.get(m)) || !f[4].equals("ok")) {
                    problems.add("tag " + seenTags + " wrong: " + line.trim());
                } else if (m == 0) {
                    cycles = f[3];
                }
                seenTags++;
            }
        }
        if (blocks != ciphertexts.size()) {
            problems.add(blocks + " ciphertext blocks reported, " + ciphertexts.size() + " expected");
        }
        if (seenTags != tags.size()) {
            problems.add(seenTags + " tags reported, " + tags.size() + " expected");
        }
        return new Outcome(problems, blocks, cycles, w);
    }

    private Outcome checkPresent(String printed, List<String> problems, List<long[]> w) {
        List<Integer> cycles = new ArrayList<>();
        List<PresentTestbench.Observed> seen = PresentTestbench.parse(printed);
        for (PresentTestbench.Observed o : seen) {
            cycles.add(o.cycles());
            if (o.index() >= ciphertexts.size() || !o.ciphertext().equals(ciphertexts.get(o.index()))) {
                problems.add("block " + o.index() + " wrong: " + o.ciphertext());
            }
            if (!o.busyHigh() || o.doneCycles() != 1 || !o.held()) {
                problems.add("block " + o.index() + " handshake: " + o);
            }
        }
        if (seen.size() != ciphertexts.size()) {
            problems.add(seen.size() + " blocks reported, " + ciphertexts.size() + " expected");
        }
        String single;
        if (cycles.isEmpty() || cycles.stream().distinct().count() != 1) {
            problems.add("block cycles not constant: " + cycles);
            single = cycles.isEmpty() ? DesignResult.NOT_APPLICABLE : cycles.toString();
        } else {
            single = Integer.toString(cycles.get(0));
        }
        return new Outcome(problems, seen.size(), single, w);
    }
}
