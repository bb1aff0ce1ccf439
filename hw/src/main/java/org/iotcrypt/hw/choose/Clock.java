package org.iotcrypt.hw.choose;

/** The clock a design's throughput and energy are read at. */
public enum Clock {
    /** Each design at its own Fmax from static timing (typical corner). */
    OWN("each design at its own Fmax (OpenSTA, typical corner)"),
    /**
     * The paper's common 100 MHz, which every design meets at the typical corner in the OSU 0.18 µm
     * cells; a design that does not (in a slower library) is rejected, not read at a clock it misses.
     */
    COMMON("every design at the paper's 100 MHz");

    private final String description;

    Clock(String description) {
        this.description = description;
    }

    /** How the clock reads in a heading. */
    public String description() {
        return description;
    }
}
