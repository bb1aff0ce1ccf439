package org.iotcrypt.cli;

import java.nio.charset.StandardCharsets;
import org.iotcrypt.sm2.Sm2UserId;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine;

/** The {@code --id} / {@code --id-hex} options of sign and verify: the signer's user ID in Z_A. */
final class UserIdOptions {

    @Option(names = "--id", paramLabel = "ID",
            description = "The signer's user ID as text (UTF-8). Default: 1234567812345678, GM/T 0009's, which Bouncy Castle, GmSSL and Kona use; OpenSSL 3.0's 'dgst -sign' and 'pkeyutl -sign' use an empty ID unless given -sigopt distid:1234567812345678, so --id '' matches them.")
    private String text;

    @Option(names = "--id-hex", paramLabel = "HEX", description = "The signer's user ID as hex bytes.")
    private String hex;

    /** The ID; a usage error if both forms are given, the hex is not hex, or the ID is too long. */
    Sm2UserId userId(CommandLine cli) {
        if (text != null && hex != null) {
            throw new ParameterException(cli, "give the user ID once: --id or --id-hex, not both");
        }
        byte[] id;
        if (hex != null) {
            try {
                id = HexText.parse(hex);
            } catch (IllegalArgumentException e) {
                throw new ParameterException(cli, "--id-hex: not hex: " + e.getMessage());
            }
        } else if (text != null) {
            id = text.getBytes(StandardCharsets.UTF_8);
        } else {
            return Sm2UserId.DEFAULT;
        }
        try {
            return Sm2UserId.of(id);
        } catch (IllegalArgumentException tooLong) {
            throw new ParameterException(cli, tooLong.getMessage());
        }
    }
}
