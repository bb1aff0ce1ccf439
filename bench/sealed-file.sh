#!/usr/bin/env bash
# Issue 16, point 8: sealing and opening a large file with the CLI against the same JVM's
# in-memory SM4-GCM over 16 KiB messages (JMH, Sm4GcmBench provider=iotcrypt), in one run, with
# `openssl enc -sm4-ctr` on the same file as a reference line, and the same seal and open under
# -Xmx64m. The CLI overlaps the work on threads: a read-ahead thread, a write-behind thread, and
# the segments sealed or opened side by side (--threads; the table also has --threads 1, where
# only the reading and writing overlap the crypto). Wall-clock seconds of whole CLI runs (JVM start, key derivation and JIT warm-up
# included: what an operator waits for); throughput = file size / seconds; the ratio is to the
# JMH figure. Writes bench/results/sealed-file-latest.md.
#
# Environment (all optional):
#   JAVA_HOME   JDK to run (default: the java on PATH)
#   SIZE_MIB    file size in MiB (default 1024)
#   ROUNDS      timed runs of each command; the table gives the median (default 3)
#   DIR         where the files go (default: a fresh directory under /var/tmp, removed after)
#   SKIP_BUILD=1  reuse bench/target/benchmarks.jar and cli/target/iotcrypt.jar
#   IOTCRYPT_VECTOR=1  the CLI and JMH both on the Vector API engine (JDK with jdk.incubator.vector)
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
[[ -n ${JAVA_HOME:-} ]] && export PATH="$JAVA_HOME/bin:$PATH"
size_mib=${SIZE_MIB:-1024}
rounds=${ROUNDS:-3}

if [[ "${SKIP_BUILD:-0}" != 1 ]]; then
    (cd "$root" && { mvn -B -q -o -DskipTests package -pl bench,cli -am 2>/dev/null ||
        mvn -B -q -DskipTests package -pl bench,cli -am; })
fi

work=${DIR:-$(mktemp -d /var/tmp/iotcrypt-sealed-bench.XXXXXX)}
[[ -z ${DIR:-} ]] && trap 'rm -rf "$work"' EXIT
mkdir -p "$work" "$here/results"
echo "making a $size_mib MiB file in $work" >&2
head -c $((size_mib * 1024 * 1024)) /dev/urandom > "$work/data"
head -c 32 /dev/urandom > "$work/key"
bytes=$(stat -c %s "$work/data")

jvm=()
[[ ${IOTCRYPT_VECTOR:-0} == 1 ]] && jvm=(-jvmArgsAppend "--add-modules jdk.incubator.vector")
json="$work/jmh.json"
java -jar "$here/target/benchmarks.jar" 'Sm4GcmBench' -p provider=iotcrypt -p size=16384 \
    -wi 4 -w 1s -i 6 -r 1s -f 1 -t 1 ${jvm[@]+"${jvm[@]}"} -rf json -rff "$json" >&2
in_memory=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))[0]["primaryMetric"]["score"] * 16384)' "$json")

# Median wall seconds and the largest max RSS (KiB) of ROUNDS runs of a command.
timed() {
    local label=$1; shift
    local times=() rss=0
    for ((i = 0; i < rounds; i++)); do
        rm -f "$work/out"
        local t0 t1 r
        t0=$(date +%s.%N)
        /usr/bin/time -f %M -o "$work/rss" "$@" >&2
        t1=$(date +%s.%N)
        r=$(tail -1 "$work/rss")
        (( r > rss )) && rss=$r
        times+=("$(python3 -c "print($t1 - $t0)")")
    done
    local median
    median=$(printf '%s\n' "${times[@]}" | sort -g | sed -n "$(( (rounds + 1) / 2 ))p")
    printf '%s\t%s\t%s\t%s\n' "$label" "$median" "$rss" "${times[*]}" >> "$work/rows"
}

