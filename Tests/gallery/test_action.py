"""action.yml's gallery steps: the command it runs draws a pull request's changed alerts, and the
page is uploaded and linked from the job summary."""
import pathlib
import re
import shutil
import subprocess

import yaml

from conftest import ROOT


def steps():
    action = yaml.safe_load((ROOT / "action.yml").read_text())
    assert action["inputs"]["gallery"]["default"] == "false"
    return {step["name"]: step for step in action["runs"]["steps"]}


def test_the_gallery_is_uploaded_and_linked_before_annotations_can_fail_the_job():
    named = steps()
    names = list(named)
    assert names.index("Gallery") < names.index("Upload the gallery") < names.index("Lint (annotations)")
    upload = named["Upload the gallery"]
    assert upload["uses"].startswith("actions/upload-artifact@") and upload["with"]["path"] == "alertlint-gallery"
    assert "steps.gallery.outputs.artifact-url" in named["Link the gallery from the job summary"]["run"]
    assert "GITHUB_STEP_SUMMARY" in named["Link the gallery from the job summary"]["run"]


def test_the_gallery_step_draws_the_changed_alerts(alertlint, tmp_path):
    repo = tmp_path / "repo"
    shutil.copytree(ROOT / "Examples", repo / "Sources")
    git = lambda *args: subprocess.run(["git", *args], cwd=repo, check=True, capture_output=True)
    git("init", "-q")
    git("add", ".")
    git("-c", "user.email=ci@example.com", "-c", "user.name=CI", "commit", "-qm", "base")
    swift = repo / "Sources" / "PhotoBook" / "UIKit" / "PhotoLibraryViewController.swift"
    swift.write_text(swift.read_text().replace('title: "Ok", style: .default', 'title: "OK", style: .default'))
    values = {
        "github.server_url": "https://github.example", "github.repository": "owner/app",
        "github.event.pull_request.head.sha || github.sha": "abc123",
        "inputs.gallery-args": "--diff-base HEAD --languages all", "inputs.paths": "Sources",
    }
    script = re.sub(r"\$\{\{ (.*?) \}\}", lambda match: values[match.group(1)], steps()["Gallery"]["run"])
    script = script.replace("$GITHUB_ACTION_PATH/.build/release/alertlint", str(alertlint))
    subprocess.run(["bash", "-ec", script], cwd=repo, check=True, capture_output=True)
    page = (repo / "alertlint-gallery" / "index.html").read_text()
    assert page.count('<article class="card"') == 1
    assert 'href="https://github.example/owner/app/blob/abc123/Sources/PhotoBook/UIKit/PhotoLibraryViewController.swift#L16"' in page
    assert "Open in editor" not in page
