package org.iotcrypt.hw.explore;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The Verilog files of each design under an RTL root (the module's {@code hw/rtl}), one list
 * shared by the tests and the explorer, and the top module and parameters each design is
 * evaluated with.
 */
public final class RtlSources {

    private final Path root;

    /** Sources under {@code root}, the folder holding {@code sm4/} and {@code present/}. */
    public RtlSources(Path root) {
        this.root = root;
    }

    /**
     * The RTL of this installation: found from where the explorer's code was loaded (its jar,
     * or the CLI's jar that holds it, in the checkout it was built in) upwards, so that the
     * command works from any folder; failing that, from {@code start} (the working folder) upwards.
     */
    public static RtlSources installed(Path start) {
        java.security.CodeSource code = RtlSources.class.getProtectionDomain().getCodeSource();
        if (code != null) {
            try {
                return locate(Path.of(code.getLocation().toURI()));
            } catch (IllegalArgumentException | java.net.URISyntaxException e) {
                // not inside a checkout (a jar copied elsewhere): the working folder may still be one
            }
        }
        return locate(start);
    }

    /**
     * The RTL root found from {@code start} upwards: the first {@code hw/rtl} or {@code rtl}
     * folder holding {@code sm4/core.v}, so the CLI works from the repository and the tests from the module.
     */
    public static RtlSources locate(Path start) {
        for (Path dir = start.toAbsolutePath(); dir != null; dir = dir.getParent()) {
            for (Path candidate : List.of(dir.resolve("hw").resolve("rtl"), dir.resolve("rtl"))) {
                if (Files.isRegularFile(candidate.resolve("sm4").resolve("core.v"))) {
                    return new RtlSources(candidate);
                }
            }
        }
        throw new IllegalArgumentException("no hw/rtl folder (with sm4/core.v) at or above " + start.toAbsolutePath()
                + ": run from the iotcrypt checkout or pass --rtl");
    }

    /** The RTL root. */
    public Path root() {
        return root;
    }

    /** The S-box sources: the three candidates and the KIND-selecting {@code sm4_sbox}. */
    public List<Path> sm4Sboxes() {
        return sm4("sbox_lut.v", "sbox_cfa.v", "sbox_dse.v", "sbox.v");
    }

    /** The sources of {@code sm4_nlt}. */
    public List<Path> sm4Nlt() {
        List<Path> sources = new ArrayList<>(sm4Sboxes());
        sources.addAll(sm4("nlt.v"));
        return sources;
    }

    /** The sources of {@code sm4_core}: the NLT's, the round functions and the three architectures. */
    public List<Path> sm4Core() {
        List<Path> sources = new ArrayList<>(sm4Nlt());
        sources.addAll(sm4("rf.v", "core_offks.v", "core_onkp.v", "core_onks.v", "core.v"));
        return sources;
    }

    /** The sources of {@code sm4_ccm}: the core's and {@code ccm/ccm.v}. */
    public List<Path> sm4Ccm() {
        List<Path> sources = new ArrayList<>(sm4Core());
        sources.add(root.resolve("ccm").resolve("ccm.v"));
        return sources;
    }

    /** The sources of the PRESENT-80 datapaths ({@code present80_dp16/32/64}). */
    public List<Path> present() {
        Path dir = root.resolve("present");
        return List.of(dir.resolve("present_sbox.v"), dir.resolve("present80.v"));
    }

    /**
     * A wrapper module fixing a scheme's {@code sm4_ccm} parameters (CCM, ARCH, SBOXES,
     * SBOX_KIND), so synthesis sees one top module with sm4_ccm's ports.
     */
    public static String sm4CcmWrapper(String module, Scheme scheme) {
        return "module " + module + " (input clk, input rst, input key_load, input [127:0] key,\n"
                + "    input start, input [95:0] nonce, input [15:0] aad_len, input [23:0] pay_len,\n"
                + "    input in_valid, output in_ready, input [127:0] in_block, output out_valid,\n"
                + "    input out_ready, output [127:0] out_block, output tag_valid, output [127:0] tag,\n"
                + "    output busy);\n"
                + "  sm4_ccm #(.CCM(" + scheme.ccm().ordinal() + "), .ARCH(" + scheme.core().ordinal()
                + "), .SBOXES(" + scheme.nlt().sboxes() + "), .SBOX_KIND(" + scheme.sbox().ordinal()
                + ")) u (clk, rst, key_load, key, start, nonce,\n"
                + "      aad_len, pay_len, in_valid, in_ready, in_block, out_valid, out_ready, out_block,\n"
                + "      tag_valid, tag, busy);\nendmodule\n";
    }

    private List<Path> sm4(String... files) {
        List<Path> paths = new ArrayList<>();
        for (String f : files) {
            paths.add(root.resolve("sm4").resolve(f));
        }
        return paths;
    }
}