cli="$root/iotcrypt"
: > "$work/rows"
threads=$(( $(nproc) < 4 ? $(nproc) : 4 ))
timed "iotcrypt seal (--threads $threads, the default here)" "$cli" seal --quiet --key-file "$work/key" -o "$work/out" "$work/data"
"$cli" seal --quiet --key-file "$work/key" -o "$work/sealed" "$work/data"
timed "iotcrypt open (--threads $threads, the default here)" "$cli" open --quiet --key-file "$work/key" -o "$work/out" "$work/sealed"
cmp -s "$work/out" "$work/data" || { echo "open did not give the data back" >&2; exit 1; }
timed "iotcrypt seal --threads 1" "$cli" seal --quiet --threads 1 --key-file "$work/key" -o "$work/out" "$work/data"
timed "iotcrypt open --threads 1" "$cli" open --quiet --threads 1 --key-file "$work/key" -o "$work/out" "$work/sealed"
JDK_JAVA_OPTIONS=-Xmx64m timed "iotcrypt seal, -Xmx64m" "$cli" seal --quiet --key-file "$work/key" -o "$work/out" "$work/data"
JDK_JAVA_OPTIONS=-Xmx64m timed "iotcrypt open, -Xmx64m" "$cli" open --quiet --key-file "$work/key" -o "$work/out" "$work/sealed"
# Where the rest of the time goes: the same seal and open with nothing written to disk (standard
# output to /dev/null), and a plain copy of the file forced to disk as the CLI forces its output
# (the file system's floor for any tool that writes the file).
timed "iotcrypt seal -o - > /dev/null (no file written)" sh -c 'exec "$0" "$@" > /dev/null' "$cli" seal --quiet \
    --key-file "$work/key" -o - "$work/data"
timed "iotcrypt open -o - > /dev/null (no file written)" sh -c 'exec "$0" "$@" > /dev/null' "$cli" open --quiet \
    --key-file "$work/key" -o - "$work/sealed"
timed "dd bs=1M conv=fsync (a copy forced to disk, reference)" dd if="$work/data" of="$work/out" bs=1M conv=fsync status=none
timed "openssl enc -sm4-ctr (reference, unauthenticated)" openssl enc -sm4-ctr -K 00112233445566778899aabbccddeeff \
    -iv 000102030405060708090a0b0c0d0e0f -in "$work/data" -out "$work/out"

report="${REPORT:-$here/results/sealed-file-latest.md}"
python3 - "$work/rows" "$bytes" "$in_memory" "$(java -version 2>&1 | head -1)" "$(cut -d' ' -f1-3 /proc/loadavg)" \
    "${IOTCRYPT_VECTOR:-0}" > "$report" <<'PY'
import sys, datetime
rows, size, mem, jdk, load, vector = sys.argv[1], int(sys.argv[2]), float(sys.argv[3]), sys.argv[4], sys.argv[5], sys.argv[6]
print(f"Sealed-file throughput (issue 16, point 8): {size / 2**20:.0f} MiB file; {jdk}; "
      f"{'Vector API engine' if vector == '1' else 'long engine'}; "
      f"{datetime.datetime.utcnow():%Y-%m-%d %H:%M} UTC; load average after: {load}. bench/sealed-file.sh.\n")
print(f"In-memory SM4-GCM, 16 KiB messages (JMH Sm4GcmBench, iotcrypt, same JVM, same run): {mem / 1e6:.1f} MB/s.\n")
print("| Command | median s | MB/s | vs in-memory GCM | max RSS | all runs (s) |")
print("|---|---:|---:|---:|---:|---|")
for line in open(rows):
    label, median, rss, runs = line.rstrip("\n").split("\t")
    rate = size / float(median)
    print(f"| {label} | {float(median):.2f} | {rate / 1e6:.1f} | {rate / mem:.0%} | {int(rss) / 1024:.0f} MiB | "
          + ", ".join(f"{float(t):.2f}" for t in runs.split()) + " |")
PY
cat "$report"
