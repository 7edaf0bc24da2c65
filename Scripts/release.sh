#!/usr/bin/env bash
# Builds the release files of AlertLint VERSION into dist/:
#   Scripts/release.sh VERSION
# - refuses a VERSION that Sources/AlertLintCore/Version.swift, CHANGELOG.md or the Homebrew
#   formula's url does not name;
# - builds what this machine can: on Linux the static binary (`make install` into the bundle), on
#   macOS one universal arm64 + x86_64 binary;
# - alertlint.artifactbundle (SwiftPM's artifact bundle, SE-0305) with an info.json listing every
#   variant the bundle holds, so a bundle built on Linux, copied to a Mac and completed there ships
#   both; its zip; the binary alone as a tarball; the source tarball Homebrew builds;
# - FILE.sha256 for each, and, when the tag vVERSION exists, the formula's url and sha256.
# See docs/releasing.md.
set -euo pipefail
cd "$(dirname "$0")/.."
version="${1:?usage: Scripts/release.sh VERSION}"
dist="$(pwd)/dist"
formula=Formula/alertlint.rb

refuse() { echo "release.sh: $*" >&2; exit 2; }
current=$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' Sources/AlertLintCore/Version.swift)
[ "$version" = "$current" ] || refuse "VERSION $version, but Sources/AlertLintCore/Version.swift says $current"
grep -q "^## \[$version\]" CHANGELOG.md || refuse "CHANGELOG.md has no entry '## [$version]'"
grep -q "/alertlint-$version.tar.gz\"" "$formula" || refuse "$formula's url does not name alertlint-$version.tar.gz"

sha256() { if command -v sha256sum >/dev/null; then sha256sum "$@"; else shasum -a 256 "$@"; fi; }

bundle="$dist/alertlint.artifactbundle"
mkdir -p "$bundle"
# Variants of another version do not belong in this bundle.
find "$bundle" -mindepth 1 -maxdepth 1 -type d ! -name "alertlint-$version-*" -exec rm -rf {} +

case "$(uname -s)" in
    Linux)
        variant="alertlint-$version-linux-$(uname -m)"
        make install PREFIX="$bundle/$variant"
        ;;
    Darwin)
        variant="alertlint-$version-macos"
        flags=(-c release --product alertlint --arch arm64 --arch x86_64)
        swift build "${flags[@]}"
        install -d "$bundle/$variant/bin"
        install -m 755 "$(swift build "${flags[@]}" --show-bin-path)/alertlint" "$bundle/$variant/bin/alertlint"
        ;;
    *) refuse "no variant for $(uname -s)" ;;
esac
printed=$("$bundle/$variant/bin/alertlint" --version)
[ "$printed" = "alertlint $version" ] || refuse "the built binary prints '$printed'"
cp LICENSE "$bundle/LICENSE"

# The target triples each variant runs on, from its folder name.
triples() {
    case "$1" in
        *-linux-x86_64) echo '"x86_64-unknown-linux-gnu"' ;;
        *-linux-aarch64) echo '"aarch64-unknown-linux-gnu"' ;;
        *-macos) echo '"arm64-apple-macosx", "x86_64-apple-macosx"' ;;
        *) refuse "unknown variant folder $1" ;;
    esac
}
variants=""
for folder in "$bundle"/alertlint-"$version"-*/; do
    name=$(basename "$folder")
    variants+="${variants:+,
}        { \"path\": \"$name/bin/alertlint\", \"supportedTriples\": [$(triples "$name")] }"
done
cat > "$bundle/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "alertlint": {
      "version": "$version",
      "type": "executable",
      "variants": [
$variants
      ]
    }
  }
}
JSON

rm -f "$dist/alertlint.artifactbundle.zip"
(cd "$dist" && zip -qry alertlint.artifactbundle.zip alertlint.artifactbundle)
tar -czf "$dist/$variant.tar.gz" -C "$bundle/$variant" bin -C "$bundle" LICENSE

# The source tarball: from the tag when it exists (a real release), else from HEAD (a dry run).
tag="v$version"
ref="$tag"
git rev-parse -q --verify "refs/tags/$tag" >/dev/null || ref=HEAD
git archive --format=tar.gz --prefix="alertlint-$version/" -o "$dist/alertlint-$version.tar.gz" "$ref"

for file in alertlint.artifactbundle.zip "$variant.tar.gz" "alertlint-$version.tar.gz"; do
    (cd "$dist" && sha256 "$file" > "$file.sha256")
done

if [ "$ref" != HEAD ]; then
    repository="${ALERTLINT_REPOSITORY:-$(git remote get-url origin 2>/dev/null | sed -E -n 's#^(https://|git@)github\.com[:/](.*[^/])(\.git)?$#\2#p' | sed 's/\.git$//')}"
    [ -n "$repository" ] || refuse "set ALERTLINT_REPOSITORY=owner/name to write $formula's url"
    source_sum=$(cut -d' ' -f1 "$dist/alertlint-$version.tar.gz.sha256")
    sed -e "s#https://github.com/[^/\"]*/alertlint#https://github.com/$repository#g" \
        -e "s#^  sha256 \".*\"#  sha256 \"$source_sum\"#" "$formula" > "$formula.new"
    mv "$formula.new" "$formula"
    echo "$formula: url and sha256 of $repository's $tag; commit it after uploading dist/ to the release"
else
    echo "no tag $tag: the source tarball is HEAD's and $formula is left as it is"
fi
echo "SwiftPM checksum of the bundle (binaryTarget(url:checksum:)): $(cut -d' ' -f1 "$dist/alertlint.artifactbundle.zip.sha256")"
ls -l "$dist"
