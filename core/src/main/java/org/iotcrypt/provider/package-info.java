/**
 * The JCA provider {@link org.iotcrypt.provider.IotCryptProvider} (name {@code "IotCrypt"}) and
 * the parameter specs and key types its services take or return. The service classes themselves
 * are not public: reach them through {@code getInstance(..., "IotCrypt")} or the provider object.
 *
 * <h2>Services</h2>
 * <ul>
 * <li>{@code MessageDigest SM3} (also OID 1.2.156.10197.1.401), GB/T 32905.</li>
 * <li>{@code Mac HmacSM3} (alias {@code HMAC-SM3}), RFC 2104 over SM3, keys of any length.</li>
 * <li>{@code KeyGenerator SM4}: 16-byte keys from a {@link java.security.SecureRandom}.</li>
 * <li>{@code Cipher SM4} (GB/T 32907), 16-byte keys, and {@code Cipher PRESENT} (ISO/IEC
 * 29192-2), 10- or 16-byte keys: ECB and CBC with NoPadding or PKCS5Padding (alias
 * PKCS7Padding), CTR, and for SM4 also GCM and CCM (NoPadding only). The name alone means
 * ECB/PKCS5Padding, as {@code "AES"} does in the JDK.</li>
 * <li>{@code AlgorithmParameters GCM, CCM, SM4, PRESENT}, so that {@code Cipher.getParameters()}
 * round-trips.</li>
 * <li>SM2 on sm2p256v1 (GB/T 32918): {@code KeyPairGenerator SM2}, {@code KeyFactory SM2}
 * (X.509 and PKCS#8 encodings, {@code ECPublicKeySpec}/{@code ECPrivateKeySpec}, any provider's
 * EC keys on the curve), {@code Signature SM3withSM2} (OID 1.2.156.10197.1.501),
 * {@code Cipher SM2} and {@code KeyAgreement SM2}.</li>
 * <li>PKI ({@link org.iotcrypt.pkix}): {@code CertificateFactory X.509} (certificates, CRLs,
 * PkiPath and PKCS7 paths), {@code CertPathValidator PKIX} (RFC 5280 §6.1 with CRLs) and {@code CertPathBuilder PKIX},
 * {@code KeyStore PKCS12} (writes OpenSSL 3's default: PBES2 AES-256-CBC, SHA-256 MAC) and
 * {@code KeyStore PKCS12-SM} (writes SM4-CBC, PBKDF2-HMAC-SM3, SM3 MAC), both reading every
 * scheme {@link org.iotcrypt.pkix.Pkcs12Store} reads; {@code Cipher}, {@code AlgorithmParameters}
 * and {@code SecretKeyFactory PBES2} (OID 1.2.840.113549.1.5.13, and the names
 * {@code PBEWith<prf>And<cipher>} that involve SM3 or SM4) for {@code EncryptedPrivateKeyInfo}.</li>
 * </ul>
 *
 * <h2>Block ciphers</h2>
 * <p><b>Parameters.</b> CBC and CTR take an {@link javax.crypto.spec.IvParameterSpec} of one
 * block (for CTR the initial counter block; the whole block counts, big-endian, and wraps). GCM
 * and CCM take a {@link javax.crypto.spec.GCMParameterSpec}: GCM an IV of at least one byte and
 * a tag of 96..128 bits; CCM a nonce of 7..13 bytes and a tag of 32..128 bits in steps of 16
 * (the rules of {@link org.iotcrypt.mode.GcmParameters} and {@link org.iotcrypt.mode.CcmParameters},
 * which the low-level modes apply too). An encryption initialized without parameters gets a
 * random IV (one block for CBC/CTR, a 12-byte nonce and a 128-bit tag for GCM/CCM), readable
 * through {@code getIV()} and {@code getParameters()}; a decryption without parameters is refused.
 *
 * <p><b>Life cycle.</b> {@code doFinal} returns the cipher to the state right after
 * {@code init}, whether it succeeded or threw. GCM and CCM encryption are the exception: after
 * their {@code doFinal} the cipher refuses more data with {@link java.lang.IllegalStateException}
 * until {@code init} is called again, and an {@code init} for encryption with the same key and
 * nonce as the previous one throws {@link java.security.InvalidAlgorithmParameterException}.
 *
 * <p><b>Authenticated decryption.</b> GCM and CCM decryption buffer the ciphertext;
 * {@code doFinal} releases the plaintext only after the tag verified, and otherwise throws
 * {@link javax.crypto.AEADBadTagException} and writes nothing.
 *
 * <p><b>Output buffers.</b> {@code update} and {@code doFinal} into a caller's array throw
 * {@link javax.crypto.ShortBufferException} without changing state when the array cannot hold
 * {@code getOutputSize}; the caller can retry with a larger one.
 *
 * <p><b>Keys.</b> A cipher keeps its key expanded, with one raw copy; both are overwritten when
 * another key comes, and when this provider's key object (from {@code KeyGenerator SM4}, or an
 * SM2 agreed {@link org.iotcrypt.provider.Sm2SharedKey}) is destroyed.
 *
 * <h2>SM2</h2>
 * <p><b>Signature SM3withSM2</b> signs e = SM3(Z_A || M) and writes DER
 * {@code SEQUENCE {r, s}} as OpenSSL, Bouncy Castle and Kona do. The user ID in Z_A is
 * {@code "1234567812345678"} unless an {@link org.iotcrypt.provider.Sm2ParameterSpec} is set
 * through {@code setParameter} before the first {@code update}. {@code verify} returns false for
 * a well-formed signature that does not verify and throws {@link java.security.SignatureException}
 * ("malformed") for an encoding that is not a strict DER pair of INTEGERs in [1, 2^256 - 1].
 *
 * <p><b>Cipher SM2</b>: {@code "SM2"} alone writes and reads the DER {@code SEQUENCE {x, y, C3, C2}}
 * of GM/T 0009 (OpenSSL 3, GmSSL, Kona); {@code "SM2/C1C3C2/NoPadding"} and
 * {@code "SM2/C1C2C3/NoPadding"} the raw concatenations with C1 as {@code 04||x||y}. (Bouncy
 * Castle's {@code "SM2"} means raw C1C2C3.) A ciphertext that is malformed, truncated, off the
 * curve or fails its C3 check throws {@link javax.crypto.BadPaddingException} and releases nothing.
 *
 * <p><b>KeyAgreement SM2</b> (GB/T 32918.3): {@code init(ownStaticPrivateKey,
 * Sm2KeyExchangeParameterSpec)}, then {@code doPhase(peerEphemeralPublicKey, true)}, then
 * {@code generateSecret()} or {@code generateSecret(algorithm)} for an
 * {@link org.iotcrypt.provider.Sm2SharedKey} that also carries the confirmation values. An
 * ephemeral key serves one exchange; see {@link org.iotcrypt.provider.Sm2KeyExchangeParameterSpec}.
 *
 * <p><b>Constant time.</b> The services route data; the engines, modes and SM2 protocol classes
 * underneath do the work without branches or table indices on secrets.
 */
package org.iotcrypt.provider;
