package org.iotcrypt.pkix;

import java.io.IOException;
import org.iotcrypt.internal.encoding.DerReader;

/**
 * An AlgorithmIdentifier: its OID and the encoding of its parameters (null when absent).
 *
 * @param oid the algorithm's OID, dotted
 * @param parameters the DER of the parameters, or null
 * @param encoded the whole AlgorithmIdentifier as it was read
 */
record AlgorithmId(String oid, byte[] parameters, byte[] encoded) {

    static AlgorithmId read(DerReader in) throws IOException {
        byte[] encoded = in.element();
        DerReader seq = new DerReader(encoded).sequence();
        String oid = seq.oid();
        byte[] parameters = seq.hasMore() ? seq.element() : null;
        seq.finish();
        return new AlgorithmId(oid, parameters, encoded);
    }

    /** The parameters as the JDK's getSigAlgParams gives them: null when absent or NULL. */
    byte[] jdkParameters() {
        return parametersAbsentOrNull() ? null : parameters.clone();
    }

    /** Whether the parameters are absent or NULL. */
    boolean parametersAbsentOrNull() {
        return parameters == null || (parameters.length == 2 && parameters[0] == DerReader.NULL && parameters[1] == 0);
    }
}
