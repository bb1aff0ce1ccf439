#!/usr/bin/env python3
"""Turns a JMH JSON result of the iotcrypt benchmarks into a Markdown table.

One row per workload and provider: mean ops/s with JMH's 99.9% error as a percentage, MB/s of
payload (10^6 bytes; AAD not counted) or, for the SM2 public-key operations, µs per operation, the ratio to Bouncy Castle on the same workload, and the
same ratio taken between the best iterations (on a shared machine the best iteration is the one
least disturbed by other jobs, so that ratio is the steadier of the two).
With --log, benchmarks that failed (for instance a known-answer check in @Setup) are listed
below the table, since JMH leaves them out of the JSON.

usage: jmh_to_markdown.py RESULT.json [--log JMH_OUTPUT.log] [--note TEXT]
"""
import argparse
import datetime
import json
import math
import os
import re

WORKLOADS = {  # benchmark class -> (order, name)
    "Sm4EcbBench": (0, "SM4-ECB"),
    "Sm4CtrBench": (1, "SM4-CTR"),
    "Sm4GcmBench": (2, "SM4-GCM"),
    "Sm4CcmBench": (3, "SM4-CCM"),
    "GhashBench": (4, "GHASH"),
    "Sm3Bench": (5, "SM3"),
    "BatchSealBench": (6, "batch"),
}
PER_METHOD = {  # (benchmark class, method) -> (order, name): classes whose methods are separate workloads
    ("Sm2Bench", "keygen"): (10, "SM2 key generation"),
    ("Sm2Bench", "sign"): (11, "SM2 sign"),
    ("Sm2Bench", "verify"): (12, "SM2 verify, key object reused"),
    ("Sm2Bench", "verifyFreshKey"): (13, "SM2 verify, key decoded from X.509 per call"),
    ("Sm2EncryptBench", "encrypt"): (14, "SM2 encrypt"),
    ("Sm2EncryptBench", "decrypt"): (15, "SM2 decrypt"),
    ("TlsBench", "handshake"): (20, "TLS 1.3 full handshake, both sides,"),
}
UNSIZED = {("Sm2Bench", "keygen")}  # workloads with no message, whose size parameter means nothing
AEADS = ("Sm4GcmBench", "Sm4CcmBench", "GhashBench")  # the RFC 8998 shape: 20-byte AAD
PROVIDERS = {  # parameter value -> (order, label)
    "iotcrypt": (0, "iotcrypt"),
    "iotcrypt-vector": (0.5, "iotcrypt, vector engine"),
    "iotcrypt-jca": (1, "iotcrypt via JCA"),
    "bc": (2, "Bouncy Castle 1.87"),
    "kona": (3, "Kona 1.0.15"),
    "jdk-aes": (4, "JDK AES (reference)"),
    "jdk-sha256": (5, "JDK SHA-256 (reference)"),
    "jdk-ecdsa-p256": (6, "JDK ECDSA P-256 (reference)"),
}
BASELINE = "bc"


