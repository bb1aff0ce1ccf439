package org.iotcrypt.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import org.iotcrypt.cli.api.CommandFailure;
import org.iotcrypt.cli.api.FileNames;
import picocli.CommandLine;
import org.iotcrypt.sm2.Sm2SignatureStream;

/** The SM2 commands' inputs: whole small files, and files of any size streamed into a signature. */
final class Sm2Inputs {

    /** The largest file a Java array holds, with the JDK's own margin. */
    private static final long MAX_WHOLE_FILE = Integer.MAX_VALUE - 8;

    private Sm2Inputs() {
    }

    /** The whole content of {@code file} ("-": standard input), read into memory (encryption needs it there). */
    static byte[] readAll(CommandLine cli, Path file) throws CommandFailure {
        return StandardStreams.readAll(cli, file, MAX_WHOLE_FILE, "too large (SM2 encryption works on messages held in memory)");
    }

    /**
     * Feeds the file's content to an SM2 signer or verifier in chunks, so that a file of any
     * size is signed in constant memory; returns the stream, ready to sign or verify.
     */
    static Sm2SignatureStream feed(CommandLine cli, Sm2SignatureStream stream, Path file) throws CommandFailure {
        byte[] buffer = new byte[FileHasher.CHUNK];
        try (InputStream in = StandardStreams.open(cli, file)) {
            for (int n; (n = in.read(buffer)) != -1; ) {
                stream.update(buffer, 0, n);
            }
        } catch (IOException e) {
            throw StandardStreams.isDash(file) ? new CommandFailure("standard input: " + FileNames.reason(e), e)
                    : FileNames.failure(file, e);
        }
        return stream;
    }

}
