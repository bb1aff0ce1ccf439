#!/usr/bin/env bash
# The single-block SM4 engine's circuit compiled by GCC instead of C2: how fast the same gates run
# when an optimizing ahead-of-time compiler allocates the registers (issue 45, goal 2). Transcribes
# core's Sm4SingleBlockEngine to C mechanically (bench/floor/transcribe.py), checks the circuit
# against GB/T 32907's S-box table, and times a chain of dependent blocks, scalar (x86-64's 16
# registers and two-operand instructions, what C2 has on JDK 17) and on AVX-512 vectors (three
# operands, 32 registers, vpternlogd), with -O2 -march=native; prints nanoseconds a block, the
# instructions of one round in each loop (from the assembly), and the clock (bench/clock.sh).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
engine="$root/core/src/main/java/org/iotcrypt/sm4/Sm4SingleBlockEngine.java"
table="$root/vectors/src/main/resources/vectors/gbt32907-sm4-sbox.txt"
for kind in scalar vector; do
    python3 "$root/bench/floor/transcribe.py" "$engine" "$table" $kind > "$work/$kind.c"
    gcc -O2 -march=native -o "$work/$kind" "$work/$kind.c"
    gcc -O2 -march=native -S -o "$work/$kind.s" "$work/$kind.c"
    "$work/$kind"
    # The round loop of blocks(): the innermost backward jump's body in the assembly.
    python3 - "$work/$kind.s" <<'PY'
import re, sys
lines = open(sys.argv[1]).read().split("\n")
start = next(i for i, l in enumerate(lines) if re.match(r"^blocks[\w.]*:$", l))
end = next(i for i in range(start, len(lines)) if lines[i].strip().startswith(".size") and "blocks" in lines[i])
fn = lines[start:end]
labels = {l[:-1]: i for i, l in enumerate(fn) if re.match(r"^\.L\w+:$", l)}
loops = []
for i, l in enumerate(fn):
    m = re.match(r"\s+j\w+\s+(\.L\w+)", l)
    if m and m.group(1) in labels and labels[m.group(1)] < i:
        body = [x for x in fn[labels[m.group(1)]:i + 1] if re.match(r"\s+[a-z]", x)]
        loops.append(body)
inner = min(loops, key=len) if len(loops) > 1 else loops[0]
ops = [x.split()[0] for x in inner]
memory = sum(1 for x in inner if "(%r" in x)
moves = sum(1 for o in ops if o.startswith("mov") or o.startswith("vmov"))
print(f"  round loop: {len(inner)} instructions, {moves} moves, {memory} with a memory operand")
PY
done
bash "$root/bench/clock.sh" | head -2
