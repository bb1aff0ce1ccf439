package org.iotcrypt.bench;

import org.iotcrypt.internal.mode.Ghash;
import org.iotcrypt.sm4.Sm4;

/**
 * What the vector-engine rows ({@code *VectorBench}) share. Their forks take the same JVM options
 * as every other row plus {@code --add-modules=jdk.incubator.vector} (each class says so in its
 * own {@code @Fork}), so that core picks the vector engine from the iotcrypt-vector jar inside
 * the benchmark jar; jmh_to_markdown.py shows them as provider "iotcrypt, vector engine" in
 * the rows of the workload they mirror.
 */
final class VectorEngineBenchmark {

    private VectorEngineBenchmark() {
    }

    /** Fails the benchmark's setup unless this fork runs SM4 on the vector engine: a vector row never times the long one. */
    static void requireVectorEngine() {
        String status = Sm4.vectorEngineStatus();
        if (!status.startsWith("on:")) {
            throw new IllegalStateException("the vector engine is not in use: " + status);
        }
    }

    /** Fails the benchmark's setup unless this fork runs GHASH's long runs on the vector GHASH. */
    static void requireVectorGhash() {
        String status = Ghash.bulkStatus();
        if (!status.startsWith("on:")) {
            throw new IllegalStateException("the vector GHASH is not in use: " + status);
        }
    }
}