def size_label(size):
    return "%d KiB" % (size // 1024) if size >= 1024 and size % 1024 == 0 else "%d B" % size


def order(cls, method):
    return PER_METHOD.get((cls, method), WORKLOADS.get(cls, (99,)))[0]


def workload(cls, method, size):
    if (cls, method) in UNSIZED:
        return PER_METHOD[(cls, method)][1]
    if (cls, method) in PER_METHOD:
        return PER_METHOD[(cls, method)][1] + " " + size_label(size)
    name = WORKLOADS.get(cls, (99, cls))[1] + " " + size_label(size)
    return name + " + 20 B AAD" if cls in AEADS else name


def cpu_model():
    """The CPU's name with its family and model: a cloud machine may say only "AMD EPYC", and
    Zen 4 (family 25) runs 512-bit vectors at half the width of Zen 5 (family 26)."""
    name, family, model = "unknown CPU", None, None
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                key, _, value = line.partition(":")
                key, value = key.strip(), value.strip()
                if key == "model name":
                    name = value
                elif key == "cpu family" and family is None:
                    family = value
                elif key == "model" and model is None:
                    model = value
                elif not key and name != "unknown CPU":
                    break
    except OSError:
        pass
    return name + (" (family %s, model %s)" % (family, model) if family and model else "")


def read_rows(results):
    rows = []
    for r in results:
        cls, method = r["benchmark"].rsplit(".", 2)[-2:]
        params = dict(r.get("params", {}))
        if cls == "ClockBench":
            continue
        if cls.endswith("VectorBench"):  # Sm4EcbVectorBench: the Sm4EcbBench workload on the vector engine
            cls = cls[:-len("VectorBench")] + "Bench"
            params["provider"] = "iotcrypt-vector"
        size = int(params.get("size", 0))
        label = None
        if cls == "TlsBench":  # bench/tls: the suite names the workload; records are 16 KiB
            suite = params.get("suite", "?")
            if method == "handshake":
                label = "TLS 1.3 full handshake, both sides, %s" % suite
            else:
                size = 16384
                label = "%s 16 KiB %s" % (suite, "record, sealed and opened through TLS" if method == "record16k"
                                          else "sealed and opened by the AEAD alone")
        if cls == "BatchSealBench":  # one operation seals a whole batch: name it, and count its bytes
            batch = int(params["batch"])
            label = "SM4-%s batch of %d × %s + 20 B AAD" % (params["mode"].upper(), batch, size_label(size))
            size *= batch
        metric = r["primaryMetric"]
        error = metric.get("scoreError")
        rows.append({
            "cls": cls, "method": method, "size": size, "label": label,
            "provider": params.get("provider", "?"),
            "ops": metric["score"],
            "best": max(x for fork in metric.get("rawData", [[metric["score"]]]) for x in fork),
            "error": float(error) if error not in (None, "NaN") else math.nan,
        })
    rows.sort(key=lambda x: (order(x["cls"], x["method"]), x["label"] or "", x["size"],
                             PROVIDERS.get(x["provider"], (99,))[0]))
    return rows


def clock_hz(results):
    """The effective core clock ClockBench measured (10^6 dependent 3-cycle multiplications per
    operation), or None. Runs before 2026-12-07 timed x * x + 1, counted as 4 cycles a step: their
    JSON read here gives 3/4 of the clock they printed."""
    for r in results:
        if r["benchmark"].endswith("ClockBench.chain"):
            return r["primaryMetric"]["score"] * 3e6
    return None


def read_failures(log):
    """(Class.method, parameters, first exception line) for every '<failure>' in a JMH log."""
    failures, bench, params, pending = [], "?", "", False
    with open(log, errors="replace") as f:
        for line in f:
            line = line.rstrip("\n")
            if line.startswith("# Benchmark:"):
                bench = ".".join(line.split(":", 1)[1].strip().rsplit(".", 2)[-2:])
            elif line.startswith("# Parameters:"):
                params = line.split(":", 1)[1].strip()
            elif "<failure>" in line:
                pending = True
            elif pending and line.strip():
                failures.append((bench, params, line.strip()))
                pending = False
    return failures


def ghash_shares(rows):
    """GHASH's share of SM4-GCM: measured (GhashBench over the same input) and estimated (GCM minus CTR)."""
    ops = {(r["cls"], r["size"], r["provider"]): r["ops"] for r in rows}
    measured, estimated = [], []
    for (cls, size, provider), gcm in sorted(ops.items(), key=lambda kv: (kv[0][1], PROVIDERS.get(kv[0][2], (99,))[0])):
        if cls != "Sm4GcmBench":
            continue
        label = "%s %s" % (PROVIDERS.get(provider, (99, provider))[1], size_label(size))
        ghash = ops.get(("GhashBench", size, provider))
        if ghash:
            measured.append("%s %.0f%%" % (label, 100 * gcm / ghash))  # time per GHASH / time per GCM
        ctr = ops.get(("Sm4CtrBench", size, provider))
        if ctr:
            estimated.append("%s %.0f%%" % (label, 100 * (1 - gcm / ctr)))  # (1/gcm - 1/ctr) / (1/gcm)
    lines = []
    if measured:
        lines += ["", "GHASH share of SM4-GCM, measured (time per GHASH-only message over the same AAD "
                  "and ciphertext / time per GCM message): " + ", ".join(measured) + "."]
    if estimated:
        lines += ["", "GHASH share of SM4-GCM, estimated ((time per GCM message − time per CTR message) / "
                  "time per GCM message; includes GCM's other bookkeeping): " + ", ".join(estimated) + "."]
    return lines


def fmt(x, digits=0):
    return "{:,.{}f}".format(x, digits)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("json")
    ap.add_argument("--log")
    ap.add_argument("--note", help="a line printed under the machine line, e.g. about load")
    args = ap.parse_args()
    with open(args.json) as f:
        results = json.load(f)
    rows = read_rows(results)
    first = results[0] if results else {}
    when = datetime.datetime.fromtimestamp(os.path.getmtime(args.json), datetime.timezone.utc)

    out = []
    out.append("Machine: %s, %d cores; JDK %s (%s %s); %s; JMH %s, 1 thread, %s fork(s), "
               "warmup %s x %s, measurement %s x %s."
               % (cpu_model(), os.cpu_count() or 0, first.get("jdkVersion", "?"),
                  first.get("vmName", "?"), first.get("vmVersion", "?"),
                  when.strftime("%Y-%m-%d %H:%M UTC"), first.get("jmhVersion", "?"),
                  first.get("forks", "?"), first.get("warmupIterations", "?"),
                  first.get("warmupTime", "?"), first.get("measurementIterations", "?"),
                  first.get("measurementTime", "?")))
    if args.note:
        out.append("")
        out.append(args.note)
    out.append("")
    clock = clock_hz(results)
    if clock:
        out.append("")
        out.append("Effective clock during the run: %.2f GHz (ClockBench: a chain of dependent 3-cycle "
                   "multiplications); cycles per byte = clock / bytes per second." % (clock / 1e9))
    out.append("")
    out.append("| Workload | Provider | ops/s | ± (99.9%) | MB/s or µs/op | cycles/byte | vs BC | vs BC, best iterations |")
    out.append("|---|---|---:|---:|---:|---:|---:|---:|")
    name = lambda r: r["label"] or workload(r["cls"], r["method"], r["size"])
    baseline = {name(r): r for r in rows if r["provider"] == BASELINE}
    for r in rows:
        base = baseline.get(name(r))
        ratio = "%.2f×" % (r["ops"] / base["ops"]) if base else "–"
        best_ratio = "%.2f×" % (r["best"] / base["best"]) if base else "–"
        err = "%.1f%%" % (100 * r["error"] / r["ops"]) if not math.isnan(r["error"]) else "–"
        label = PROVIDERS.get(r["provider"], (99, r["provider"]))[1]
        if r["cls"] == "TlsBench":  # bctls 1.84 runs on its own bcprov 1.84
            label = {"bc": "Bouncy Castle 1.84 crypto", "iotcrypt": "iotcrypt crypto"}.get(r["provider"], label)
        # Public-key operations are counted per operation, not per byte of a 64-byte message.
        per_op = (r["cls"], r["method"]) in PER_METHOD
        rate = "%s µs" % fmt(1e6 / r["ops"], 1) if per_op else fmt(r["ops"] * r["size"] / 1e6, 1)
        cpb = fmt(clock / (r["ops"] * r["size"]), 2) if clock and not per_op and r["size"] else "–"
        out.append("| %s | %s | %s | %s | %s | %s | %s | %s |" % (
            name(r), label, fmt(r["ops"]), err, rate, cpb, ratio, best_ratio))

    out.extend(ghash_shares(rows))

    if args.log:
        failures = read_failures(args.log)
        if failures:
            out.append("")
            out.append("Not timed (failed in setup or while running):")
            out.append("")
            for bench, params, error in failures:
                out.append("- %s %s: %s" % (bench, params, error))
    print("\n".join(out))


if __name__ == "__main__":
    main()
