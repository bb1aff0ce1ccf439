package org.iotcrypt.tls;

import java.nio.ByteBuffer;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.SSLEngineResult;
import javax.net.ssl.SSLEngineResult.HandshakeStatus;
import javax.net.ssl.SSLException;

/**
 * A client and a server {@link SSLEngine} talking in memory, no sockets: the handshake, then
 * application records one way. Public for the benchmarks (bench/tls), which run the same code.
 * Steps are counted: a pair that does not finish its handshake in {@value #MAX_STEPS} is an error.
 */
public final class EnginePair {

    static final int MAX_STEPS = 1_000;

    private final SSLEngine client;
    private final SSLEngine server;
    private final ByteBuffer clientToServer;
    private final ByteBuffer serverToClient;
    private final ByteBuffer appIn;

    public EnginePair(SSLEngine client, SSLEngine server) {
        this.client = client;
        this.server = server;
        int packet = Math.max(client.getSession().getPacketBufferSize(), server.getSession().getPacketBufferSize());
        this.clientToServer = ByteBuffer.allocate(4 * packet);
        this.serverToClient = ByteBuffer.allocate(4 * packet);
        this.appIn = ByteBuffer.allocate(4 * Math.max(client.getSession().getApplicationBufferSize(),
                server.getSession().getApplicationBufferSize()));
    }

    /** Runs the handshake to its end on both sides. */
    public void handshake() throws SSLException {
        client.beginHandshake();
        server.beginHandshake();
        for (int steps = 0; steps < MAX_STEPS; steps++) {
            boolean moved = step(client, serverToClient, clientToServer) | step(server, clientToServer, serverToClient);
            if (done(client) && done(server) && clientToServer.position() == 0 && serverToClient.position() == 0) {
                return;
            }
            if (!moved) {
                throw new SSLException("the handshake stalled: client " + client.getHandshakeStatus() + ", server "
                        + server.getHandshakeStatus());
            }
        }
        throw new SSLException("the handshake did not finish in " + MAX_STEPS + " steps");
    }

    private static boolean done(SSLEngine e) {
        HandshakeStatus hs = e.getHandshakeStatus();
        return hs == HandshakeStatus.NOT_HANDSHAKING || hs == HandshakeStatus.FINISHED;
    }

    /** One engine's turn: its tasks, what it has to send, what it was sent. Whether anything moved. */
    private boolean step(SSLEngine e, ByteBuffer incoming, ByteBuffer outgoing) throws SSLException {
        boolean moved = false;
        HandshakeStatus hs = e.getHandshakeStatus();
        if (hs == HandshakeStatus.NEED_TASK) {
            Runnable task;
            while ((task = e.getDelegatedTask()) != null) {
                task.run();
            }
            return true;
        }
        if (hs == HandshakeStatus.NEED_WRAP) {
            SSLEngineResult r = e.wrap(ByteBuffer.allocate(0), outgoing);
            moved |= r.bytesProduced() > 0 || r.getHandshakeStatus() != hs;
        }
        if (incoming.position() > 0) {
            incoming.flip();
            appIn.clear();
            SSLEngineResult r = e.unwrap(incoming, appIn);
            incoming.compact();
            moved |= r.bytesConsumed() > 0;
        }
        return moved;
    }

    /**
     * Sends {@code data} from the client as application records and receives it at the server.
     *
     * @return the bytes the server received
     */
    public int clientToServer(ByteBuffer data) throws SSLException {
        return send(client, server, data, clientToServer);
    }

    private int send(SSLEngine from, SSLEngine to, ByteBuffer data, ByteBuffer wire) throws SSLException {
        int received = 0;
        for (int steps = 0; data.hasRemaining() && steps < MAX_STEPS; steps++) {
            wire.clear();
            from.wrap(data, wire);
            wire.flip();
            while (wire.hasRemaining()) {
                appIn.clear();
                SSLEngineResult r = to.unwrap(wire, appIn);
                received += r.bytesProduced();
                if (r.bytesConsumed() == 0) {
                    break;
                }
            }
        }
        wire.clear();
        return received;
    }
}
