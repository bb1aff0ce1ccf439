package org.iotcrypt.tls.internal.jsse;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketAddress;
import java.net.SocketException;
import java.net.SocketOption;
import java.util.Set;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.SSLServerSocket;
import javax.net.ssl.SSLSocket;

/**
 * A Bouncy Castle server socket whose accepted sockets get the context's settings before their
 * first byte (Bouncy Castle's server sockets take no per-connection parameters of their own).
 * Every call goes to the socket underneath; this object's own socket is never bound.
 */
final class SettingServerSocket extends SSLServerSocket {

    private final SSLServerSocket bc;
    private final ConnectionSettings settings;

    SettingServerSocket(SSLServerSocket bc, ConnectionSettings settings) throws IOException {
        this.bc = bc;
        this.settings = settings;
    }

    @Override
    public Socket accept() throws IOException {
        SSLSocket s = (SSLSocket) bc.accept();
        try {
            return settings.apply(s, false);
        } catch (RuntimeException e) {
            s.close();
            throw e;
        }
    }

    @Override
    public void bind(SocketAddress endpoint) throws IOException {
        bc.bind(endpoint);
    }

    @Override
    public void bind(SocketAddress endpoint, int backlog) throws IOException {
        bc.bind(endpoint, backlog);
    }

    @Override
    public InetAddress getInetAddress() {
        return bc.getInetAddress();
    }

    @Override
    public int getLocalPort() {
        return bc.getLocalPort();
    }

    @Override
    public SocketAddress getLocalSocketAddress() {
        return bc.getLocalSocketAddress();
    }

    @Override
    public void close() throws IOException {
        bc.close();
    }

    @Override
    public boolean isBound() {
        return bc.isBound();
    }

    @Override
    public boolean isClosed() {
        return bc.isClosed();
    }

    @Override
    public synchronized void setSoTimeout(int timeout) throws SocketException {
        bc.setSoTimeout(timeout);
    }

    @Override
    public synchronized int getSoTimeout() throws IOException {
        return bc.getSoTimeout();
    }

    @Override
    public void setReuseAddress(boolean on) throws SocketException {
        bc.setReuseAddress(on);
    }

    @Override
    public boolean getReuseAddress() throws SocketException {
        return bc.getReuseAddress();
    }

    @Override
    public synchronized void setReceiveBufferSize(int size) throws SocketException {
        bc.setReceiveBufferSize(size);
    }

    @Override
    public synchronized int getReceiveBufferSize() throws SocketException {
        return bc.getReceiveBufferSize();
    }

    @Override
    public <T> ServerSocket setOption(SocketOption<T> name, T value) throws IOException {
        bc.setOption(name, value);
        return this;
    }

    @Override
    public <T> T getOption(SocketOption<T> name) throws IOException {
        return bc.getOption(name);
    }

    @Override
    public Set<SocketOption<?>> supportedOptions() {
        return bc.supportedOptions();
    }

    @Override
    public String toString() {
        return bc.toString();
    }

    // The settings decide these; reading them reports what accepted sockets get.
    @Override
    public String[] getEnabledCipherSuites() {
        return settings.suites();
    }

    @Override
    public void setEnabledCipherSuites(String[] suites) {
        throw new UnsupportedOperationException("the suites are the context's: give them to SmTls when building it");
    }

    @Override
    public String[] getSupportedCipherSuites() {
        return bc.getSupportedCipherSuites();
    }

    @Override
    public String[] getSupportedProtocols() {
        return bc.getSupportedProtocols();
    }

    @Override
    public String[] getEnabledProtocols() {
        return ConnectionSettings.PROTOCOLS.clone();
    }

    @Override
    public void setEnabledProtocols(String[] protocols) {
        throw new UnsupportedOperationException("the context speaks TLS 1.3 only");
    }

    @Override
    public void setNeedClientAuth(boolean need) {
        throw new UnsupportedOperationException("client authentication is the context's: give it to SmTls");
    }

    @Override
    public boolean getNeedClientAuth() {
        return settings.needClientAuth();
    }

    @Override
    public void setWantClientAuth(boolean want) {
        throw new UnsupportedOperationException("client authentication is the context's: give it to SmTls");
    }

    @Override
    public boolean getWantClientAuth() {
        return settings.wantClientAuth();
    }

    @Override
    public void setUseClientMode(boolean mode) {
        if (mode) {
            throw new UnsupportedOperationException("a server context's sockets are servers");
        }
    }

    @Override
    public boolean getUseClientMode() {
        return false;
    }

    @Override
    public void setEnableSessionCreation(boolean flag) {
        bc.setEnableSessionCreation(flag);
    }

    @Override
    public boolean getEnableSessionCreation() {
        return bc.getEnableSessionCreation();
    }

    @Override
    public SSLParameters getSSLParameters() {
        return settings.configure(bc.getSSLParameters());
    }
}
