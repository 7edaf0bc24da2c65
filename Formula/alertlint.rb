# Homebrew formula: `brew install --formula ./Formula/alertlint.rb`, or tap this repository
# (`brew tap <owner>/alertlint <repository URL>`, then `brew install alertlint`).
#
# Until the first release is published, OWNER is a placeholder (the project has no public GitHub
# organisation yet) and the sha256 is all zeros, so no download can match it. On the tagged
# release, Scripts/release.sh writes the repository (ALERTLINT_REPOSITORY=owner/name, else the
# `origin` remote) and the sha256 of the source tarball it builds; see docs/releasing.md.
class Alertlint < Formula
  desc "Lint the copy of alerts and action sheets in Swift code against Apple's HIG"
  homepage "https://github.com/OWNER/alertlint"
  url "https://github.com/OWNER/alertlint/releases/download/v0.2.0/alertlint-0.2.0.tar.gz"
  sha256 "0000000000000000000000000000000000000000000000000000000000000000"
  license "MIT"
  head "https://github.com/OWNER/alertlint.git", branch: "main"

  # Package.swift declares swift-tools-version 6.1: Xcode 16.3 is the first with Swift 6.1.
  depends_on xcode: ["16.3", :build]
  uses_from_macos "swift" => :build

  def install
    args = ["--disable-sandbox", "--configuration", "release", "--product", "alertlint"]
    # On Linux, link the Swift runtime in, as `make install` does.
    args << "--static-swift-stdlib" if OS.linux?
    system "swift", "build", *args
    bin.install ".build/release/alertlint"
  end

  test do
    (testpath/"Alert.swift").write <<~SWIFT
      let alert = UIAlertController(title: "Delete this photo?", message: nil, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
      alert.addAction(UIAlertAction(title: "OK", style: .destructive))
    SWIFT
    # Findings exit 1; "OK" on a destructive button is one.
    output = shell_output("#{bin}/alertlint check --format concise Alert.swift", 1)
    assert_match "Alert.swift:3:38: warning: Button “OK” doesn't say what it does", output
    assert_match "[ok-specific]", output
    assert_match version.to_s, shell_output("#{bin}/alertlint --version")
  end
end
