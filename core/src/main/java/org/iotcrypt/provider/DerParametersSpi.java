package org.iotcrypt.provider;

import java.io.IOException;
import java.security.AlgorithmParametersSpi;
import java.security.spec.AlgorithmParameterSpec;
import java.security.spec.InvalidParameterSpecException;

/**
 * The frame of the provider's AlgorithmParameters: one kind of spec in and out, and DER
 * (format name "ASN.1", the default) as the only encoding. Subclasses check, encode and decode.
 *
 * @param <S> the spec type, immutable (the JDK's IV-carrying specs copy their arrays)
 */
abstract class DerParametersSpi<S extends AlgorithmParameterSpec> extends AlgorithmParametersSpi {

    private final String name;
    private final Class<S> specType;
    private S spec;

    DerParametersSpi(String name, Class<S> specType) {
        this.name = name;
        this.specType = specType;
    }

    /** Checks a spec handed in, naming the allowed ranges in the exception. */
    abstract void check(S candidate) throws InvalidParameterSpecException;

    abstract S decode(byte[] der) throws IOException;

    abstract byte[] encode(S value);

    abstract String describe(S value);

    @Override
    protected final void engineInit(AlgorithmParameterSpec candidate) throws InvalidParameterSpecException {
        if (!specType.isInstance(candidate)) {
            throw new InvalidParameterSpecException(name + " parameters take a " + specType.getSimpleName()
                    + ", got " + (candidate == null ? "null" : candidate.getClass().getName()));
        }
        S typed = specType.cast(candidate);
        check(typed);
        spec = typed;
    }

    @Override
    protected final void engineInit(byte[] encoded) throws IOException {
        spec = decode(encoded);
    }

    @Override
    protected final void engineInit(byte[] encoded, String format) throws IOException {
        requireAsn1(format);
        engineInit(encoded);
    }

    @Override
    protected final <T extends AlgorithmParameterSpec> T engineGetParameterSpec(Class<T> type)
            throws InvalidParameterSpecException {
        if (!type.isAssignableFrom(specType)) {
            throw new InvalidParameterSpecException(name + " parameters give a " + specType.getSimpleName()
                    + ", not " + type.getName());
        }
        return type.cast(initialized());
    }

    @Override
    protected final byte[] engineGetEncoded() {
        return encode(initialized());
    }

    @Override
    protected final byte[] engineGetEncoded(String format) throws IOException {
        requireAsn1(format);
        return engineGetEncoded();
    }

    @Override
    protected final String engineToString() {
        return spec == null ? name + " parameters (not initialized)" : name + " parameters: " + describe(spec);
    }

    private S initialized() {
        if (spec == null) {
            throw new IllegalStateException(name + " parameters not initialized");
        }
        return spec;
    }

    private static void requireAsn1(String format) throws IOException {
        if (format != null && !format.equalsIgnoreCase("ASN.1")) {
            throw new IOException("only the ASN.1 (DER) format is supported, got " + format);
        }
    }
}
