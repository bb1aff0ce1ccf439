package org.iotcrypt.tls.internal.jsse;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import javax.net.ssl.SSLServerSocket;
import javax.net.ssl.SSLServerSocketFactory;

/** Bouncy Castle's server socket factory, each accepted socket given the context's settings. */
final class SettingServerSocketFactory extends SSLServerSocketFactory {

    private final SSLServerSocketFactory bc;
    private final ConnectionSettings settings;

    SettingServerSocketFactory(SSLServerSocketFactory bc, ConnectionSettings settings) {
        this.bc = bc;
        this.settings = settings;
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
    public ServerSocket createServerSocket() throws IOException {
        return new SettingServerSocket((SSLServerSocket) bc.createServerSocket(), settings);
    }

    @Override
    public ServerSocket createServerSocket(int port) throws IOException {
        return new SettingServerSocket((SSLServerSocket) bc.createServerSocket(port), settings);
    }

    @Override
    public ServerSocket createServerSocket(int port, int backlog) throws IOException {
        return new SettingServerSocket((SSLServerSocket) bc.createServerSocket(port, backlog), settings);
    }

    @Override
    public ServerSocket createServerSocket(int port, int backlog, InetAddress ifAddress) throws IOException {
        return new SettingServerSocket((SSLServerSocket) bc.createServerSocket(port, backlog, ifAddress), settings);
    }
}
