package org.iotcrypt.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The settings every benchmark here inherits: messages per second on one thread, one fork per
 * provider and size (so each provider has the JIT to itself), a small fixed heap. One operation
 * is one whole message. {@code bench/run.sh} overrides the iteration counts and times.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Threads(1)
@Fork(value = 1, jvmArgsAppend = {"-Xms256m", "-Xmx256m"})
@Warmup(iterations = 4, time = 1)
@Measurement(iterations = 6, time = 1)
@State(Scope.Thread)
public abstract class BenchmarkDefaults {
}
