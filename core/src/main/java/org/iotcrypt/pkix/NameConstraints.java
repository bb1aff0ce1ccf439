package org.iotcrypt.pkix;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.iotcrypt.internal.encoding.DerReader;

/**
 * The name constraints of a CA certificate (RFC 5280 §4.2.1.10): the permitted and the excluded
 * subtrees, each a GeneralName in the JDK's [type, value] form. RFC 5280 fixes minimum at 0 and
 * leaves maximum absent; anything else is refused.
 *
 * @param permitted the permitted subtrees, or null when the extension has none
 * @param excluded the excluded subtrees, or null when the extension has none
 */
record NameConstraints(List<List<?>> permitted, List<List<?>> excluded) {

    /** Decodes the extension's value. */
    static NameConstraints read(byte[] value) throws IOException {
        DerReader outer = new DerReader(value);
        DerReader seq = outer.sequence();
        outer.finish();
        List<List<?>> permitted = null;
        List<List<?>> excluded = null;
        if (seq.nextIs(DerReader.contextTag(0))) {
            permitted = subtrees(seq.constructed(DerReader.contextTag(0), "permittedSubtrees"));
        }
        if (seq.nextIs(DerReader.contextTag(1))) {
            excluded = subtrees(seq.constructed(DerReader.contextTag(1), "excludedSubtrees"));
        }
        seq.finish();
        if (permitted == null && excluded == null) {
            throw new IOException("NameConstraints with neither permitted nor excluded subtrees (RFC 5280 §4.2.1.10)");
        }
        return new NameConstraints(permitted, excluded);
    }

    private static List<List<?>> subtrees(DerReader in) throws IOException {
        List<List<?>> out = new ArrayList<>();
        while (in.hasMore()) {
            DerReader subtree = in.sequence();
            out.add(GeneralNames.readOne(subtree));
            if (subtree.hasMore()) {
                throw new IOException("GeneralSubtree with minimum or maximum (RFC 5280 §4.2.1.10 has neither)");
            }
        }
        if (out.isEmpty()) {
            throw new IOException("GeneralSubtrees with no subtree");
        }
        return Collections.unmodifiableList(out);
    }
}
