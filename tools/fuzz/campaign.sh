#!/usr/bin/env bash
# The fuzzing campaign of issue 12 (points 11-13): every Jazzer @FuzzTest target in fuzzing mode
# for up to 10^6 executions or MAX_DURATION (default 10m) each, then the differential tests
# against Bouncy Castle with DIFFERENTIAL_CASES cases per primitive (default 100000). Writes
# docs/fuzzing/campaign.tsv (executions, seconds, findings, corpus size per target),
# docs/fuzzing/differential.txt and the logs under target/fuzz-logs/. A finding fails its target:
# Jazzer saves the input under the target's *Inputs/ resource folder, where CI replays it.
#
# Usage: tools/fuzz/campaign.sh [TARGET-REGEX]
# Environment: MAX_DURATION (10m), DIFFERENTIAL_CASES (100000), SKIP_DIFFERENTIAL=1, OUT (docs/fuzzing)
set -uo pipefail
cd "$(dirname "$0")/../.."
root="$(pwd)"
out="${OUT:-$root/docs/fuzzing}"
logs="$root/target/fuzz-logs"
mkdir -p "$out" "$logs"
only="${1:-.}"

targets=(
    "core org.iotcrypt.internal.encoding.EncodingFuzzTest derReader"
    "core org.iotcrypt.internal.encoding.EncodingFuzzTest pem"
    "core org.iotcrypt.internal.encoding.EncodingFuzzTest base64"
    "core org.iotcrypt.sm2.format.Sm2FormatFuzzTest privateKeys"
    "core org.iotcrypt.sm2.format.Sm2FormatFuzzTest publicKeys"
    "core org.iotcrypt.sm2.format.Sm2FormatFuzzTest derSignatures"
    "core org.iotcrypt.sm2.format.Sm2FormatFuzzTest ciphertexts"
    "core org.iotcrypt.sm2.Sm2ProtocolFuzzTest mutatedSignaturesNeverVerify"
    "core org.iotcrypt.sm2.Sm2ProtocolFuzzTest mutatedCiphertextsNeverDecrypt"
    "core org.iotcrypt.mode.AeadFuzzTest gcmOpen"
    "core org.iotcrypt.mode.AeadFuzzTest ccmOpen"
    "core org.iotcrypt.mode.AeadBatchFuzzTest gcmBatch"
    "core org.iotcrypt.mode.AeadBatchFuzzTest ccmBatch"
    "core org.iotcrypt.sm3.HmacSm3FuzzTest verify"
    "core org.iotcrypt.provider.ProviderFuzzTest jcaAeadOpen"
    "core org.iotcrypt.provider.ProviderFuzzTest cbcPkcs5Decrypt"
    "core org.iotcrypt.provider.ProviderFuzzTest keyAgreementHostilePeer"
    "core org.iotcrypt.seal.SealedFileFuzzTest open"
    "core org.iotcrypt.pkix.CertificateFuzzTest parse"
    "core org.iotcrypt.pkix.CertificateFuzzTest parseCrl"
    "core org.iotcrypt.pkix.CertificateFuzzTest profile"
    "core org.iotcrypt.pkix.CertificateFuzzTest readPkcs12"
    "core org.iotcrypt.pkix.CertificateFuzzTest decryptKey"
    "tls org.iotcrypt.tls.TlsEngineFuzzTest serverEngine"
    "tls org.iotcrypt.tls.TlsEngineFuzzTest clientEngine"
    "cli org.iotcrypt.cli.ChecksumFormatFuzzTest checksumList"
    "hw org.iotcrypt.hw.explore.ResultsCsvFuzzTest resultsCsv"
    "hw org.iotcrypt.hw.power.PowerInputFuzzTest vcd"
    "hw org.iotcrypt.hw.power.PowerInputFuzzTest liberty"
)

mvn -B -q -o install -DskipTests -pl core,tls,hw,cli || { echo "campaign: build failed" >&2; exit 1; }
tsv="$out/campaign.tsv"
[[ "$only" == . ]] && printf 'module\ttarget\texecutions\tseconds\tfindings\tcorpus\texit\n' > "$tsv"
for t in "${targets[@]}"; do
    read -r module class method <<< "$t"
    [[ "$class#$method" =~ $only ]] || continue
    log="$logs/$class.$method.log"
    start=$(date +%s)
    # TLS targets: coverage follows Bouncy Castle's protocol code and ours, not the ciphers.
    includes=
    [[ $module == tls ]] && includes='org.bouncycastle.tls.**:org.bouncycastle.jsse.**:org.iotcrypt.tls.**'
    env JAZZER_FUZZ=1 JAZZER_MAX_DURATION="${MAX_DURATION:-10m}" ${includes:+JAZZER_INSTRUMENTATION_INCLUDES=$includes} \
        mvn -B -o -pl "$module" test -Dtest="$class#$method" -Djazzer.max_executions="${MAX_EXECUTIONS:-1000000}" -Dsurefire.failIfNoSpecifiedTests=false > "$log" 2>&1
    rc=$?
    seconds=$(( $(date +%s) - start ))
    executions=$(grep -aoE '^#[0-9]+[[:space:]]+DONE' "$log" | tail -1 | grep -oE '[0-9]+')
    findings=$(grep -ac '» FuzzTestFinding' "$log")
    corpus=$(find "$module/.cifuzz-corpus/$class/$method" -type f 2>/dev/null | wc -l)
    printf '%s\t%s#%s\t%s\t%s\t%s\t%s\t%s\n' "$module" "$class" "$method" "${executions:-0}" "$seconds" \
        "$findings" "$corpus" "$rc" | tee -a "$tsv"
done

if [[ "${SKIP_DIFFERENTIAL:-0}" != 1 && "$only" == . ]]; then
    start=$(date +%s)
    mvn -B -o -pl core test -Dtest='*DifferentialTest' -Diotcrypt.differential.cases="${DIFFERENTIAL_CASES:-100000}" \
        > "$logs/differential.log" 2>&1
    rc=$?
    { grep -a '^differential:' "$logs/differential.log"
      echo "exit $rc after $(( $(date +%s) - start )) s"; } | tee "$out/differential.txt"
fi
