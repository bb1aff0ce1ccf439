package org.iotcrypt.tls.internal.jsse;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.Socket;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.SSLSocketFactory;

/** Bouncy Castle's socket factory, each socket given the context's settings. */
final class SettingSocketFactory extends SSLSocketFactory {

    private final SSLSocketFactory bc;
    private final ConnectionSettings settings;

    SettingSocketFactory(SSLSocketFactory bc, ConnectionSettings settings) {
        this.bc = bc;
        this.settings = settings;
    }

    private Socket set(Socket s) {
        return settings.apply((SSLSocket) s, settings.isClient());
    }

    @Override
    public String[] getDefaultCipherSuites() {
        return settings.suites();
    }

    @Override
    public String[] getSupportedCipherSuites() {
        return bc.getSupportedCipherSuites();
    }

    @Override
    public Socket createSocket() throws IOException {
        return set(bc.createSocket());
    }

    @Override
    public Socket createSocket(Socket s, String host, int port, boolean autoClose) throws IOException {
        return set(bc.createSocket(s, host, port, autoClose));
    }

    /** Server side over an accepted socket whose first bytes were already read (the JDK's form). */
    @Override
    public Socket createSocket(Socket s, InputStream consumed, boolean autoClose) throws IOException {
        return settings.apply((SSLSocket) bc.createSocket(s, consumed, autoClose), false);
    }

    @Override
    public Socket createSocket(String host, int port) throws IOException {
        return connected(host, port, null, 0);
    }

    @Override
    public Socket createSocket(String host, int port, InetAddress localHost, int localPort) throws IOException {
        return connected(host, port, localHost, localPort);
    }

    @Override
    public Socket createSocket(InetAddress host, int port) throws IOException {
        return connected(host.getHostAddress(), port, null, 0);
    }

    @Override
    public Socket createSocket(InetAddress address, int port, InetAddress localAddress, int localPort) throws IOException {
        return connected(address.getHostAddress(), port, localAddress, localPort);
    }

    /**
     * Settings go on before the connection is made: Bouncy Castle's connected-socket factory
     * methods may start nothing yet, but a socket made unconnected and then connected is
     * certain to be configured before its first byte.
     */
    private Socket connected(String host, int port, InetAddress localHost, int localPort) throws IOException {
        SSLSocket s = (SSLSocket) set(bc.createSocket());
        try {
            if (localHost != null || localPort != 0) {
                s.bind(new java.net.InetSocketAddress(localHost, localPort));
            }
            ((org.bouncycastle.jsse.BCSSLSocket) s).connect(host, port, 0);
            return s;
        } catch (IOException | RuntimeException e) {
            s.close();
            throw e;
        }
    }
}
