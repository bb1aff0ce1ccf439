#!/usr/bin/env python3
"""Puts two JMH JSON results of the same selections side by side: the code before a change and
after it (bench/before-after.sh runs them alternating). One row per workload and provider: ops/s
before and after, their ratio, and each side's ratio to Bouncy Castle's row of the same side's
run (so the machine's level, which moves for minutes at a time, cancels out of the ratios);
Bouncy Castle's own rows show how far the machine moved between the two sides.
Workloads and provider names are read as bench/jmh_to_markdown.py reads them.

usage: before_after.py BEFORE.json AFTER.json
"""
import json
import sys

from jmh_to_markdown import BASELINE, PROVIDERS, fmt, read_rows, workload


def rows_by_key(path):
    with open(path) as f:
        rows = read_rows(json.load(f))
    name = lambda r: r["label"] or workload(r["cls"], r["method"], r["size"])
    baseline = {name(r): r["ops"] for r in rows if r["provider"] == BASELINE}
    keyed = {}
    for r in rows:
        base = baseline.get(name(r))
        keyed[(name(r), r["provider"])] = (r, r["ops"] / base if base else None)
    return keyed


def ratio(x):
    return "%.2f×" % x if x is not None else "–"


def main():
    before, after = rows_by_key(sys.argv[1]), rows_by_key(sys.argv[2])
    keys = list(after) + [k for k in before if k not in after]
    print("| Workload | Provider | ops/s before | ops/s after | after / before | vs BC before | vs BC after |")
    print("|---|---|---:|---:|---:|---:|---:|")
    for key in keys:
        b, a = before.get(key), after.get(key)
        label = PROVIDERS.get(key[1], (99, key[1]))[1]
        print("| %s | %s | %s | %s | %s | %s | %s |" % (
            key[0], label,
            fmt(b[0]["ops"]) if b else "–", fmt(a[0]["ops"]) if a else "–",
            ratio(a[0]["ops"] / b[0]["ops"]) if a and b else "–",
            ratio(b[1]) if b else "–", ratio(a[1]) if a else "–"))


if __name__ == "__main__":
    main()
