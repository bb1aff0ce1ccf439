package org.iotcrypt.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.iotcrypt.sm2.Sm2PublicKey;
import org.iotcrypt.sm2.Sm2UserId;
import org.iotcrypt.sm2.Sm2Za;
import org.iotcrypt.sm3.Sm3;

/** The SM2 commands' inputs: whole small files, and the message digest of files of any size. */
final class InputFiles {

    /** The largest file a Java array holds, with the JDK's own margin. */
    private static final long MAX_WHOLE_FILE = Integer.MAX_VALUE - 8;

    private InputFiles() {
    }

    /** The whole content of {@code file}, read into memory (encryption needs it there). */
    static byte[] readAll(Path file) throws CommandFailure {
        return readAll(file, MAX_WHOLE_FILE, "too large (SM2 encryption works on messages held in memory)");
    }

    /** The whole content of {@code file}, refused with {@code tooLarge} above {@code maxBytes}. */
    static byte[] readAll(Path file, long maxBytes, String tooLarge) throws CommandFailure {
        try {
            if (Files.size(file) > maxBytes) {
                throw new CommandFailure(FileNames.quote(file.toString()) + ": " + tooLarge);
            }
            return Files.readAllBytes(file);
        } catch (IOException e) {
            throw failure(file, e);
        }
    }

    /**
     * SM2's message digest e = SM3(Z_A || M) (GB/T 32918.2, 6.1 steps A1-A2) of the file's
     * content, streamed in chunks so that a file of any size is signed in constant memory.
     */
    static byte[] sm2Digest(Sm2PublicKey signer, Sm2UserId id, Path file) throws CommandFailure {
        Sm3 sm3 = new Sm3();
        sm3.update(Sm2Za.compute(signer, id));
        byte[] buffer = new byte[FileHasher.CHUNK];
        try (InputStream in = FileHasher.openFile(file.toString())) {
            for (int n; (n = in.read(buffer)) != -1; ) {
                sm3.update(buffer, 0, n);
            }
        } catch (IOException e) {
            throw failure(file, e);
        }
        return sm3.digest();
    }

    static CommandFailure failure(Path file, IOException e) {
        return new CommandFailure(FileNames.quote(file.toString()) + ": " + FileHasher.reason(e), e);
    }
}
