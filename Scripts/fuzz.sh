#!/usr/bin/env bash
# Builds the libFuzzer targets and runs each for a while.
#   Scripts/fuzz.sh [SECONDS_PER_FUZZER]   (default 60; CI runs a short fixed time)
# Crashes land in .fuzz/artifacts/NAME/; turn each into a regression test.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
export ALERTLINT_FUZZ=1 SWIFT_BACKTRACE=enable=no
for name in EngineFuzzer ConfigFuzzer RPCFuzzer; do
    swift build -c release --product "$name" --sanitize=fuzzer --sanitize=address -Xswiftc -sanitize=fuzzer >/dev/null
    corpus=".fuzz/corpus/$name"
    artifacts=".fuzz/artifacts/$name"
    mkdir -p "$corpus" "$artifacts"
    # Seeds from the repository: examples and fixtures for the engine, JSON for the others.
    case "$name" in
        EngineFuzzer) cp Examples/PhotoBook/*/*.swift Examples/PhotoBookMac/*.swift Tests/Fuzz/seeds/engine/* "$corpus/" 2>/dev/null || true ;;
        ConfigFuzzer) cp Tests/Fuzz/seeds/config/* "$corpus/" 2>/dev/null || true ;;
        RPCFuzzer) cp Tests/Fuzz/seeds/rpc/* "$corpus/" 2>/dev/null || true ;;
    esac
    binary=".build/release/$name"
    [ -x "$binary" ] || binary=$(find .build -path "*release/$name" -type f | head -n 1)
    echo "==> $name for ${seconds}s"
    "$binary" "$corpus" -max_total_time="$seconds" -artifact_prefix="$artifacts/" -print_final_stats=1 2>&1 \
        | grep -E "^(#[0-9]+.*DONE|stat::number_of_executed_units|stat::peak_rss_mb|==[0-9]+==ERROR|SUMMARY)" || true
    if [ -n "$(find "$artifacts" -type f \( -name 'crash-*' -o -name 'leak-*' -o -name 'timeout-*' -o -name 'oom-*' \))" ]; then
        echo "$name found a problem: see $artifacts"
        exit 1
    fi
done
