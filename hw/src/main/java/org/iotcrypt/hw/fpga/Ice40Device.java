package org.iotcrypt.hw.fpga;

import java.util.List;

/**
 * The iCE40 parts the explorer places and routes on, with the package nextpnr is told (the
 * largest of each part, so that pins never decide a fit) and the logic cells (one LUT4, one
 * flip-flop and carry logic each) the part has, as nextpnr's device database counts them.
 */
public enum Ice40Device {

    /** iCE40 HX8K, the largest HX part (the probe's: present32 at 170 MHz, c0k1n2s2 fills 98 % of it). */
    HX8K("hx8k", "--hx8k", "ct256", 7680),
    /** iCE40 UltraPlus UP5K, the low-power part of many IoT boards. */
    UP5K("up5k", "--up5k", "sg48", 5280);

    private final String id;
    private final String flag;
    private final String pkg;
    private final int logicCells;

    Ice40Device(String id, String flag, String pkg, int logicCells) {
        this.id = id;
        this.flag = flag;
        this.pkg = pkg;
        this.logicCells = logicCells;
    }

    /** Lower-case name, as results columns and {@code --target} use it. */
    public String id() {
        return id;
    }

    /** Its logic cells (ICESTORM_LC). */
    public int logicCells() {
        return logicCells;
    }

    /** nextpnr-ice40's device and package options. */
    List<String> nextpnrOptions() {
        return List.of(flag, "--package", pkg);
    }
}
