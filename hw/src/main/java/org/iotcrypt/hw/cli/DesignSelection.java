package org.iotcrypt.hw.cli;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import org.iotcrypt.hw.explore.Design;

/** What {@code --schemes} selects: every design without it, the CI subset for {@code ci}, else the names given. */
final class DesignSelection {

    private DesignSelection() {
    }

    /**
     * The designs {@code names} select, each once, in order.
     *
     * @throws IllegalArgumentException naming an unknown design
     */
    static List<Design> of(List<String> names) {
        if (names == null || names.isEmpty()) {
            return Design.all();
        }
        List<Design> designs = new ArrayList<>();
        for (String name : new LinkedHashSet<>(names)) {
            if (name.strip().equals("ci")) {
                designs.addAll(Design.ciSubset());
            } else {
                designs.add(Design.parse(name.strip()));
            }
        }
        return new ArrayList<>(new LinkedHashSet<>(designs));
    }
}
