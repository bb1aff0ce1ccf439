/**
 * iotcrypt: constant-time SM2, SM3, SM4 (ECB, CBC, CTR, GCM, CCM), PRESENT and Simpira, with a
 * JCA provider.
 *
 * <p>The exported packages are the supported API. Everything under {@code org.iotcrypt.internal}
 * (fields, points, scalar multipliers, GHASH, DER, PEM, byte helpers) is not exported and may
 * change in any release. The provider is offered to {@link java.util.ServiceLoader} as a
 * {@link java.security.Provider}, so that on the module path
 * {@code ServiceLoader.load(Provider.class)} finds it (and the JDK's
 * {@code Security.getProvider} does when it is listed in {@code java.security}).
 */
module org.iotcrypt {
    exports org.iotcrypt.cipher;
    exports org.iotcrypt.mode;
    exports org.iotcrypt.pkix;
    exports org.iotcrypt.present;
    exports org.iotcrypt.seal;
    exports org.iotcrypt.provider;
    exports org.iotcrypt.simpira;
    exports org.iotcrypt.sm2;
    exports org.iotcrypt.sm2.format;
    exports org.iotcrypt.sm3;
    exports org.iotcrypt.sm4;

    // The optional vector engines (module org.iotcrypt.vector) implement this internal service.
    exports org.iotcrypt.internal.engine to org.iotcrypt.vector;

    uses org.iotcrypt.internal.engine.VectorEngines;

    provides java.security.Provider with org.iotcrypt.provider.IotCryptProvider;
}
