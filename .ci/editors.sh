#!/usr/bin/env bash
# Real-editor tests: Emacs (Eglot + Flymake) and Vim (ALE) drive `alertlint lsp`, and the VS Code
# extension's own tests run under node --test (VS Code itself is not installable here).
#   bash .ci/editors.sh PATH/TO/alertlint
# Installs Debian's editors when missing, prints one PASS/FAIL line per check and the summary
# line "editors: N passed, M failed"; exits non-zero when a check failed or could not run.
set -uo pipefail
cd "$(dirname "$0")/.."
root=$PWD

binary=${1:-}
if [ -z "$binary" ] || [ ! -x "$binary" ]; then
    echo "usage: bash .ci/editors.sh PATH/TO/alertlint (got '${binary}', not an executable)" >&2
    exit 2
fi
binary=$(cd "$(dirname "$binary")" && pwd)/$(basename "$binary")

step() { printf '\n==> %s\n' "$*"; }

packages=(emacs-nox elpa-eglot vim-nox vim-ale)
missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "ok installed" || missing+=("$package")
done
if [ "${#missing[@]}" -gt 0 ]; then
    step "Installing ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq && apt-get install -y -qq --no-install-recommends "${missing[@]}" > /tmp/editors-apt.log 2>&1 || {
        tail -n 20 /tmp/editors-apt.log
        echo "editors: 0 passed, 1 failed (could not install ${missing[*]})"
        exit 1
    }
fi

results=$(mktemp)
fixture=$root/Tests/editor-clients/fixtures/Demo.swift

# Runs one harness; its PASS/FAIL lines go to the results (TAP's top-level "ok"/"not ok" lines
# count too). A harness that dies, hangs or prints no result line counts as a failure of its own.
run() {
    local name=$1 output status
    shift
    step "$name"
    output=$(mktemp)
    timeout 180 "$@" 2>&1 | sed -E 's/^ok [0-9]+ - (.*) # SKIP.*/SKIP: \1/; s/^ok [0-9]+ - /PASS: /; s/^not ok [0-9]+ - /FAIL: /' > "$output"
    status=${PIPESTATUS[0]}
    grep -E '^(PASS|FAIL): ' "$output" | tee -a "$results"
    if [ "$status" -ne 0 ] || ! grep -qE '^(PASS|FAIL): ' "$output"; then
        echo "--- $name output (exit $status) ---"
        cat "$output"
        grep -qE '^FAIL: ' "$output" || echo "FAIL: $name exited $status" | tee -a "$results"
    fi
    rm -f "$output"
}

export ALERTLINT=$binary FIXTURE=$fixture ALERTLINT_VIM=$root/editors/vim

run "Emacs: alertlint-eglot.el compiles cleanly" \
    emacs --batch -l "$root/Tests/editor-clients/emacs/compile-test.el" "$root/editors/emacs/alertlint-eglot.el"

run "Emacs $(emacs --version | head -n 1 | cut -d' ' -f3) + Eglot + Flymake" \
    emacs --batch -L "$root/editors/emacs" -l "$root/Tests/editor-clients/emacs/eglot-test.el"

# Vim in silent Ex mode prints nothing: the harness writes its lines to RESULTS.
vim_results=$(mktemp)
run "Vim $(vim --version | head -n 1 | grep -oE '[0-9]+\.[0-9]+' | head -n 1) + ALE" \
    env RESULTS="$vim_results" bash -c 'vim -Es -N -u "$0/testvimrc" -S "$0/ale-test.vim" < /dev/null
        status=$?; cat "$RESULTS"; exit $status' "$root/Tests/editor-clients/vim"

# With ALERTLINT set, the extension's tests also start the real server with the extension's options.
run "VS Code extension (node --test)" \
    bash -c 'cd "$0" && node --test --test-reporter=tap' "$root/editors/vscode"

passed=$(grep -c '^PASS: ' "$results")
failed=$(grep -c '^FAIL: ' "$results")
rm -f "$results" "$vim_results"
echo
echo "editors: $passed passed, $failed failed"
[ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]
