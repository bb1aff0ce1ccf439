package org.iotcrypt.vector;

import java.util.List;

/** Runs a main class of the test class path in a new JVM of the same JDK and returns what it printed (core's {@link org.iotcrypt.testing.FreshJvm} on this class path). */
final class FreshJvm {

    private FreshJvm() {
    }

    /** The lines the program printed (stdout and stderr), less the JVM's incubator-module warning; it must exit 0. */
    static List<String> run(Class<?> main, List<String> jvmOptions, String... args) throws Exception {
        return org.iotcrypt.testing.FreshJvm.run(System.getProperty("java.class.path"), main, jvmOptions, args);
    }
}
