package org.iotcrypt.tls;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.SSLEngineResult;
import javax.net.ssl.SSLException;

/**
 * Runs an {@link SSLEngine} in memory over given peer bytes: delegated tasks, wraps (whose
 * output is collected) and unwraps until the engine wants more than there is, closes, or throws.
 * Every step consumes input or produces output, and the steps are counted: an engine that neither
 * settles nor fails within {@value #MAX_STEPS} steps is a hang, reported as one.
 */
final class EngineDriver {

    static final int MAX_STEPS = 10_000;

    private EngineDriver() {
    }

    /**
     * Feeds {@code peerBytes} to the engine.
     *
     * @return what the engine sent meanwhile
     * @throws SSLException what the engine refused (an alert)
     */
    static byte[] drive(SSLEngine engine, byte[] peerBytes) throws SSLException {
        ByteBuffer in = ByteBuffer.wrap(peerBytes);
        ByteBuffer app = ByteBuffer.allocate(engine.getSession().getApplicationBufferSize() + 64);
        ByteBuffer net = ByteBuffer.allocate(engine.getSession().getPacketBufferSize() + 64);
        ByteArrayOutputStream sent = new ByteArrayOutputStream();
        for (int steps = 0; steps < MAX_STEPS; steps++) {
            SSLEngineResult.HandshakeStatus hs = engine.getHandshakeStatus();
            if (hs == SSLEngineResult.HandshakeStatus.NEED_TASK) {
                Runnable task;
                while ((task = engine.getDelegatedTask()) != null) {
                    task.run();
                }
                continue;
            }
            if (hs == SSLEngineResult.HandshakeStatus.NEED_WRAP) {
                net.clear();
                SSLEngineResult r = engine.wrap(ByteBuffer.allocate(0), net);
                sent.write(net.array(), 0, net.position());
                if (r.getStatus() == SSLEngineResult.Status.CLOSED || r.bytesProduced() == 0) {
                    return sent.toByteArray();
                }
                continue;
            }
            if (!in.hasRemaining() || engine.isInboundDone()) {
                return sent.toByteArray();
            }
            app.clear();
            SSLEngineResult r = engine.unwrap(in, app);
            if (r.getStatus() == SSLEngineResult.Status.BUFFER_UNDERFLOW || r.getStatus() == SSLEngineResult.Status.CLOSED
                    || r.bytesConsumed() == 0 && r.bytesProduced() == 0
                    && engine.getHandshakeStatus() != SSLEngineResult.HandshakeStatus.NEED_WRAP
                    && engine.getHandshakeStatus() != SSLEngineResult.HandshakeStatus.NEED_TASK) {
                return sent.toByteArray();
            }
        }
        throw new AssertionError("the engine neither settled nor failed in " + MAX_STEPS + " steps");
    }

    /** The client's first flight: what a fresh client engine sends before hearing anything. */
    static byte[] clientHello(SSLEngine client) throws SSLException {
        client.beginHandshake();
        return drive(client, new byte[0]);
    }
}
