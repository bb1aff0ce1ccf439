package org.iotcrypt.bench;

import java.util.concurrent.TimeUnit;
import org.iotcrypt.internal.engine.VectorWarmup;
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

    /**
     * Fails the benchmark's setup unless this fork runs SM4 on the vector engine: a vector row never
     * times the long one. With -Diotcrypt.vector.warmup=true it first waits for VectorWarmup to let
     * the vector engines serve, which JMH's warm-up iterations would otherwise partly spend on the
     * long engine; without it the gates are open from the start.
     */
    static void requireVectorEngine() {
        Sm4.vectorEngineStatus(); // loads SM4's engines and their warm-up gates
        awaitWarmup();
        String status = Sm4.vectorEngineStatus();
        if (!status.startsWith("on:") || status.contains("warming up")) {
            throw new IllegalStateException("the vector engine is not in use: " + status);
        }
    }

    /** Fails the benchmark's setup unless this fork runs GHASH's long runs on the vector GHASH. */
    static void requireVectorGhash() {
        Ghash.bulkStatus(); // loads GHASH's engines and its warm-up gate
        awaitWarmup();
        String status = Ghash.bulkStatus();
        if (!status.startsWith("on:") || status.contains("warming up")) {
            throw new IllegalStateException("the vector GHASH is not in use: " + status);
        }
    }

    private static void awaitWarmup() {
        try {
            VectorWarmup.awaitAll(120, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while the vector engines warmed up", e);
        }
    }
}
