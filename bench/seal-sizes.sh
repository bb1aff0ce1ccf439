#!/usr/bin/env bash
# Wall time of `iotcrypt seal --passphrase-file` on random files of 1 KiB to 1 GiB in /dev/shm (SIZES),
# the default engine against IOTCRYPT_VECTOR=1, runs interleaved (RUNS each, default 5), on the JDK
# named by JAVA (default Temurin 25). Prints one line per run: size, IOTCRYPT_VECTOR, seconds.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
export PATH="${JAVA:-/usr/lib/jvm/temurin-25-jdk-amd64}/bin:$PATH"
d=/dev/shm/iotcrypt-seal-sizes; rm -rf "$d"; mkdir -p "$d"
trap 'rm -rf "$d"' EXIT
printf 'correct horse battery staple\n' > "$d/pw"
sizes=${SIZES:-1K 1M 16M 256M 512M 1G}
for s in $sizes; do head -c $s /dev/urandom > $d/f$s; done
"$root/iotcrypt" version >/dev/null 2>&1; IOTCRYPT_VECTOR=1 "$root/iotcrypt" version >/dev/null 2>&1
runs=${RUNS:-5}
for s in $sizes; do
  for r in $(seq $runs); do
    for v in 0 1; do
      rm -f $d/f$s.sealed
      t0=$(date +%s.%N)
      IOTCRYPT_VECTOR=$v "$root/iotcrypt" seal --passphrase-file $d/pw $d/f$s 2>/dev/null
      t1=$(date +%s.%N)
      echo "$s $v $(echo "$t1 - $t0" | bc)"
    done
  done
done
