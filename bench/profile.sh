#!/usr/bin/env bash
# Where a benchmark's time goes: one JMH fork under `perf record -e cpu-clock` (the only event a
# virtual machine here offers), with the JIT's symbols from -XX:+DumpPerfMapAtExit, then the
# methods with the most samples. The samples cover the whole fork, start-up included.
#
# Usage: bench/profile.sh BENCHMARK_REGEX ['JMH options'] ['JVM options']
#   e.g. bench/profile.sh BatchSealBench '-p mode=gcm -p batch=16 -p provider=iotcrypt'
#        bench/profile.sh BatchSealVectorBench '-p mode=gcm -p batch=128' '--add-modules=jdk.incubator.vector'
#   The JVM options replace the benchmark's own @Fork options, so a *VectorBench needs
#   --add-modules=jdk.incubator.vector here. -XX:CompileCommand=dontinline,Class::method keeps a
#   method out of its callers, so that its samples are its own.
# Environment (all optional):
#   JAVA_HOME      JDK to run, e.g. /usr/lib/jvm/temurin-25-jdk-amd64
#   TOP            how many lines of the report to print (default 25)
#   OUT            the perf data file (default /tmp/iotcrypt-profile.data)
# Needs perf (Debian: linux-perf) and bench/target/benchmarks.jar (bench/run.sh builds it).
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
java="${JAVA_HOME:+$JAVA_HOME/bin/}java"
out="${OUT:-/tmp/iotcrypt-profile.data}"
bench="${1:?usage: bench/profile.sh BENCHMARK_REGEX ['JMH options'] ['JVM options']}"
jmh="${2:-}"
jvm="${3:-}"

# perf reads the JIT's symbols from /tmp/perf-<pid>.map; old ones of reused pids would mislead.
rm -f /tmp/perf-*.map
# shellcheck disable=SC2086  # the option strings are lists
perf record -e cpu-clock -F 4000 -o "$out" -- "$java" -jar "$here/target/benchmarks.jar" "$bench" $jmh \
    -f 1 -wi 4 -w 1s -i 6 -r 1s \
    -jvmArgsAppend "-Xms256m -Xmx256m -XX:+UnlockDiagnosticVMOptions -XX:+DumpPerfMapAtExit $jvm" 2>&1 |
    grep -E '^(Benchmark|[A-Z][A-Za-z0-9]+\.[a-zA-Z]+ )|^Iteration|rror'
perf report -i "$out" --sort symbol --stdio 2>/dev/null | grep -v '^#' | grep -v '^$' | head -"${TOP:-25}" | cut -c1-170
