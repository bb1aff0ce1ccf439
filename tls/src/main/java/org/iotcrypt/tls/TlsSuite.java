package org.iotcrypt.tls;

import java.util.Locale;

/**
 * The two cipher suites of RFC 8998 section 2. Both are TLS 1.3 only, with ECDHE on curveSM2
 * and SM2 signatures (sm2sig_sm3), and are on by default in every context {@link SmTls} builds.
 */
public enum TlsSuite {
    /** SM4 in GCM mode with SM3 (0x00C6). */
    TLS_SM4_GCM_SM3(0x00C6),
    /** SM4 in CCM mode with SM3 (0x00C7): the one IoT devices use (RFC 8998, paper sm4-ccm-hardware). */
    TLS_SM4_CCM_SM3(0x00C7);

    private final int code;

    TlsSuite(int code) {
        this.code = code;
    }

    /**
     * The suite's IANA code point.
     *
     * @return the two-byte code
     */
    public int code() {
        return code;
    }

    /**
     * The suite named, by its IANA name or the short forms {@code SM4-GCM}, {@code SM4_CCM},
     * {@code gcm}, {@code ccm} (any case).
     *
     * @param name the name
     * @return the suite
     * @throws IllegalArgumentException if no SM suite has that name
     */
    public static TlsSuite named(String name) {
        String n = name.trim().toUpperCase(Locale.ROOT).replace('-', '_');
        for (TlsSuite s : values()) {
            if (s.name().equals(n) || s.name().equals("TLS_" + n + "_SM3") || s.name().equals("TLS_SM4_" + n + "_SM3")) {
                return s;
            }
        }
        throw new IllegalArgumentException("no RFC 8998 suite is named '" + name
                + "': use TLS_SM4_GCM_SM3 or TLS_SM4_CCM_SM3 (or gcm, ccm)");
    }
}
