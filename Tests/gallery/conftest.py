"""Browser tests of `alertlint gallery`: Debian's headless chromium through chromedriver (Selenium),
on the gallery of Examples/ and of a large generated app. Nothing leaves the machine: the pages
open from disk and load nothing.

Screenshots go to $GALLERY_SCREENSHOTS (default .build/gallery-screenshots), which CI keeps."""
import base64
import importlib.util
import json
import os
import pathlib
import shutil
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
# The `--alertlint` option and fixture are the integration tests' own.
_spec = importlib.util.spec_from_file_location("integration_conftest", ROOT / "Tests" / "integration" / "conftest.py")
_integration = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_integration)
pytest_addoption = _integration.pytest_addoption
alertlint = _integration.alertlint
SCREENSHOTS = pathlib.Path(os.environ.get("GALLERY_SCREENSHOTS", ROOT / ".build" / "gallery-screenshots"))
# Where Debian puts them; CHROMIUM and CHROMEDRIVER point elsewhere.
CHROMIUM = os.environ.get("CHROMIUM", shutil.which("chromium") or "/usr/bin/chromium")
CHROMEDRIVER = os.environ.get("CHROMEDRIVER", shutil.which("chromedriver") or "/usr/bin/chromedriver")


def gallery(alertlint, out, *args, cwd=ROOT):
    result = subprocess.run([str(alertlint), "gallery", *args, "--output", str(out)], cwd=cwd, capture_output=True, text=True,
                            timeout=300)
    assert result.returncode == 0, result.stderr
    return out / "index.html"


def sites(alertlint, *paths, cwd=ROOT):
    """`alertlint sites`: the engine's own account of each alert, keyed by (file, line)."""
    result = subprocess.run([str(alertlint), "sites", *paths], cwd=cwd, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    return {(site["file"], site["line"]): site for site in map(json.loads, result.stdout.splitlines())}


class Page:
    """One gallery open in chromium, with the sites it draws."""

    def __init__(self, driver, path, sites, name):
        self.driver, self.path, self.sites, self.name = driver, path, sites, name

    def open(self):
        self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
        self.driver.get(self.path.as_uri())
        return self

    def js(self, script, *args):
        return self.driver.execute_script(script, *args)

    def screenshot(self, label, height=6000):
        """A PNG of the page's top `height` pixels."""
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        size = self.js("return [document.documentElement.scrollWidth, document.documentElement.scrollHeight]")
        shot = self.driver.execute_cdp_cmd("Page.captureScreenshot", {
            "format": "png", "captureBeyondViewport": True,
            "clip": {"x": 0, "y": 0, "width": size[0], "height": min(size[1], height), "scale": 1}})
        (SCREENSHOTS / f"{self.name}-{label}.png").write_bytes(base64.b64decode(shot["data"]))


@pytest.fixture(scope="session")
def driver():
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1400,1000",
                     "--hide-scrollbars", "--force-device-scale-factor=1", "--lang=en-US"):
        options.add_argument(argument)
    # The driver is named, so Selenium never looks for one on the network.
    browser = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    yield browser
    browser.quit()


@pytest.fixture(scope="session")
def examples(alertlint, driver, tmp_path_factory):
    out = tmp_path_factory.mktemp("examples")
    path = gallery(alertlint, out, "--languages", "all", "Examples")
    return Page(driver, path, sites(alertlint, "Examples"), "examples")


@pytest.fixture(scope="session")
def large_app(alertlint, driver, tmp_path_factory):
    app = tmp_path_factory.mktemp("large-app")
    subprocess.run([sys.executable, str(ROOT / "Scripts" / "make-localized-app.py"), str(app), "--features", "60", "--mixed"],
                   check=True, capture_output=True)
    path = gallery(alertlint, app / "gallery", "--languages", "all", ".", cwd=app)
    return Page(driver, path, sites(alertlint, ".", cwd=app), "large-app")


@pytest.fixture(params=["examples", "large_app"])
def page(request):
    return request.getfixturevalue(request.param).open()
