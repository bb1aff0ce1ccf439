#!/usr/bin/env bash
# Builds the benchmarks, runs them all in one JMH run (single thread, one fork per provider and
# size), keeps the JSON and the log in bench/results/ and writes a Markdown table from them.
#
# Environment (all optional):
#   JAVA_HOME      JDK to run (and build) with, e.g. /usr/lib/jvm/temurin-25-jdk-amd64
#   BENCH          JMH include regex (default: every benchmark), e.g. 'Sm4Gcm|Sm4Ctr', or 'Sm2'
#                  for SM2 (Sm2Bench: keygen, sign, verify; Sm2EncryptBench: encrypt, decrypt)
#   WARMUP_ITERS   warmup iterations per benchmark (default 4)
#   WARMUP_TIME    time per warmup iteration (default 1s)
#   ITERS          measurement iterations (default 6)
#   ITER_TIME      time per measurement iteration (default 1s)
#   FORKS          forks per benchmark (default 1)
#   ROUNDS         run the whole selection this many times in a row and merge the rounds
#                  (default 1; bench/merge_rounds.py): every benchmark and provider is measured
#                  in every period of a machine whose level moves for minutes at a time, so a
#                  ratio does not set one side's quiet minutes against the other's busy ones.
#                  The report's table is the merged run; each round's own table follows it.
#   JMH_ARGS       further JMH options, e.g. '-p provider=iotcrypt,bc'
#   MODULE=tls     the TLS benchmarks of bench/tls (TlsBench: Bouncy Castle's engine on its own crypto
#                  and on iotcrypt's; a module of its own, as bctls 1.84 needs bcprov 1.84)
#   SKIP_BUILD=1   reuse the benchmarks jar
#   NOTE           a line for the report, e.g. what else was running on the machine
#   REPORT         where the Markdown goes (default bench/results/latest.md)
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
java="${JAVA_HOME:+$JAVA_HOME/bin/}java"

case "${MODULE:-bench}" in
    bench) module=bench; jar="$here/target/benchmarks.jar" ;;
    tls) module=bench/tls; jar="$here/tls/target/benchmarks.jar" ;;
    *) echo "MODULE must be bench or tls" >&2; exit 2 ;;
esac

if [[ "${SKIP_BUILD:-0}" != 1 ]]; then
    # Offline first (fast once ~/.m2 holds the dependencies), online if that fails.
    (cd "$root" && { mvn -B -q -o -DskipTests package -pl "$module" -am 2>/dev/null ||
        mvn -B -q -DskipTests package -pl "$module" -am; })
fi

mkdir -p "$here/results"
stamp="$(date -u +%Y%m%dT%H%M%SZ)"
json="$here/results/jmh-$stamp.json"
log="$here/results/jmh-$stamp.log"

load_before="$(cut -d' ' -f1-3 /proc/loadavg)"
rounds="${ROUNDS:-1}"
round_jsons=()
for ((round = 1; round <= rounds; round++)); do
    round_json="$json"
    if ((rounds > 1)); then
        round_json="$here/results/jmh-$stamp-round$round.json"
        round_jsons+=("$round_json")
        echo "# Round $round of $rounds" | tee -a "$log"
    fi
    # shellcheck disable=SC2086  # JMH_ARGS is a list of options
    "$java" -jar "$jar" "${BENCH:-.*}" \
        -wi "${WARMUP_ITERS:-4}" -w "${WARMUP_TIME:-1s}" \
        -i "${ITERS:-6}" -r "${ITER_TIME:-1s}" -f "${FORKS:-1}" -t 1 \
        -rf json -rff "$round_json" ${JMH_ARGS:-} 2>&1 | tee -a "$log"
done
if ((rounds > 1)); then
    python3 "$here/merge_rounds.py" "${round_jsons[@]}" > "$json"
fi

load_after="$(cut -d' ' -f1-3 /proc/loadavg)"
note="Load average (1/5/15 min) before the run: $load_before; after: $load_after.${NOTE:+ $NOTE}"
report="${REPORT:-$here/results/latest.md}"
if ((rounds > 1)); then
    note="$note Merged from $rounds rounds run one after the other (ROUNDS=$rounds); each round's own table follows."
fi
python3 "$here/jmh_to_markdown.py" "$json" --log "$log" --note "$note" > "$report"
for ((round = 1; round <= ${#round_jsons[@]}; round++)); do
    printf '\n## Round %d of %d\n\n' "$round" "$rounds" >> "$report"
    python3 "$here/jmh_to_markdown.py" "${round_jsons[round - 1]}" --note "Round $round alone." >> "$report"
done
echo "wrote $json, $log and $report"
