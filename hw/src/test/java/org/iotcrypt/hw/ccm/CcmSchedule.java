package org.iotcrypt.hw.ccm;

/**
 * The cycle count ccm.v's schedule gives from the key_load/start pulse to the first cycle
 * tag_valid is up, for a message whose blocks the host offers at once and whose ciphertext it
 * takes at once. With the core's key time K and block time B (core.v: D = 4 / SBOXES; OffKS
 * K = 32D + 1, B = 32D; OnKP K = D + 1, B = 32D; OnKS K = 1, B = 64D):
 * <pre>
 *   K (KEYWAIT starts step B0 in the cycle key_ready rises) + B (step B0)
 *     + (nA + nP)(B + 1) (each later step starts in the cycle after the previous one ends, the
 *       FETCH cycle its block arrives in) + 2 (TAG, then tag_valid)
 *     + S1SM4 only: (1 + nP)(B + 1) (the CTR block of the B0 step and of each payload step runs
 *       before the step's CBC-MAC block instead of beside it, one LAUNCH cycle between).
 * </pre>
 */
public final class CcmSchedule {

    private CcmSchedule() {
    }

    static int keyCycles(CcmConfig c) {
        int d = 4 / c.sboxes();
        int arch = c.ccm() == 2 ? 0 : c.arch();
        return switch (arch) {
            case 0 -> 32 * d + 1;
            case 1 -> d + 1;
            default -> 1;
        };
    }

    static int blockCycles(CcmConfig c) {
        int d = 4 / c.sboxes();
        int arch = c.ccm() == 2 ? 0 : c.arch();
        return (arch == 2 ? 64 : 32) * d;
    }

    /** The cycles from key load to tag for {@code m} on configuration {@code c}. */
    public static int cycles(CcmConfig c, CcmMessage m) {
        int k = keyCycles(c);
        int b = blockCycles(c);
        int aadBlocks = m.aad().length == 0 ? 0 : (m.aad().length + 2 + 15) / 16;
        int payBlocks = (m.plaintext().length + 15) / 16;
        int cycles = k + b + (aadBlocks + payBlocks) * (b + 1) + 2;
        if (c.ccm() == 0) {
            cycles += (1 + payBlocks) * (b + 1);
        }
        return cycles;
    }
}
