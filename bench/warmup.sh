#!/usr/bin/env bash
# How fast a fresh JVM seals SM4-GCM from its first message on (org.iotcrypt.bench.WarmupCurve:
# 16 KiB messages, 20 B AAD, for SECONDS seconds; megabytes sealed by the end of each second),
# on JDK 17 and on Temurin 25, for: Bouncy Castle; iotcrypt's default (long) engine; the vector
# engine (--add-modules jdk.incubator.vector); and the vector engine with the opt-in warm-up
# (-Diotcrypt.vector.warmup=true: the long engine serves until C2 has compiled the vector kernels);
# and the vector engine with C2's thresholds scaled by 0.1 for iotcrypt's vector classes
# (-XX:CompileCommand=CompileThresholdScaling,org.iotcrypt.vector.*::*,0.1: compiled sooner).
# Each configuration runs ROUNDS times in fresh JVMs; the table gives the medians and the ratio
# to Bouncy Castle of the same JDK in the same run. A second table times whole CLI runs
# (`iotcrypt seal --key-file` of a CLI_MIB file of random bytes; wall clock, median of ROUNDS) with
# the iotcrypt configurations. Writes bench/results/warmup-latest.md.
#
# Environment (all optional):
#   SECONDS_RUN  seconds per JVM (default 6)
#   ROUNDS       fresh JVMs per configuration (default 3)
#   JDK25        Temurin 25's home (default /usr/lib/jvm/temurin-25-jdk-amd64; skipped if absent)
#   CLI_MIB      the size of the file the CLI seals, in MiB (default 256; 0 skips the CLI table)
#   SKIP_BUILD=1 reuse bench/target/benchmarks.jar and cli/target/iotcrypt.jar
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
seconds=${SECONDS_RUN:-6}
rounds=${ROUNDS:-3}
cli_mib=${CLI_MIB:-256}
jdk25=${JDK25:-/usr/lib/jvm/temurin-25-jdk-amd64}
jar="$here/target/benchmarks.jar"

if [[ "${SKIP_BUILD:-0}" != 1 ]]; then
    (cd "$root" && { mvn -B -q -o -DskipTests package -pl bench,cli -am 2>/dev/null ||
        mvn -B -q -DskipTests package -pl bench,cli -am; })
fi

javas=("$(command -v java)")
[[ -x $jdk25/bin/java ]] && javas+=("$jdk25/bin/java")
vector=(--add-modules jdk.incubator.vector)
scaled=(-XX:CompileCommand=quiet '-XX:CompileCommand=CompileThresholdScaling,org.iotcrypt.vector.*::*,0.1')
lines=$(mktemp)
cli_lines=$(mktemp)
work=$(mktemp -d /var/tmp/iotcrypt-warmup.XXXXXX)
trap 'rm -rf "$lines" "$cli_lines" "$work"' EXIT
if (( cli_mib > 0 )); then
    head -c $((cli_mib * 1024 * 1024)) /dev/urandom > "$work/data"
    head -c 32 /dev/urandom > "$work/key"
fi
for java in "${javas[@]}"; do
    version=$("$java" -version 2>&1 | head -1 | sed 's/.*version "\([^"]*\)".*/\1/')
    for config in bc long vector vector-warmup vector-scaled; do
        case $config in
            bc) provider=bc; flags=() ;;
            long) provider=iotcrypt; flags=() ;;
            vector) provider=iotcrypt; flags=("${vector[@]}") ;;
            vector-warmup) provider=iotcrypt; flags=("${vector[@]}" -Diotcrypt.vector.warmup=true) ;;
            vector-scaled) provider=iotcrypt; flags=("${vector[@]}" "${scaled[@]}") ;;
        esac
        for ((r = 0; r < rounds; r++)); do
            echo "JDK $version, $config, run $((r + 1))" >&2
            curve=$("$java" -Xms256m -Xmx256m ${flags[@]+"${flags[@]}"} -cp "$jar" org.iotcrypt.bench.WarmupCurve \
                "$provider" "$seconds" 2>/dev/null)
            printf '%s\t%s\t%s\n' "$version" "$config" "$curve" >> "$lines"
            if (( cli_mib > 0 )) && [[ $config != bc ]]; then
                rm -f "$work/out"
                t0=$(date +%s.%N)
                "$java" ${flags[@]+"${flags[@]}"} -jar "$root/cli/target/iotcrypt.jar" seal -q --key-file "$work/key" \
                    -o "$work/out" "$work/data" 2>/dev/null
                t1=$(date +%s.%N)
                printf '%s\t%s\t%s\n' "$version" "$config" "$(python3 -c "print($t1 - $t0)")" >> "$cli_lines"
            fi
        done
    done
