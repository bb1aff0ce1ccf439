package org.iotcrypt.internal.engine;

import java.util.Iterator;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import org.iotcrypt.internal.util.Acceleration;

/**
 * Finds the optional vector engines once per JVM, the way Lucene's {@code VectorizationProvider}
 * does: only when {@code jdk.incubator.vector} is in the boot layer (the JVM was started with
 * {@code --add-modules jdk.incubator.vector}) and the kill switch is off, and only if the
 * {@code iotcrypt-vector} jar is on the class or module path. Anything that goes wrong on the
 * way (a missing module, a JVM the engines refuse, a linkage error) leaves core on its own
 * engines, with the reason in {@link #status()}.
 */
public final class VectorSupport {

    /** The module the engines need. */
    public static final String INCUBATOR_MODULE = "jdk.incubator.vector";

    private VectorSupport() {
    }

    /**
     * Why the engines cannot be there (the kill switch, or no incubator module), or null if they
     * may be: checks that load no engine class, so a declined run ({@link #declinedStatus}) never
     * loads them.
     */
    private static String absentReason() {
        if (Acceleration.plain()) {
            return "off: -D" + Acceleration.PLAIN_PROPERTY + "=true";
        }
        if (ModuleLayer.boot().findModule(INCUBATOR_MODULE).isEmpty()) {
            return "off: " + INCUBATOR_MODULE + " is not in this JVM (start it with --add-modules "
                    + INCUBATOR_MODULE + ")";
        }
        return null;
    }

    /** Holder: the service lookup runs when the first caller asks for the engines. */
    private static final class Found {

        static final VectorEngines ENGINES;
        static final String STATUS;

        static {
            VectorEngines found = null;
            String status = absentReason();
            if (status == null) {
                try {
                    Iterator<VectorEngines> it = ServiceLoader.load(VectorEngines.class,
                            VectorSupport.class.getClassLoader()).iterator();
                    if (it.hasNext()) {
                        found = it.next();
                        status = "on: " + found.description();
                    } else {
                        status = "off: the iotcrypt-vector jar is not on the class or module path";
                    }
                } catch (ServiceConfigurationError | LinkageError e) {
                    Throwable cause = e.getCause() != null ? e.getCause() : e;
                    status = cause instanceof UnsupportedOperationException
                            ? "off: " + cause.getMessage()
                            : "off: the vector engines did not load (" + cause + ")";
                }
            }
            ENGINES = found;
            STATUS = status;
        }
    }

    /** The vector engines, or null if this JVM has none. */
    public static VectorEngines engines() {
        return Found.ENGINES;
    }

    /**
     * The status line once an application declined the engines ({@link Acceleration#declineVector}):
     * the kill switch or the missing module if either keeps them off anyway, else that they were
     * declined and why (without looking the engines up); null if not declined.
     */
    public static String declinedStatus() {
        String reason = Acceleration.vectorDeclined();
        if (reason == null) {
            return null;
        }
        String absent = absentReason();
        return absent != null ? absent : "off: declined for this run (" + reason + ")";
    }

    /** Whether the vector engines are in use, and if not, why not; one line. */
    public static String status() {
        return Found.STATUS;
    }
}
