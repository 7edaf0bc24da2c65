#!/usr/bin/env bash
# The SwiftPM plugins, used the way an app would: a package that depends on AlertLint by path.
# The build-tool plugin must surface findings as warnings during `swift build` (without failing
# it), and the command plugin must lint and, with --fix and write permission, fix.
#   Tests/integration/plugins.sh ALERTLINT_PACKAGE_ROOT
set -euo pipefail
root="${1:?usage: plugins.sh ALERTLINT_PACKAGE_ROOT}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/App/Sources/App"
# A path dependency's identity is its folder's name, whatever the clone is called.
identity=$(basename "$root" | tr '[:upper:]' '[:lower:]')
cat > "$work/App/Package.swift" <<SWIFT
// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "App",
    dependencies: [.package(path: "$root")],
    targets: [
        .target(name: "App", plugins: [.plugin(name: "AlertLintBuildToolPlugin", package: "$identity")]),
    ]
)
SWIFT
cp "$root/Tests/integration/SampleApp/Alerts.swift" "$work/App/Sources/App/"
cd "$work/App"
passed=0
failed=0
expect() {
    if eval "$2"; then passed=$((passed + 1)); echo "ok: $1"; else failed=$((failed + 1)); echo "FAILED: $1"; cat "$3"; fi
}

swift build > build.log 2>&1 || { cat build.log; echo "FAILED: swift build with the build-tool plugin"; exit 1; }
expect "build-tool plugin reports findings as warnings" "grep -q 'Alerts.swift:17:[0-9]*: warning: .*\[ok-spelling\]' build.log" build.log

swift package alertlint > lint.log 2>&1 || true
expect "command plugin lints" "grep -q 'Alerts.swift:17:.*\[ok-spelling\]' lint.log" lint.log

swift package alertlint-fix > denied.log 2>&1 || true
expect "fixing asks for write permission" "grep -q 'wants permission to write to the package directory' denied.log" denied.log
swift package --allow-writing-to-package-directory alertlint-fix > fix.log 2>&1 || true
expect "command plugin fixes with write permission" "grep -q 'title: \"OK\", style: .destructive' Sources/App/Alerts.swift" fix.log

echo "plugins: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