done

machine="$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//') (family $(grep -m1 'cpu family' /proc/cpuinfo | cut -d: -f2 | tr -d ' '), model $(grep -m1 '^model\s' /proc/cpuinfo | cut -d: -f2 | tr -d ' ')), $(nproc) cores"
python3 - "$lines" "$cli_lines" "$cli_mib" "$seconds" "$rounds" "$machine" "$(date -u '+%Y-%m-%d %H:%M UTC')" "$(cat /proc/loadavg | cut -d' ' -f1-3)" \
    > "$here/results/warmup-latest.md" <<'PY'
import statistics, sys
path, cli_path, cli_mib = sys.argv[1], sys.argv[2], int(sys.argv[3])
seconds, rounds, machine, when, load = int(sys.argv[4]), sys.argv[5], sys.argv[6], sys.argv[7], sys.argv[8]
runs = {}
gates = {}
for line in open(path):
    jdk, config, curve = line.rstrip('\n').split('\t')
    curve, _, settled = curve.partition('@')
    runs.setdefault((jdk, config), []).append([float(x) for x in curve.split()])
    if settled:
        gates.setdefault((jdk, config), []).append(settled)
names = {'bc': 'Bouncy Castle 1.87', 'long': 'iotcrypt, long engine (default)',
         'vector': 'iotcrypt, vector engine',
         'vector-warmup': 'iotcrypt, vector engine with the warm-up (-Diotcrypt.vector.warmup=true)',
         'vector-scaled': 'iotcrypt, vector engine, C2 thresholds x0.1 for org.iotcrypt.vector'}
print(f"Machine: {machine}; {when}; load average before the tabulation: {load}.\n")
print(f"Command: `bench/warmup.sh` (SECONDS_RUN={seconds}, ROUNDS={rounds}). Fresh JVMs (-Xms256m -Xmx256m) seal 16 KiB SM4-GCM "
      "messages with 20 B AAD from the first message on (after one check of the sealer against a reference); "
      "megabytes sealed by the end of each second, cumulative, median of the runs; the ratio is to Bouncy Castle's "
      "total on the same JDK in this run.\n")
cols = sorted({1, 2, 4, seconds}) if seconds >= 4 else list(range(1, seconds + 1))
print("| JDK | Engine | " + " | ".join(f"MB by {c} s" for c in cols) + f" | MB/s in second {seconds} | total vs BC |")
print("|---|---|" + "---:|" * (len(cols) + 2))
for (jdk, config), curves in runs.items():
    med = [statistics.median(c[i] for c in curves) for i in range(seconds)]
    bc = statistics.median(c[seconds - 1] for c in runs[(jdk, 'bc')])
    last = med[seconds - 1] - (med[seconds - 2] if seconds > 1 else 0)
    cells = " | ".join(f"{med[c - 1]:,.1f}" for c in cols)
    print(f"| {jdk} | {names[config]} | {cells} | {last:,.1f} | {med[seconds - 1] / bc:.2f}× |")
for (jdk, config), settled in gates.items():
    print(f"\nJDK {jdk}, {names[config]}: the warm-up gates had all opened at " + ", ".join(
        "never" if t == '-' else f"{float(t):.2f} s" for t in settled) + " (one figure per run).")
cli = {}
for line in open(cli_path):
    jdk, config, t = line.rstrip('\n').split('\t')
    cli.setdefault((jdk, config), []).append(float(t))
if cli:
    print(f"\n`iotcrypt seal -q --key-file KEY` of a {cli_mib} MiB file (SM4-GCM, 2 threads; wall clock of the whole run, "
          "JVM start included; median of the runs; throughput = size / time):\n")
    print("| JDK | Engine | seconds | MB/s | vs the long engine |")
    print("|---|---|---:|---:|---:|")
    for (jdk, config), times in cli.items():
        t = statistics.median(times)
        base = statistics.median(cli[(jdk, 'long')])
        print(f"| {jdk} | {names[config]} | {t:.2f} | {cli_mib * 1048576 / t / 1e6:,.1f} | {base / t:.2f}× |")
PY
cat "$here/results/warmup-latest.md"
