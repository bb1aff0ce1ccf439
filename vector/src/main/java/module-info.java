/**
 * Optional engines on {@code jdk.incubator.vector} for iotcrypt's core: put this jar beside core's
 * and start the JVM with {@code --add-modules jdk.incubator.vector}; {@code Sm4.implementation()}
 * and {@code Sm4.vectorEngineStatus()} then say what runs. The module exports nothing: core finds
 * the engines as a service and checks them against its own before they serve.
 */
module org.iotcrypt.vector {
    requires org.iotcrypt;
    requires jdk.incubator.vector;

    provides org.iotcrypt.internal.engine.VectorEngines with org.iotcrypt.vector.VectorEnginesProvider;
}
