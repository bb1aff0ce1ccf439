package org.iotcrypt.cli;

import java.util.Locale;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** A size option: bytes, or with K/KiB or M/MiB (powers of 1024): {@code 65536}, {@code 64K}, {@code 1MiB}. */
final class ByteSize implements ITypeConverter<Integer> {

    @Override
    public Integer convert(String value) {
        String v = value.strip().toUpperCase(Locale.ROOT);
        long unit = 1;
        if (v.endsWith("KIB") || v.endsWith("K")) {
            unit = 1024;
            v = v.substring(0, v.length() - (v.endsWith("KIB") ? 3 : 1));
        } else if (v.endsWith("MIB") || v.endsWith("M")) {
            unit = 1024 * 1024;
            v = v.substring(0, v.length() - (v.endsWith("MIB") ? 3 : 1));
        }
        try {
            long n = Long.parseLong(v) * unit;
            if (n <= 0 || n > Integer.MAX_VALUE) {
                throw new TypeConversionException("'" + value + "' is not a size in bytes");
            }
            return (int) n;
        } catch (NumberFormatException e) {
            throw new TypeConversionException("'" + value + "' is not a size (bytes, or a number with K or M)");
        }
    }
}
