package org.iotcrypt.conformance;

import org.iotcrypt.internal.engine.BulkGhash;
import org.iotcrypt.internal.field.ModularFields;
import org.iotcrypt.internal.mode.Ghash;
import org.iotcrypt.internal.point.CurveParameters;
import org.iotcrypt.present.Present;
import org.iotcrypt.sm4.Sm4;

/**
 * Prints which implementation each dispatcher picked in this JVM, one line each (for AccelerationTest).
 * With {@code -D}{@value #DECLINE_PROPERTY}{@code =reason} it first declines the vector engine
 * ({@link Sm4#declineVectorEngine}), as the CLI does for a small file.
 */
public final class ImplementationProbe {

    /** The probe's own property: a reason to decline the vector engine with before the first key. */
    public static final String DECLINE_PROPERTY = "iotcrypt.probe.declineVector";

    private ImplementationProbe() {
    }

    public static void main(String[] args) throws Exception {
        String decline = System.getProperty(DECLINE_PROPERTY);
        if (decline != null) {
            Sm4.declineVectorEngine(decline);
        }
        System.out.println("SM4: " + new Sm4(new byte[16]).implementation());
        System.out.println("SM4 vector engine: " + Sm4.vectorEngineStatus());
        System.out.println("PRESENT: " + new Present(new byte[10]).implementation());
        System.out.println("sm2p256v1 field: "
                + ModularFields.forModulus(CurveParameters.SM2P256V1.p()).getClass().getSimpleName());
        System.out.println("GHASH vector: " + Ghash.bulkStatus());
        BulkGhash perKey = Ghash.bulkFor(new byte[16]);
        System.out.println("GHASH per key: " + (perKey == null ? "block by block" : perKey.getClass().getSimpleName()));
    }
}
