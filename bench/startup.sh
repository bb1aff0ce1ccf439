#!/usr/bin/env bash
# Start-up of one-shot CLI commands beside `java -version` (medians of RUNS runs, interleaved);
# builds the CLI first through the launcher. Writes bench/results/startup-latest.md.
set -euo pipefail
cd "$(dirname "$0")/.."
./iotcrypt version >/dev/null
exec python3 bench/startup.py "$@"
