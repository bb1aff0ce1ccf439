#!/usr/bin/env bash
# Runs the same JMH selections on two benchmarks jars (the code before a change and after it),
# alternating jar by jar, round after round, so both sides of every before/after pair and of
# every ratio to Bouncy Castle are measured in the same minutes of this shared machine. Each
# jar's rounds are merged (bench/merge_rounds.py) and written as the usual table
# (bench/jmh_to_markdown.py); bench/before_after.py then puts the two side by side as ratios to
# Bouncy Castle's row of the same jar's run.
#
# usage: BEFORE=old.jar AFTER=new.jar bench/before-after.sh REPORT.md 'SELECTION [JMH options]'...
#   Each further argument is one JMH run: an include regex, then its options, e.g.
#   'Sm4GcmBench.seal$ -p provider=iotcrypt,bc -p size=16,64'.
# Environment (optional):
#   ROUNDS        rounds (default 2): before, after, before, after, ...
#   JAVA_HOME     the JDK to run, e.g. /usr/lib/jvm/temurin-25-jdk-amd64
#   JMH_COMMON    options for every run (default '-f 1 -wi 3 -w 1 -i 4 -r 1 -t 1')
#   TITLE, NOTE   the report's heading and a line under it
#   BETWEEN       a command run after each jar's runs of a round (its output goes in the report),
#                 e.g. a native peer's speed program, so that it too is measured in every round
#
# Building a "before" jar: git worktree add /tmp/wt OLD && cp -r bench /tmp/wt/ (today's
# benchmarks on the old code) && (cd /tmp/wt && mvn -B -q -o -DskipTests package -pl bench -am).
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
java="${JAVA_HOME:+$JAVA_HOME/bin/}java"
report="${1:?usage: BEFORE=old.jar AFTER=new.jar $0 REPORT.md 'SELECTION [options]'...}"
shift
(($# > 0)) || { echo "give at least one selection" >&2; exit 2; }
: "${BEFORE:?BEFORE=the benchmarks jar of the code before}" "${AFTER:?AFTER=the benchmarks jar after}"
rounds="${ROUNDS:-2}"
common="${JMH_COMMON:--f 1 -wi 3 -w 1 -i 4 -r 1 -t 1}"

work="$(mktemp -d)"
log="$work/runs.log"
declare -A jsons=([before]="" [after]="")
load_before="$(cut -d' ' -f1-3 /proc/loadavg)"
started="$(date -u '+%Y-%m-%d %H:%M')"
for ((round = 1; round <= rounds; round++)); do
    for side in before after; do
        jar="$BEFORE"
        [[ $side == after ]] && jar="$AFTER"
        echo "== $side, round $round, $(date -u +%H:%M:%S) UTC" | tee -a "$log"
        n=0
        for selection in "$@"; do
            n=$((n + 1))
            out="$work/$side-r$round-s$n.json"
            # shellcheck disable=SC2086  # a selection and the options are word lists
            "$java" -jar "$jar" $selection $common -rf json -rff "$out" 2>&1 | tee -a "$log" | grep -E '^(Benchmark|[A-Z][A-Za-z0-9]*Bench\.)' || true
            jsons[$side]+="$out "
        done
        if [[ -n "${BETWEEN:-}" ]]; then
            echo "== $side, round $round: $BETWEEN" >> "$log"
            bash -c "$BETWEEN" 2>&1 | tee -a "$log" "$work/between-$side-r$round.txt" | tail -3
        fi
    done
done
load_after="$(cut -d' ' -f1-3 /proc/loadavg)"

for side in before after; do
    # shellcheck disable=SC2086
    python3 "$here/merge_rounds.py" ${jsons[$side]} > "$work/$side.json"
done
{
    echo "# ${TITLE:-Before and after}"
    echo
    echo "Started $started UTC; load average before $load_before, after $load_after. ${NOTE:-}"
    echo
    echo "Before: \`$BEFORE\`; after: \`$AFTER\`; $rounds rounds, jars alternating; every run: \`java -jar <jar> SELECTION $common\` with the selections:"
    echo
    for selection in "$@"; do echo "- \`$selection\`"; done
    echo
    python3 "$here/before_after.py" "$work/before.json" "$work/after.json"
    for side in before after; do
        printf '\n## %s (all rounds merged)\n\n' "$side"
        python3 "$here/jmh_to_markdown.py" "$work/$side.json" --log "$log" --note "$side, $rounds rounds merged."
    done
    if [[ -n "${BETWEEN:-}" ]]; then
        printf '\n## `%s`, after each jar of each round\n\n```\n' "$BETWEEN"
        for ((round = 1; round <= rounds; round++)); do
            for side in before after; do
                echo "-- $side, round $round"
                tail -5 "$work/between-$side-r$round.txt"
            done
        done
        echo '```'
    fi
} > "$report"
echo "wrote $report (raw runs in $work)"
