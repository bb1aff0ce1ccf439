package org.iotcrypt.hw.ccm;

/**
 * The cycle count ccm.v's schedule gives from the key_load/start pulse to the first cycle
 * tag_valid is up, for a message whose blocks the host offers at once and whose ciphertext it
 * takes at once. With the core's key time K and block time B (core.v: D = 4 / SBOXES; OffKS
 * K = 32D + 1, B = 32D; OnKP K = D + 1, B = 32D; OnKS K = 1, B = 64D):
 * <pre>
 *   K + 1 (KEYWAIT sees key_ready, LAUNCH) + B (B0 step) + nA (B + 2) (FETCH, LAUNCH, block)
 *     + nP (B + 3) (the same plus OUT) + 2 (TAG, then tag_valid)
 *     + S1SM4 only: (1 + nP)(B + 1) (the CTR block of the B0 step and each payload step runs
 *       before the step's CBC-MAC block instead of beside it).
 * </pre>
 */
final class CcmSchedule {

    private CcmSchedule() {
    }

    static int keyCycles(CcmRtl.Config c) {
        int d = 4 / c.sboxes();
        int arch = c.ccm() == 2 ? 0 : c.arch();
        return switch (arch) {
            case 0 -> 32 * d + 1;
            case 1 -> d + 1;
            default -> 1;
        };
    }

    static int blockCycles(CcmRtl.Config c) {
        int d = 4 / c.sboxes();
        int arch = c.ccm() == 2 ? 0 : c.arch();
        return (arch == 2 ? 64 : 32) * d;
    }

    static int cycles(CcmRtl.Config c, CcmMessage m) {
        int k = keyCycles(c);
        int b = blockCycles(c);
        int aadBlocks = m.aad().length == 0 ? 0 : (m.aad().length + 2 + 15) / 16;
        int payBlocks = (m.plaintext().length + 15) / 16;
        int cycles = k + 1 + b + aadBlocks * (b + 2) + payBlocks * (b + 3) + 2;
        if (c.ccm() == 0) {
            cycles += (1 + payBlocks) * (b + 1);
        }
        return cycles;
    }
}
