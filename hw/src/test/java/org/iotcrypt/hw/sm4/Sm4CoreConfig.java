package org.iotcrypt.hw.sm4;

/**
 * One sm4_core configuration with the cycle counts core.v documents.
 *
 * @param arch ARCH: 0 OffKS, 1 OnKP, 2 OnKS
 * @param sboxes SBOXES: 1, 2 or 4
 * @param sboxKind SBOX_KIND: 0 LUT, 1 CFA, 2 DSE
 */
record Sm4CoreConfig(int arch, int sboxes, int sboxKind) {

    private static final String[] ARCH_NAMES = {"OffKS", "OnKP", "OnKS"};
    private static final String[] SBOX_NAMES = {"LUT", "CFA", "DSE"};

    /** E.g. {@code OnKP_NLT4_LUT}. */
    public String name() {
        return ARCH_NAMES[arch] + "_NLT" + sboxes + "_" + SBOX_NAMES[sboxKind];
    }

    /** Cycles per round of one round function: the NLT's 4 / SBOXES. */
    public int roundCycles() {
        return 4 / sboxes;
    }

    /** Cycles from the key_load pulse to the first cycle key_ready is up. */
    public int keyCycles() {
        return switch (arch) {
            case 0 -> 32 * roundCycles() + 1;
            case 1 -> roundCycles() + 1;
            default -> 1;
        };
    }

    /** Cycles from the start pulse to the done pulse. */
    public int blockCycles() {
        return (arch == 2 ? 64 : 32) * roundCycles();
    }
}
