package org.iotcrypt.tls;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A TCP relay for one connection that records the TLS record types each side sends, in order
 * ("C22:189" for a client handshake record of 189 bytes, "C20:1" for a client change_cipher_spec, "S23:903" ...).
 * Public framing only: the records themselves pass unchanged.
 */
final class RecordRelay implements AutoCloseable {

    final List<String> records = new CopyOnWriteArrayList<>();
    private final ServerSocket listener;
    private final int target;

    RecordRelay(int target) throws IOException {
        this.listener = new ServerSocket(0);
        this.target = target;
        Thread t = new Thread(this::run, "record-relay");
        t.setDaemon(true);
        t.start();
    }

    int port() {
        return listener.getLocalPort();
    }

    private void run() {
        try (Socket client = listener.accept(); Socket server = new Socket("127.0.0.1", target)) {
            Thread back = new Thread(() -> pump(server, client, "S"));
            back.setDaemon(true);
            back.start();
            pump(client, server, "C");
            back.join(10_000);
        } catch (IOException | InterruptedException e) {
            records.add("relay: " + e);
        }
    }

    private void pump(Socket from, Socket to, String side) {
        try {
            DataInputStream in = new DataInputStream(from.getInputStream());
            OutputStream out = to.getOutputStream();
            while (true) {
                byte[] header = new byte[5];
                in.readFully(header);
                byte[] body = new byte[((header[3] & 0xff) << 8) | (header[4] & 0xff)];
                in.readFully(body);
                records.add(side + header[0] + ":" + body.length);
                out.write(header);
                out.write(body);
                out.flush();
            }
        } catch (IOException e) {
            try {
                to.shutdownOutput();
            } catch (IOException ignored) {
                // the other side is gone as well
            }
        }
    }

    @Override
    public void close() throws IOException {
        listener.close();
    }
}
