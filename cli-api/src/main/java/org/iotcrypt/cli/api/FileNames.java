package org.iotcrypt.cli.api;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * File names as diagnostics show them: quoted the way GNU coreutils quotes them (gnulib's
 * "shell-escape" style), so that a name with blanks, shell specials or control characters is
 * unambiguous and can be pasted back into a shell. Plain names stay as they are. And the reason
 * of an I/O failure, in the words coreutils uses.
 */
public final class FileNames {

    /** Characters that make a name need quotes anywhere in it (':' too, as in coreutils' messages). */
    private static final String SPECIAL = " !\"$&'()*:;<=>?[\\^`|";
    /** Characters that make a name need quotes only at its start. */
    private static final String SPECIAL_FIRST = "#~";
    /** Characters that stay literal only between single quotes. */
    private static final String SPECIAL_IN_DOUBLE_QUOTES = "\"$`\\!";

    private FileNames() {
    }

    /** The name as a diagnostic shows it. */
    public static String quote(String name) {
        if (name.isEmpty()) {
            return "''";
        }
        boolean special = SPECIAL_FIRST.indexOf(name.charAt(0)) >= 0;
        boolean control = false;
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            control |= isControl(c);
            special |= SPECIAL.indexOf(c) >= 0;
        }
        if (!special && !control) {
            return name;
        }
        if (!control && name.indexOf('\'') >= 0 && noneOf(name, SPECIAL_IN_DOUBLE_QUOTES)) {
            return "\"" + name + "\"";
        }
        StringBuilder quoted = new StringBuilder("'");
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c == '\'') {
                quoted.append("'\\''");
            } else if (isControl(c)) {
                quoted.append("'$'").append(escape(c)).append("''");
            } else {
                quoted.append(c);
            }
        }
        return quoted.append('\'').toString();
    }

    private static boolean isControl(char c) {
        return c < 0x20 || c == 0x7f;
    }

    private static boolean noneOf(String s, String chars) {
        for (int i = 0; i < s.length(); i++) {
            if (chars.indexOf(s.charAt(i)) >= 0) {
                return false;
            }
        }
        return true;
    }

    /** A control character as a C escape, as it appears inside {@code $'...'}. */
    private static String escape(char c) {
        return switch (c) {
            case 7 -> "\\a";
            case '\b' -> "\\b";
            case '\f' -> "\\f";
            case '\n' -> "\\n";
            case '\r' -> "\\r";
            case '\t' -> "\\t";
            case 11 -> "\\v";
            default -> String.format("\\%03o", (int) c);
        };
    }

    /** What went wrong, in the words of coreutils ("No such file or directory"), never a stack trace. */
    public static String reason(IOException e) {
        if (e instanceof NoSuchFileException) {
            return "No such file or directory";
        }
        if (e instanceof AccessDeniedException) {
            return "Permission denied";
        }
        if (e instanceof FileSystemException && ((FileSystemException) e).getReason() != null) {
            return ((FileSystemException) e).getReason();
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }

    /** "name: reason", the one line a failed file operation reports. */
    public static CommandFailure failure(Path file, IOException e) {
        return new CommandFailure(quote(file.toString()) + ": " + reason(e), e);
    }
}
