package org.iotcrypt.provider;

import java.security.InvalidParameterException;
import java.security.Provider;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The iotcrypt JCA provider, named {@value #NAME}.
 *
 * <p>It offers {@code MessageDigest SM3} (also under its OID 1.2.156.10197.1.401),
 * {@code Mac HmacSM3}, {@code KeyGenerator SM4}, {@code Cipher SM4/{ECB,CBC,CTR,GCM,CCM}/...}
 * (see {@link Sm4CipherSpi} for the modes, paddings and parameters) and
 * {@code AlgorithmParameters GCM, CCM, SM4} so that {@code Cipher.getParameters()} works.
 * Use it directly ({@code Cipher.getInstance("SM4/GCM/NoPadding", new IotCryptProvider())})
 * or register it with {@link java.security.Security#addProvider}.
 *
 * <p>Services are created by constructor references rather than by reflection on class
 * names, so the provider works unchanged on the module path.
 */
public final class IotCryptProvider extends Provider {

    private static final long serialVersionUID = 1L;

    /** The provider name used in {@code getInstance(..., "IotCrypt")}. */
    public static final String NAME = "IotCrypt";

    private static final String VERSION = "0.1";

    private static final String INFO = "IotCrypt provider: SM3 digest, HmacSM3, SM4 key generator, "
            + "SM4 cipher (ECB, CBC with NoPadding/PKCS5Padding; CTR, GCM, CCM), "
            + "GCM/CCM/SM4 algorithm parameters";

    private static final String SM3_OID = "1.2.156.10197.1.401";

    /** Creates the provider; cheap, but {@link #instance()} serves internal needs. */
    public IotCryptProvider() {
        super(NAME, VERSION, INFO);
        add("MessageDigest", "SM3", List.of("OID." + SM3_OID, SM3_OID), Map.of(),
                Sm3DigestSpi.class, Sm3DigestSpi::new);
        add("Mac", "HmacSM3", List.of("HMAC-SM3"), Map.of("SupportedKeyFormats", "RAW"),
                HmacSm3Spi.class, HmacSm3Spi::new);
        add("KeyGenerator", "SM4", List.of(), Map.of(),
                Sm4KeyGeneratorSpi.class, Sm4KeyGeneratorSpi::new);
        add("Cipher", "SM4", List.of(), Map.of(
                        "SupportedModes", CipherMode.SUPPORTED_MODES,
                        "SupportedPaddings", CipherMode.SUPPORTED_PADDINGS,
                        "SupportedKeyFormats", "RAW"),
                Sm4CipherSpi.class, Sm4CipherSpi::new);
        add("AlgorithmParameters", "GCM", List.of(), Map.of(),
                GcmParametersSpi.class, GcmParametersSpi::new);
        add("AlgorithmParameters", "CCM", List.of(), Map.of(),
                CcmParametersSpi.class, CcmParametersSpi::new);
        add("AlgorithmParameters", "SM4", List.of(), Map.of(),
                IvParametersSpi.class, IvParametersSpi::new);
    }

    /** A shared instance, for the provider's own look-ups (parameters of a cipher). */
    static Provider instance() {
        return Shared.INSTANCE;
    }

    private void add(String type, String algorithm, List<String> aliases, Map<String, String> attributes,
            Class<?> implementation, Supplier<?> factory) {
        Map<String, String> all = new HashMap<>(attributes);
        all.put("ImplementedIn", "Software");
        putService(new SpiService(this, type, algorithm, implementation.getName(), aliases, all, factory));
    }

    /** A service that builds its SPI through a constructor reference. */
    private static final class SpiService extends Provider.Service {

        private final Supplier<?> factory;

        SpiService(Provider provider, String type, String algorithm, String className, List<String> aliases,
                Map<String, String> attributes, Supplier<?> factory) {
            super(provider, type, algorithm, className, aliases, attributes);
            this.factory = factory;
        }

        @Override
        public Object newInstance(Object constructorParameter) {
            if (constructorParameter != null) {
                throw new InvalidParameterException(getType() + " " + getAlgorithm()
                        + " takes no constructor parameter");
            }
            return factory.get();
        }
    }

    private static final class Shared {
        static final IotCryptProvider INSTANCE = new IotCryptProvider();
    }
}
