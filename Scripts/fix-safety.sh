#!/usr/bin/env bash
# Fix safety on a folder of real Swift: `alertlint fix --unsafe` must leave every changed file
# parsable by the compiler's own parser, a second run must change nothing, and no file outside
# the changed set may be touched (nor any file created or deleted, Swift or not). The folder
# itself is never modified (a copy is fixed).
#   Scripts/fix-safety.sh FOLDER [ALERTLINT_BINARY]
set -euo pipefail
folder="${1:?usage: Scripts/fix-safety.sh FOLDER [ALERTLINT_BINARY]}"
alertlint="${2:-$(cd "$(dirname "$0")/.." && pwd)/.build/debug/alertlint}"
alertlint="$(cd "$(dirname "$alertlint")" && pwd)/$(basename "$alertlint")"
[ -x "$alertlint" ] || { echo "fix-safety: no alertlint at $alertlint"; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -R "$folder" "$work/tree"
cd "$work/tree"
# Every file, not only Swift, so that a fix that leaves a file behind or deletes one is seen.
snapshot() { find . -type f -print0 | sort -z | xargs -0 -r sha256sum > "$1"; }
# Paths that differ between two snapshots: changed, created or deleted.
differing() { { diff "$1" "$2" || true; } | { grep '^[<>]' || true; } | cut -c69- | sort -u; }
snapshot "$work/before.sum"
files=$(grep -c '\.swift$' "$work/before.sum" || true)

# Files that already fail the compiler's parser are not ours to judge.
unparsable_before=0
while IFS= read -r file; do
    swiftc -frontend -parse "$file" >/dev/null 2>&1 || { echo "$file" >> "$work/unparsable-before"; unparsable_before=$((unparsable_before + 1)); }
done < <(cut -c67- "$work/before.sum" | grep '\.swift$')

start=$(date +%s.%N)
"$alertlint" fix --unsafe . > "$work/fix1.out" 2> "$work/fix1.err" || true
elapsed=$(echo "$(date +%s.%N) - $start" | bc)
snapshot "$work/after.sum"
changed=$(differing "$work/before.sum" "$work/after.sum")
changed_count=$(printf '%s' "$changed" | grep -c . || true)
fixes=$({ grep -Eo '^Fixed [0-9]+' "$work/fix1.err" || true; } | awk '{s += $2} END {print s + 0}')

broken=0
while IFS= read -r file; do
    [ -n "$file" ] || continue
    grep -qxF "$file" "$work/unparsable-before" 2>/dev/null && continue
    [[ "$file" == *.swift && -f "$file" ]] || continue
    if ! swiftc -frontend -parse "$file" > "$work/parse.err" 2>&1; then
        broken=$((broken + 1))
        echo "BROKEN: $file"; head -n 5 "$work/parse.err"
    fi
done <<< "$changed"

# Files the fix reported as changed are the only ones allowed to differ.
reported=$({ grep -Eo 'in .*\.swift$' "$work/fix1.err" || true; } | sed 's/^in //' | sed 's|^\./||' | sort -u)
unexpected=0
while IFS= read -r file; do
    [ -n "$file" ] || continue
    printf '%s\n' "$reported" | grep -qxF "${file#./}" || { unexpected=$((unexpected + 1)); echo "TOUCHED BUT NOT REPORTED: $file"; }
done <<< "$changed"

"$alertlint" fix --unsafe . > /dev/null 2> "$work/fix2.err" || true
snapshot "$work/again.sum"
second_changes=$(differing "$work/after.sum" "$work/again.sum" | grep -c . || true)

echo "fix-safety: $files files ($unparsable_before unparsable before), $fixes fixes in $changed_count files in ${elapsed}s;" \
     "broken after fix: $broken; changed by a second run: $second_changes; touched but not reported: $unexpected"
[ "$broken" -eq 0 ] && [ "$second_changes" -eq 0 ] && [ "$unexpected" -eq 0 ]
