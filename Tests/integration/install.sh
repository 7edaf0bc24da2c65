#!/usr/bin/env bash
# The ways a user installs AlertLint, tried on this checkout:
# - `make install PREFIX=…` (and DESTDIR), then the installed binary on Examples/, `make uninstall`;
# - what Mint reads: exactly one executable product, `alertlint`, which it copies from .build/release;
# - the Homebrew formula: `ruby -c`, and its `test do` block against the installed binary.
#   Tests/integration/install.sh ALERTLINT_REPO_ROOT   (ruby must be on PATH)
set -euo pipefail
root="${1:?usage: install.sh ALERTLINT_REPO_ROOT}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$root"
passed=0
failed=0
expect() {
    if eval "$2"; then passed=$((passed + 1)); echo "ok: $1"; else failed=$((failed + 1)); echo "FAILED: $1"; cat "$3"; fi
}

prefix="$work/prefix"
make install PREFIX="$prefix" > "$work/make.log" 2>&1 || { cat "$work/make.log"; echo "FAILED: make install"; exit 1; }
set +e
"$prefix/bin/alertlint" check Examples/ > "$work/examples.log" 2>&1
status=$?
set -e
# The examples exist to show findings: exit 1 is the expected outcome.
expect "the installed alertlint finds the examples' findings (exit 1)" "[ $status -eq 1 ] && grep -q '\[ok-specific\]' '$work/examples.log'" "$work/examples.log"
expect "it prints the package's version" "'$prefix/bin/alertlint' --version | grep -qx 'alertlint [0-9.]*'" "$work/make.log"

make install DESTDIR="$work/stage" PREFIX=/opt/alertlint > "$work/stage.log" 2>&1
expect "DESTDIR stages the install under PREFIX" "[ -x '$work/stage/opt/alertlint/bin/alertlint' ]" "$work/stage.log"

swift package dump-package > "$work/package.json"
executables=$(python3 -c 'import json, sys; print(" ".join(p["name"] for p in json.load(sys.stdin)["products"] if "executable" in p["type"]))' < "$work/package.json")
expect "Mint finds one executable product, alertlint" "[ '$executables' = alertlint ]" "$work/package.json"

ruby -c Formula/alertlint.rb > "$work/ruby-c.log" 2>&1 || true
expect "the formula parses (ruby -c)" "grep -q 'Syntax OK' '$work/ruby-c.log'" "$work/ruby-c.log"
ruby Tests/integration/formula_test_block.rb Formula/alertlint.rb "$prefix" > "$work/formula.log" 2>&1 || true
expect "the formula's test block passes" "grep -q '^ok:' '$work/formula.log'" "$work/formula.log"

make uninstall PREFIX="$prefix" > "$work/uninstall.log" 2>&1
expect "make uninstall removes it" "[ ! -e '$prefix/bin/alertlint' ]" "$work/uninstall.log"

echo "install: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
