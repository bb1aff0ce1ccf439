#!/usr/bin/env python3
"""Merges the JMH JSON results of several rounds of the same benchmarks into one JMH JSON result.

bench/run.sh with ROUNDS=N runs the whole selection N times in a row (each round one JMH run,
every benchmark and provider in it), instead of all forks of one benchmark before the next. On
this shared machine the level of the whole machine moves by 25-30% for minutes at a time; with
rounds, both sides of a ratio (iotcrypt and Bouncy Castle) are measured in every period, not one
side in a quiet period and the other in a busy one. Each entry of the output has every round's
forks in its rawData, its score the mean of all iterations and its scoreError JMH's 99.9%
half-width (Student's t), so bench/jmh_to_markdown.py reads it as one run.

usage: merge_rounds.py ROUND1.json ROUND2.json ... > MERGED.json
"""
import json
import math
import statistics
import sys


def key(result):
    return (result["benchmark"], tuple(sorted(result.get("params", {}).items())))


def regularized_beta(x, a, b):
    """I_x(a, b) by its continued fraction (modified Lentz), for 0 < x < 1."""
    if x <= 0:
        return 0.0
    if x >= 1:
        return 1.0
    if x > (a + 1) / (a + b + 2):
        return 1.0 - regularized_beta(1 - x, b, a)
    front = math.exp(math.lgamma(a + b) - math.lgamma(a) - math.lgamma(b)
                     + a * math.log(x) + b * math.log(1 - x)) / a
    tiny = 1e-300
    c, d = 1.0, 1.0 - (a + b) * x / (a + 1)
    d = 1.0 / (d if abs(d) > tiny else tiny)
    f = d
    for m in range(1, 300):
        for numerator in (m * (b - m) * x / ((a + 2 * m - 1) * (a + 2 * m)),
                          -(a + m) * (a + b + m) * x / ((a + 2 * m) * (a + 2 * m + 1))):
            d = 1.0 + numerator * d
            d = 1.0 / (d if abs(d) > tiny else tiny)
            c = 1.0 + numerator / c
            c = c if abs(c) > tiny else tiny
            f *= c * d
        if abs(c * d - 1) < 1e-12:
            break
    return front * f


def student_t_quantile(p, df):
    """t with P(T <= t) = p for Student's t with df degrees of freedom (p > 0.5), by bisection."""
    def cdf(t):
        return 1 - 0.5 * regularized_beta(df / (df + t * t), df / 2, 0.5)
    lo, hi = 0.0, 1000.0
    for _ in range(200):
        mid = (lo + hi) / 2
        if cdf(mid) < p:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2


def merge(rounds):
    merged = {}
    order = []
    for results in rounds:
        for r in results:
            k = key(r)
            if k not in merged:
                merged[k] = json.loads(json.dumps(r))
                merged[k]["primaryMetric"]["rawData"] = []
                merged[k]["secondaryMetrics"] = {}
                order.append(k)
            merged[k]["primaryMetric"]["rawData"].extend(r["primaryMetric"].get("rawData", []))
    out = []
    for k in order:
        r = merged[k]
        metric = r["primaryMetric"]
        values = [x for fork in metric["rawData"] for x in fork]
        n = len(values)
        metric["score"] = statistics.fmean(values)
        if n > 1:
            half = student_t_quantile(0.9995, n - 1) * statistics.stdev(values) / math.sqrt(n)
        else:
            half = float("nan")
        metric["scoreError"] = half
        metric["scoreConfidence"] = [metric["score"] - half, metric["score"] + half]
        r["forks"] = len(metric["rawData"])
        out.append(r)
    return out


def main(paths):
    rounds = []
    for p in paths:
        with open(p) as f:
            rounds.append(json.load(f))
    json.dump(merge(rounds), sys.stdout, indent=2)
    print()


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    main(sys.argv[1:])
