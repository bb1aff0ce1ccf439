#!/usr/bin/env bash
# The clock the cores actually run at: chains of dependent IMUL and ROL instructions timed in C
# (bench/clock/dependent_chains.c; needs gcc). Run it on a quiet machine, right before or after a
# benchmark whose cycles per byte you quote.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
bin="$(mktemp -d)/dependent_chains"
trap 'rm -rf "$(dirname "$bin")"' EXIT
gcc -O2 -o "$bin" "$here/clock/dependent_chains.c"
"$bin"
