#!/usr/bin/env bash
# The leakage harness (issue 12, points 6-9): every secret-handling operation of iotcrypt timed
# dudect-style in three JIT tiers, one JVM each (default C2, C1 only, interpreter), with controls
# that must show a leak; writes docs/leakage/leakage-<tier>.tsv and docs/leakage/report.md.
#
# Usage: bench/leakage.sh [--smoke]
#   --smoke        a quick pass (seconds per operation) that only checks the harness works
# Environment (all optional):
#   TIERS          tiers to run, from "c2 c1 int" (default all three)
#   ONLY           regex of operations to run, e.g. 'sm2-sign|control'
#   OUT            folder for the TSV files and the report (default docs/leakage)
#   MAX_SECONDS    a time limit per operation that overrides the tier's (the vector engine runs
#                  about 70 ms a call in the interpreter, so 2,000 calls need about 200 s)
#   SKIP_BUILD=1   reuse bench/target/benchmarks.jar
#   VECTOR=1       also measure the vector engines (issue 14): the JVMs get --add-modules
#                  jdk.incubator.vector
#   JAVA_HOME      the JDK to run
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
java="${JAVA_HOME:+$JAVA_HOME/bin/}java"
jar="$here/target/benchmarks.jar"
smoke=0
[[ "${1:-}" == --smoke ]] && smoke=1

if [[ "${SKIP_BUILD:-0}" != 1 ]]; then
    (cd "$root" && { mvn -B -q -o -DskipTests package -pl bench -am 2>/dev/null ||
        mvn -B -q -DskipTests package -pl bench -am; })
fi

out="${OUT:-$root/docs/leakage}"
mkdir -p "$out"
for tier in ${TIERS:-c2 c1 int}; do
    case "$tier" in
        c2) flags=(); args=(--measurements 1000000 --max-seconds 900 --warmup-seconds 3) ;;
        c1) flags=(-XX:TieredStopAtLevel=1); args=(--measurements 1000000 --max-seconds 60 --warmup-seconds 1) ;;
        int) flags=(-Xint); args=(--measurements 1000000 --max-seconds 90 --warmup-seconds 0 --warmup-calls 10) ;;
        *) echo "leakage.sh: unknown tier $tier (c2, c1 or int)" >&2; exit 2 ;;
    esac
    if (( smoke )); then
        args=(--measurements 20000 --max-seconds 2 --warmup-seconds 0 --warmup-calls 100)
    fi
    tsv="$out/leakage-$tier.tsv"
    rm -f "$tsv"
    if [[ "${VECTOR:-0}" == 1 ]]; then
        flags+=(--add-modules jdk.incubator.vector)
    fi
    "$java" ${flags[@]+"${flags[@]}"} -cp "$jar" org.iotcrypt.bench.leakage.Leakage --tier "$tier" "${args[@]}" \
        ${MAX_SECONDS:+--max-seconds "$MAX_SECONDS"} ${ONLY:+--only "$ONLY"} --out "$tsv"
done
machine="$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//'), $(nproc) cores; $("$java" -version 2>&1 | head -1); $(date -u '+%Y-%m-%d %H:%M UTC')"
"$java" -cp "$jar" org.iotcrypt.bench.leakage.LeakageReport --out "$out/report.md" \
    --command "bench/leakage.sh${1:+ $1}" --machine "$machine" "$out"/leakage-*.tsv
