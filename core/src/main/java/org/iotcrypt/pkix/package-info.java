/**
 * X.509 for SM2 on the plain JDK: certificates parsed strictly from DER or PEM into
 * {@link java.security.cert.X509Certificate}s whose SM2 keys are this library's, and
 * SM3withSM2 signatures verified as GM/T 0015 and OpenSSL 3.0 make them
 * ({@link org.iotcrypt.pkix.Sm2CertificateIdPolicy}). The provider offers it as
 * {@code CertificateFactory X.509}.
 *
 * <p>Certificates are public data: parsing and verification take variable-time paths.
 */
package org.iotcrypt.pkix;
