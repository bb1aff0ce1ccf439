package org.iotcrypt.testing;

import java.util.function.BooleanSupplier;

/**
 * A gate for the switching engines that opens and shuts on every question, so that a conformance
 * run sends consecutive calls of one stream (GCM's updates, a CTR stream in pieces) to both
 * engines in turn: a switch between two calls must change nothing.
 */
public final class FlippingGate implements BooleanSupplier {

    private boolean open;

    @Override
    public boolean getAsBoolean() {
        open = !open;
        return open;
    }
}
