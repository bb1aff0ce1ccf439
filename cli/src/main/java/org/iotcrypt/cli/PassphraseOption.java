package org.iotcrypt.cli;

import java.nio.file.Path;
import java.util.Arrays;
import org.iotcrypt.cli.api.CommandFailure;
import org.iotcrypt.cli.api.InputFiles;
import picocli.CommandLine.Option;

/** {@code --key-passphrase-file}: the passphrase of an encrypted private key, as OpenSSL's {@code -passin file:FILE} reads it. */
class PassphraseOption {

    @Option(names = "--key-passphrase-file", paramLabel = "FILE",
            description = "The passphrase of an encrypted private key (PKCS#8 PBES2, as 'openssl pkcs8 -topk8 -v2 aes-256-cbc|sm4-cbc' writes; the PKCS#12 PBEs of older files): the file's first line, as OpenSSL's -passin file: reads it.")
    Path file;

    /** The passphrase's bytes (the first line, without its line ending), or null if none was given. */
    byte[] read() throws CommandFailure {
        return file == null ? null : firstLine(file);
    }

    /** The first line of a passphrase file, without its line ending (a fresh array the caller wipes). */
    static byte[] firstLine(Path file) throws CommandFailure {
        byte[] all = InputFiles.readAll(file, 64 * 1024, "too large for a passphrase file");
        int end = 0;
        while (end < all.length && all[end] != '\n' && all[end] != '\r') {
            end++;
        }
        byte[] line = Arrays.copyOf(all, end);
        Arrays.fill(all, (byte) 0);
        return line;
    }
}
