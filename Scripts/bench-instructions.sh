#!/bin/bash
# Instructions `alertlint check` executes on each app of a folder, counted by callgrind: unlike
# times, the same build gives the same count (within 0.1%, as threads share work differently) on
# any machine at any hour, so two builds compare closely. The count per app goes to stdout, then
# the total.
#
#     Scripts/bench-instructions.sh FOLDER ALERTLINT [JOBS]
#
# FOLDER holds app folders (each checked on its own, as Scripts/bench-workspace.py does);
# ALERTLINT is a release build (`make build`); JOBS apps run at once (default: the cores).
# Needs valgrind; takes about fifty times as long as the checks themselves.
set -euo pipefail
folder=${1:?usage: bench-instructions.sh FOLDER ALERTLINT [JOBS]}
binary=$(realpath "${2:?usage: bench-instructions.sh FOLDER ALERTLINT [JOBS]}")
jobs=${3:-$(nproc)}
command -v valgrind > /dev/null || { echo "bench-instructions: needs valgrind" >&2; exit 2; }
count() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$1" check --exit-zero "$2" 2>&1 > /dev/null \
        | awk -v app="$2" '/Collected/ { print app, $4 }'
}
export -f count
cd "$folder"
find . -mindepth 1 -maxdepth 1 -type d ! -name '.*' -printf '%f\n' | sort \
    | xargs -P "$jobs" -I{} bash -c 'count "$0" "$1"' "$binary" {} | sort \
    | awk '{ total += $2; printf "%-24s %14.1f M\n", $1, $2 / 1e6 } END { printf "%-24s %14.3f G\n", "total", total / 1e9 }'
