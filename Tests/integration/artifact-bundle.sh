#!/usr/bin/env bash
# A package that runs AlertLint from the release's artifact bundle, the way plugin users would
# (as SwiftLintPlugins does for SwiftLint): a binaryTarget holding the zip, the repository's own
# build-tool plugin depending on it, and a target with an alert. `swift build` must report the
# finding as a warning without compiling any of AlertLint.
#   Tests/integration/artifact-bundle.sh ALERTLINT_REPO_ROOT BUNDLE_ZIP   (Scripts/release.sh makes it)
set -euo pipefail
root="${1:?usage: artifact-bundle.sh ALERTLINT_REPO_ROOT BUNDLE_ZIP}"
zip="${2:?usage: artifact-bundle.sh ALERTLINT_REPO_ROOT BUNDLE_ZIP}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
app="$work/App"
mkdir -p "$app/Sources/App" "$app/Plugins/AlertLintBuildToolPlugin"
# A binary target's path is relative to its package.
cp "$zip" "$app/alertlint.artifactbundle.zip"
cp "$root/Plugins/AlertLintBuildToolPlugin/Plugin.swift" "$app/Plugins/AlertLintBuildToolPlugin/"
cat > "$app/Package.swift" <<'SWIFT'
// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "App",
    targets: [
        // A published plugin package uses binaryTarget(name:url:checksum:) with the release's zip.
        .binaryTarget(name: "AlertLintBinary", path: "alertlint.artifactbundle.zip"),
        .plugin(name: "AlertLintBuildToolPlugin", capability: .buildTool(), dependencies: ["AlertLintBinary"]),
        .target(name: "App", plugins: ["AlertLintBuildToolPlugin"]),
    ]
)
SWIFT
cp "$root/Tests/integration/SampleApp/Alerts.swift" "$app/Sources/App/"
passed=0
failed=0
expect() {
    if eval "$2"; then passed=$((passed + 1)); echo "ok: $1"; else failed=$((failed + 1)); echo "FAILED: $1"; cat "$3"; fi
}

# The binary itself: runs with an empty environment and, on Linux, needs no Swift library.
unzip -q "$zip" -d "$work/unzipped"
binary=$(echo "$work"/unzipped/alertlint.artifactbundle/alertlint-*/bin/alertlint)
env -i "$binary" --version > "$work/version.log" 2>&1 || true
expect "the bundle's binary runs without the toolchain" "grep -q '^alertlint [0-9]' '$work/version.log'" "$work/version.log"
if command -v ldd >/dev/null; then
    ldd "$binary" > "$work/ldd.log" 2>&1 || true
    expect "the bundle's binary links no Swift library" "! grep -qi 'swift\|Foundation' '$work/ldd.log'" "$work/ldd.log"
fi

cd "$app"
swift build -v > build.log 2>&1 || { cat build.log; echo "FAILED: swift build with the binary plugin"; exit 1; }
expect "the plugin reports findings as warnings" "grep -q 'Alerts.swift:17:[0-9]*: warning: .*\[ok-spelling\]' build.log" build.log
expect "the plugin runs the bundle's binary" "grep -q 'artifacts/.*/alertlint.artifactbundle/alertlint-[^/]*/bin/alertlint check' build.log" build.log
expect "no AlertLint source is compiled" "! grep -q 'AlertLintCore' build.log" build.log
# SwiftPM's checksum of the zip is the one the release wrote for binaryTarget(url:checksum:).
expect "the zip's .sha256 is SwiftPM's checksum" \
    "[ \"\$(swift package compute-checksum alertlint.artifactbundle.zip)\" = \"\$(cut -d' ' -f1 '$zip.sha256')\" ]" build.log

echo "artifact bundle: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
