"""Every report format, produced by the real alertlint process, checked by its schema or an
independent reader."""
import json
import pathlib
import re
import shutil
import subprocess
import xml.etree.ElementTree as ElementTree

import jsonschema
import pytest

from conftest import ROOT, run

EXAMPLES = "Examples"


def check(alertlint, fmt, *extra, cwd=ROOT, paths=(EXAMPLES,)):
    result = run(alertlint, "check", "--format", fmt, *extra, *paths, cwd=cwd)
    assert result.returncode in (0, 1), result.stderr
    return result.stdout


def test_sarif_validates_against_the_official_schema(alertlint, schemas):
    document = json.loads(check(alertlint, "sarif"))
    schema = json.loads((schemas / "sarif" / "sarif-schema-2.1.0.json").read_text())
    jsonschema.validate(document, schema)
    run_ = document["runs"][0]
    rules = run_["tool"]["driver"]["rules"]
    assert {"id", "shortDescription", "fullDescription", "helpUri", "defaultConfiguration"} <= set(rules[0])
    results = run_["results"]
    assert results, "the examples must produce results"
    for result in results:
        assert rules[result["ruleIndex"]]["id"] == result["ruleId"]
        location = result["locations"][0]["physicalLocation"]
        assert location["artifactLocation"]["uriBaseId"] == "SRCROOT"
        assert not location["artifactLocation"]["uri"].startswith("/")
        assert "alertlint/v1" in result["partialFingerprints"]
    assert any("fixes" in result for result in results)


def test_sarif_reads_back_with_sarif_tools(alertlint, tmp_path):
    report = tmp_path / "alertlint.sarif"
    run(alertlint, "check", "--format", "sarif", "--output", str(report), EXAMPLES)
    from sarif import loader  # sarif-tools

    sarif_file = loader.load_sarif_file(str(report))
    expected = len(check(alertlint, "jsonl").splitlines())
    assert sarif_file.get_result_count() == expected
    records = sarif_file.get_records()
    assert all(record["Location"].endswith(".swift") and record["Line"] >= 1 for record in records)
    assert {record["Severity"] for record in records} <= {"error", "warning", "note"}


def test_sarif_fingerprints_survive_line_shifts(alertlint, tmp_path):
    folder = tmp_path / "app"
    shutil.copytree(ROOT / EXAMPLES, folder)
    before = json.loads(check(alertlint, "sarif", cwd=folder, paths=(".",)))
    for path in folder.rglob("*.swift"):
        path.write_text("\n\n// A new header comment.\n" + path.read_text())
    after = json.loads(check(alertlint, "sarif", cwd=folder, paths=(".",)))

    def prints(document):
        return sorted(r["partialFingerprints"]["alertlint/v1"] for r in document["runs"][0]["results"])

    assert prints(before) == prints(after)


def test_rdjson_validates_against_reviewdogs_schema(alertlint, schemas):
    document = json.loads(check(alertlint, "rdjson"))
    schema = json.loads((schemas / "rdjson" / "DiagnosticResult.json").read_text())
    jsonschema.validate(document, schema)
    diagnostics = document["diagnostics"]
    assert diagnostics and all(d["code"]["value"] and d["location"]["range"]["start"]["line"] >= 1 for d in diagnostics)
    assert any("suggestions" in d for d in diagnostics)


def test_github_workflow_commands_are_escaped(alertlint, tmp_path):
    folder = tmp_path / "odd, name: dir"
    folder.mkdir()
    (folder / "Alert.swift").write_text(
        'let a = UIAlertController(title: "Error", message: "100% sure", preferredStyle: .alert)\n'
        'a.addAction(UIAlertAction(title: "Ok", style: .default))\n'
    )
    output = check(alertlint, "github", cwd=tmp_path, paths=(folder.name,))
    lines = output.splitlines()
    assert lines
    pattern = re.compile(r"^::(error|warning|notice) file=([^,]*),line=\d+,col=\d+,endLine=\d+,endColumn=\d+,title=([^,]*)::(.*)$")
    for line in lines:
        match = pattern.match(line)
        assert match, line
        assert "%2C" in match.group(2) and "%3A" in match.group(2)
    assert any("100%25 sure" in line for line in lines), output
    assert "100% sure" not in output


