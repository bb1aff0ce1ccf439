package org.iotcrypt.provider;

import java.security.InvalidParameterException;
import java.security.Provider;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.iotcrypt.pkix.PasswordProtection;
import org.iotcrypt.pkix.Pbes2;
import org.iotcrypt.pkix.Pbes2Parameters;
import org.iotcrypt.sm2.format.Sm2SignatureEncoding;

/**
 * The iotcrypt JCA provider, named {@value #NAME}. Its services, their parameters and their
 * rules are listed in the {@linkplain org.iotcrypt.provider package documentation}.
 *
 * <p>Use it directly ({@code Cipher.getInstance("SM4/GCM/NoPadding", new IotCryptProvider())}),
 * register it with {@link java.security.Security#addProvider}, or, on the module path, find it
 * through {@code ServiceLoader.load(Provider.class)}: the module {@code org.iotcrypt} provides it.
 *
 * <p>Services are created by constructor references rather than by reflection on class
 * names, so the provider works unchanged on the module path, and its service classes need not
 * be public.
 */
public final class IotCryptProvider extends Provider {

    private static final long serialVersionUID = 1L;

    /** The provider name used in {@code getInstance(..., "IotCrypt")}. */
    public static final String NAME = "IotCrypt";

    private static final String VERSION = "0.1";

    private static final String INFO = "IotCrypt provider: SM3 digest, HmacSM3, SM4 key generator, "
            + "SM4 cipher (ECB, CBC with NoPadding/PKCS5Padding; CTR, GCM, CCM), "
            + "PRESENT cipher (ECB, CBC with NoPadding/PKCS5Padding; CTR), "
            + "GCM/CCM/SM4/PRESENT algorithm parameters; SM2 key pair generator, key factory, "
            + "SM3withSM2 signature, SM2 cipher, SM2 key agreement; X.509 certificate factory, PKIX path validator and builder, "
            + "PBES2 cipher, parameters and key factory, PKCS12 and PKCS12-SM key stores";

    private static final String SM3_OID = "1.2.156.10197.1.401";

    /** SM2 SPIs take any provider's EC keys on sm2p256v1, or keys with these encodings. */
    private static final Map<String, String> SM2_KEYS = Map.of(
            "SupportedKeyClasses", "java.security.interfaces.ECPublicKey|java.security.interfaces.ECPrivateKey",
            "SupportedKeyFormats", "X.509|PKCS#8");

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
                        "SupportedModes", BlockCipherAlgorithm.SM4.supportedModes(),
                        "SupportedPaddings", CipherMode.SUPPORTED_PADDINGS,
                        "SupportedKeyFormats", "RAW"),
                Sm4CipherSpi.class, Sm4CipherSpi::new);
        add("Cipher", "PRESENT", List.of(), Map.of(
                        "SupportedModes", BlockCipherAlgorithm.PRESENT.supportedModes(),
                        "SupportedPaddings", CipherMode.SUPPORTED_PADDINGS,
                        "SupportedKeyFormats", "RAW"),
                PresentCipherSpi.class, PresentCipherSpi::new);
        add("AlgorithmParameters", "GCM", List.of(), Map.of(),
                GcmParametersSpi.class, GcmParametersSpi::new);
        add("AlgorithmParameters", "CCM", List.of(), Map.of(),
                CcmParametersSpi.class, CcmParametersSpi::new);
        add("AlgorithmParameters", "SM4", List.of(), Map.of(),
                IvParametersSpi.class, IvParametersSpi::new);
        add("AlgorithmParameters", "PRESENT", List.of(), Map.of(),
                IvParametersSpi.class, () -> new IvParametersSpi(BlockCipherAlgorithm.PRESENT));
        add("KeyPairGenerator", "SM2", List.of(), Map.of(),
                Sm2KeyPairGeneratorSpi.class, Sm2KeyPairGeneratorSpi::new);
        add("KeyFactory", "SM2", List.of(), Map.of(),
                Sm2KeyFactorySpi.class, Sm2KeyFactorySpi::new);
        add("Signature", "SM3withSM2", List.of("OID." + Sm2SignatureEncoding.SM3_WITH_SM2_OID, Sm2SignatureEncoding.SM3_WITH_SM2_OID, "SM2"), SM2_KEYS,
                Sm2SignatureSpi.class, Sm2SignatureSpi::new);
        Map<String, String> sm2Cipher = new HashMap<>(SM2_KEYS);
        sm2Cipher.put("SupportedModes", "C1C3C2|C1C2C3");
        sm2Cipher.put("SupportedPaddings", "NOPADDING");
        add("Cipher", "SM2", List.of(), sm2Cipher,
                Sm2CipherSpi.class, Sm2CipherSpi::new);
        add("KeyAgreement", "SM2", List.of(), SM2_KEYS,
                Sm2KeyAgreementSpi.class, Sm2KeyAgreementSpi::new);
        add("CertificateFactory", "X.509", List.of("X509"), Map.of(),
                X509CertificateFactorySpi.class, X509CertificateFactorySpi::new);
        add("CertPathValidator", "PKIX", List.of(), Map.of("ValidationAlgorithm", "RFC5280"),
                PkixCertPathValidatorSpi.class, PkixCertPathValidatorSpi::new);
        add("CertPathBuilder", "PKIX", List.of(), Map.of("ValidationAlgorithm", "RFC5280"),
                PkixCertPathBuilderSpi.class, PkixCertPathBuilderSpi::new);
        List<String> smSchemes = Pbes2Parameters.smSchemeNames();
        List<String> pbes2 = new java.util.ArrayList<>(List.of("OID." + Pbes2.PBES2, Pbes2.PBES2));
        pbes2.addAll(smSchemes);
        add("Cipher", "PBES2", pbes2, Map.of(), Pbes2CipherSpi.class, Pbes2CipherSpi::new);
        add("AlgorithmParameters", "PBES2", pbes2, Map.of(), Pbes2ParametersSpi.class, Pbes2ParametersSpi::new);
        add("SecretKeyFactory", "PBES2", smSchemes, Map.of(),
                Pbes2KeyFactorySpi.class, Pbes2KeyFactorySpi::new);
        add("KeyStore", "PKCS12", List.of(), Map.of(),
                Pkcs12KeyStoreSpi.class, () -> new Pkcs12KeyStoreSpi(PasswordProtection.AES_256_CBC));
        add("KeyStore", "PKCS12-SM", List.of(), Map.of(),
                Pkcs12KeyStoreSpi.class, () -> new Pkcs12KeyStoreSpi(PasswordProtection.SM4_CBC));
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
