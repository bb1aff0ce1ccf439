package org.iotcrypt.tls;

/** Whether a server asks its clients for a certificate. */
public enum ClientAuth {
    /** No certificate is asked for. */
    NONE,
    /** A certificate is asked for; a client without one still connects. One that is sent must validate. */
    REQUESTED,
    /** A client without a valid certificate is refused (certificate_required). */
    REQUIRED
}
