"""Shared fixtures for the integration tests: the built alertlint binary and the schemas."""
import os
import pathlib
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
# CI lays shared/ beside the clone; developers have it at ../shared too.
SHARED = ROOT.parent / "shared"


def pytest_addoption(parser):
    parser.addoption("--alertlint", default=str(ROOT / ".build" / "debug" / "alertlint"))


@pytest.fixture(scope="session")
def alertlint(request):
    path = pathlib.Path(request.config.getoption("--alertlint"))
    assert path.exists(), f"build alertlint first: {path}"
    return path


@pytest.fixture(scope="session")
def schemas():
    path = SHARED / "schemas"
    assert path.is_dir(), f"the shared schemas are missing: {path}"
    return path


def run(alertlint, *args, cwd=ROOT, stdin=None, check_status=None):
    env = dict(os.environ, NO_COLOR="1")
    result = subprocess.run([str(alertlint), *args], cwd=cwd, input=stdin, capture_output=True, text=True, env=env, timeout=120)
    if check_status is not None:
        assert result.returncode == check_status, result.stderr
    return result
