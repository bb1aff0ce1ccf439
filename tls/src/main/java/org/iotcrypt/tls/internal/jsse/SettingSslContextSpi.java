package org.iotcrypt.tls.internal.jsse;

import java.security.KeyManagementException;
import java.security.SecureRandom;
import javax.net.ssl.KeyManager;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLContextSpi;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.SSLServerSocketFactory;
import javax.net.ssl.SSLSessionContext;
import javax.net.ssl.SSLSocketFactory;
import javax.net.ssl.TrustManager;

/**
 * The SSLContext users get: Bouncy Castle's JSSE context (with iotcrypt's crypto) underneath,
 * every engine and socket it makes given the {@link ConnectionSettings} before it is handed out.
 * Its default parameters name the configured suites and TLS 1.3, so code that copies them onto
 * an engine (the JDK's HttpClient does) keeps the SM suites.
 */
public final class SettingSslContextSpi extends SSLContextSpi {

    private final SSLContext bc;
    private final ConnectionSettings settings;

    public SettingSslContextSpi(SSLContext bc, ConnectionSettings settings) {
        this.bc = bc;
        this.settings = settings;
    }

    @Override
    protected void engineInit(KeyManager[] km, TrustManager[] tm, SecureRandom sr) throws KeyManagementException {
        throw new KeyManagementException("this context was initialised when it was built (SmTls); it takes no init");
    }

    @Override
    protected SSLSocketFactory engineGetSocketFactory() {
        return new SettingSocketFactory(bc.getSocketFactory(), settings);
    }

    @Override
    protected SSLServerSocketFactory engineGetServerSocketFactory() {
        return new SettingServerSocketFactory(bc.getServerSocketFactory(), settings);
    }

    @Override
    protected SSLEngine engineCreateSSLEngine() {
        return settings.apply(bc.createSSLEngine());
    }

    @Override
    protected SSLEngine engineCreateSSLEngine(String host, int port) {
        return settings.apply(bc.createSSLEngine(host, port));
    }

    @Override
    protected SSLSessionContext engineGetServerSessionContext() {
        return bc.getServerSessionContext();
    }

    @Override
    protected SSLSessionContext engineGetClientSessionContext() {
        return bc.getClientSessionContext();
    }

    @Override
    protected SSLParameters engineGetDefaultSSLParameters() {
        return configured(bc.getDefaultSSLParameters());
    }

    @Override
    protected SSLParameters engineGetSupportedSSLParameters() {
        return bc.getSupportedSSLParameters();
    }

    private SSLParameters configured(SSLParameters p) {
        return settings.configure(p);
    }
}
