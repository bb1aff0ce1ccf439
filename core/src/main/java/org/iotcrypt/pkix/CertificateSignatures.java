package org.iotcrypt.pkix;

import java.io.IOException;
import java.security.AlgorithmParameters;
import java.security.GeneralSecurityException;
import java.security.InvalidKeyException;
import java.security.NoSuchAlgorithmException;
import java.security.Provider;
import java.security.PublicKey;
import java.security.Signature;
import java.security.SignatureException;
import java.security.spec.PSSParameterSpec;
import java.util.Map;
import org.iotcrypt.jca.Sm2Keys;
import org.iotcrypt.sm2.Sm2PublicKey;
import org.iotcrypt.sm2.Sm2Signer;
import org.iotcrypt.sm2.Sm2UserId;
import org.iotcrypt.sm2.format.Sm2SignatureEncoding;

/**
 * Verifies the signature of a certificate, CRL or CSR: SM3withSM2 here, under the IDs of
 * {@link Sm2CertificateIdPolicy}; every other algorithm through the JDK's {@link Signature} (or
 * the given provider's), by the JDK's name for its OID. All of it is public data.
 */
final class CertificateSignatures {

    static final String SM3_WITH_SM2 = Sm2SignatureEncoding.SM3_WITH_SM2_OID;

    static final String RSASSA_PSS = "1.2.840.113549.1.1.10";

    /** Signature OIDs and the JDK's names for them. */
    private static final Map<String, String> NAMES = Map.ofEntries(
            Map.entry(SM3_WITH_SM2, "SM3withSM2"),
            Map.entry("1.2.840.113549.1.1.5", "SHA1withRSA"),
            Map.entry("1.2.840.113549.1.1.11", "SHA256withRSA"),
            Map.entry("1.2.840.113549.1.1.12", "SHA384withRSA"),
            Map.entry("1.2.840.113549.1.1.13", "SHA512withRSA"),
            Map.entry(RSASSA_PSS, "RSASSA-PSS"),
            Map.entry("1.2.840.10045.4.1", "SHA1withECDSA"),
            Map.entry("1.2.840.10045.4.3.2", "SHA256withECDSA"),
            Map.entry("1.2.840.10045.4.3.3", "SHA384withECDSA"),
            Map.entry("1.2.840.10045.4.3.4", "SHA512withECDSA"),
            Map.entry("1.3.101.112", "Ed25519"),
            Map.entry("1.3.101.113", "Ed448"),
            Map.entry("2.16.840.1.101.3.4.3.2", "SHA256withDSA"));

    private CertificateSignatures() {
    }

    /** The installed provider of this name, or null for an empty or null name (the JDK's choice). */
    static Provider provider(String name) throws java.security.NoSuchProviderException {
        if (name == null || name.isEmpty()) {
            return null;
        }
        Provider p = java.security.Security.getProvider(name);
        if (p == null) {
            throw new java.security.NoSuchProviderException("no provider named " + name);
        }
        return p;
    }

    /** The JDK's name for a signature algorithm, or its OID when it has none. */
    static String name(String oid) {
        return NAMES.getOrDefault(oid, oid);
    }

    /**
     * Checks that {@code signature} over {@code signed} verifies under {@code key}.
     *
     * @param provider the provider for non-SM2 algorithms, or null for the JDK's choice
     * @throws SignatureException if it does not verify, or is malformed
     */
    static void verify(AlgorithmId algorithm, byte[] signed, byte[] signature, PublicKey key, Provider provider,
            Sm2CertificateIdPolicy policy, String what)
            throws InvalidKeyException, NoSuchAlgorithmException, SignatureException {
        if (algorithm.oid().equals(SM3_WITH_SM2)) {
            if (!algorithm.parametersAbsentOrNull()) {
                throw new SignatureException(what + ": SM3withSM2 with parameters");
            }
            Sm2PublicKey sm2 = Sm2Keys.publicKey(key).key();
            byte[] rs = Sm2SignatureEncoding.fromDer(signature);
            for (Sm2UserId id : policy.ids()) {
                if (Sm2Signer.verify(sm2, id, signed, rs)) {
                    return;
                }
            }
            throw new SignatureException(what + ": the SM3withSM2 signature does not verify under this key with "
                    + (policy == Sm2CertificateIdPolicy.STANDARD_ONLY ? "the standard ID (the empty ID is off: -D"
                    + Sm2CertificateIdPolicy.PROPERTY + "=standard)" : "the standard ID or the empty ID"));
        }
        String name = NAMES.get(algorithm.oid());
        if (name == null) {
            throw new NoSuchAlgorithmException(what + ": signature algorithm " + algorithm.oid() + " is not supported");
        }
        try {
            Signature s = provider == null ? Signature.getInstance(name) : Signature.getInstance(name, provider);
            if (algorithm.oid().equals(RSASSA_PSS)) {
                if (algorithm.parameters() == null) {
                    throw new SignatureException(what + ": RSASSA-PSS without parameters");
                }
                AlgorithmParameters params = AlgorithmParameters.getInstance("RSASSA-PSS");
                params.init(algorithm.parameters());
                s.setParameter(params.getParameterSpec(PSSParameterSpec.class));
            } else if (!algorithm.parametersAbsentOrNull()) {
                throw new SignatureException(what + ": " + name + " with unexpected parameters");
            }
            s.initVerify(key);
            s.update(signed);
            if (!s.verify(signature)) {
                throw new SignatureException(what + ": the " + name + " signature does not verify under this key");
            }
        } catch (IOException e) {
            throw new SignatureException(what + ": malformed " + name + " parameters", e);
        } catch (InvalidKeyException | NoSuchAlgorithmException | SignatureException e) {
            throw e;
        } catch (GeneralSecurityException e) {
            throw new SignatureException(what + ": " + e.getMessage(), e);
        }
    }
}
