#!/usr/bin/env bash
# The pre-commit hooks, tried offline against this checkout with `pre-commit try-repo`.
#   Tests/integration/pre-commit.sh ALERTLINT_REPO_ROOT   (pre-commit must be on PATH)
set -euo pipefail
root="${1:?usage: pre-commit.sh ALERTLINT_REPO_ROOT}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export PRE_COMMIT_HOME="$work/cache"
cd "$work"
git init -q app && cd app
git config user.email ci@example.invalid && git config user.name CI
cat > Alert.swift <<'SWIFT'
func confirm() {
    let alert = UIAlertController(title: "Delete this photo?", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(UIAlertAction(title: "Ok", style: .destructive))
}
SWIFT
git add Alert.swift
passed=0
failed=0
if pre-commit try-repo "$root" alertlint --files Alert.swift > check.log 2>&1; then
    failed=$((failed + 1)); echo "FAILED: the alertlint hook should fail on findings"; cat check.log
elif grep -q 'Alert.swift:4:.*\[ok-spelling\]' check.log; then
    passed=$((passed + 1)); echo "ok: alertlint hook reports findings"
else
    failed=$((failed + 1)); echo "FAILED: no finding in the hook output"; cat check.log
fi
pre-commit try-repo "$root" alertlint-fix --files Alert.swift > fix.log 2>&1 || true
if grep -q 'title: "OK", style: .destructive' Alert.swift; then
    passed=$((passed + 1)); echo "ok: alertlint-fix hook applies safe fixes"
else
    failed=$((failed + 1)); echo "FAILED: alertlint-fix did not fix"; cat fix.log
fi
echo "pre-commit: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
