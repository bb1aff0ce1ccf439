package org.iotcrypt.cli;

import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import org.iotcrypt.sm2.format.CiphertextFormat;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * The {@code --format} values of encrypt and decrypt, as users write them: {@code der} (GM/T 0009
 * DER C1C3C2, what OpenSSL, GmSSL and Kona emit), {@code c1c3c2} and {@code c1c2c3} (raw
 * concatenations, C1 as 04||x||y).
 */
final class Sm2CiphertextLayout implements ITypeConverter<CiphertextFormat>, Iterable<String> {

    private static final List<String> NAMES = List.of("der", "c1c3c2", "c1c2c3");

    @Override
    public CiphertextFormat convert(String value) {
        switch (value.toLowerCase(Locale.ROOT)) {
            case "der":
                return CiphertextFormat.DER_C1C3C2;
            case "c1c3c2":
                return CiphertextFormat.RAW_C1C3C2;
            case "c1c2c3":
                return CiphertextFormat.RAW_C1C2C3;
            default:
                throw new TypeConversionException("'" + value + "' is not one of " + String.join(", ", NAMES));
        }
    }

    /** The completion candidates picocli lists in the help. */
    @Override
    public Iterator<String> iterator() {
        return NAMES.iterator();
    }
}