def test_checkstyle_and_junit_are_well_formed(alertlint):
    checkstyle = ElementTree.fromstring(check(alertlint, "checkstyle"))
    assert checkstyle.tag == "checkstyle"
    errors = checkstyle.findall("./file/error")
    assert errors and all(e.get("source", "").startswith("alertlint.") for e in errors)
    junit = ElementTree.fromstring(check(alertlint, "junit"))
    suite = junit.find("testsuite")
    assert int(suite.get("failures")) == len(suite.findall("testcase/failure")) == len(errors)


def test_gitlab_code_quality(alertlint):
    issues = json.loads(check(alertlint, "gitlab"))
    assert issues
    for issue in issues:
        assert {"description", "check_name", "fingerprint", "severity", "location"} <= set(issue)
        assert issue["severity"] in {"info", "minor", "major", "critical", "blocker"}
    assert len({issue["fingerprint"] for issue in issues}) == len(issues)


def test_json_and_jsonl(alertlint):
    document = json.loads(check(alertlint, "json"))
    assert document["tool"]["name"] == "alertlint" and document["diagnostics"]
    lines = [json.loads(line) for line in check(alertlint, "jsonl").splitlines()]
    assert len(lines) == len(document["diagnostics"])


def test_stdin_filename_with_every_format(alertlint):
    source = (ROOT / EXAMPLES / "PhotoBook" / "UIKit" / "PhotoLibraryViewController.swift").read_text()
    for fmt in ["concise", "json", "jsonl", "sarif", "rdjson", "github", "checkstyle", "junit", "gitlab"]:
        result = run(alertlint, "check", "--format", fmt, "--stdin-filename", "Sources/Library.swift", stdin=source)
        assert result.returncode == 1, (fmt, result.stderr)
        assert "Library.swift" in result.stdout, fmt


def test_baseline_hides_old_findings_and_reports_new(alertlint, tmp_path):
    folder = tmp_path / "app"
    shutil.copytree(ROOT / EXAMPLES, folder)
    run(alertlint, "check", "--write-baseline", "baseline.json", ".", cwd=folder, check_status=0)
    # Unrelated edits and line shifts keep the old findings hidden.
    for path in folder.rglob("*.swift"):
        path.write_text("// Moved down.\n\n" + path.read_text())
    quiet = run(alertlint, "check", "--baseline", "baseline.json", ".", cwd=folder)
    assert quiet.returncode == 0 and quiet.stdout == "", quiet.stdout
    (folder / "New.swift").write_text(
        'func f() {\n    let a = UIAlertController(title: "Delete this file?", message: nil, preferredStyle: .alert)\n'
        '    a.addAction(UIAlertAction(title: "Cancel", style: .cancel))\n    a.addAction(UIAlertAction(title: "OK", style: .destructive))\n}\n'
    )
    new = run(alertlint, "check", "--baseline", "baseline.json", ".", cwd=folder)
    assert new.returncode == 1
    assert all(line.startswith("New.swift:") for line in new.stdout.splitlines()), new.stdout


def test_diff_base_reports_only_changed_lines(alertlint, tmp_path):
    folder = tmp_path / "repo"
    shutil.copytree(ROOT / EXAMPLES, folder)
    git = lambda *args: subprocess.run(["git", *args], cwd=folder, check=True, capture_output=True)
    git("init", "-q")
    git("-c", "user.email=ci@example.invalid", "-c", "user.name=CI", "add", ".")
    git("-c", "user.email=ci@example.invalid", "-c", "user.name=CI", "commit", "-qm", "base")
    target = folder / "PhotoBook" / "UIKit" / "PhotoLibraryViewController.swift"
    text = target.read_text().replace('title: "Sign Out", style: .default', 'title: "Okay", style: .default')
    target.write_text(text)
    result = run(alertlint, "check", "--diff-base", "HEAD", ".", cwd=folder)
    lines = result.stdout.splitlines()
    assert lines and all("PhotoLibraryViewController.swift:" in line and "Okay" in line for line in lines), lines
    unknown = run(alertlint, "check", "--diff-base", "no-such-rev", ".", cwd=folder)
    assert unknown.returncode == 2 and "unknown revision" in unknown.stderr
    outside = tmp_path / "plain"
    outside.mkdir()
    not_repo = run(alertlint, "check", "--diff-base", "HEAD", ".", cwd=outside)
    assert not_repo.returncode == 2 and "not inside a git repository" in not_repo.stderr
