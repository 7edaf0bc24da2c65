#!/usr/bin/env python3
"""Prints how fast `alertlint gallery` writes the page of a large app and how fast chromium opens it.

    python3 Tests/gallery/speed.py [--alertlint PATH] [--features N] [--runs N]

The app is Scripts/make-localized-app.py's, with --mixed (UIKit alerts and sheets, SwiftUI alerts
and dialogs, NSAlert) and its Chinese tables; the gallery draws it with --languages all. Writing is
the wall time of the whole process (linting included); opening is the page's load event
(Navigation Timing), which includes its script's layout pass. Each figure is the best of --runs.
"""
import argparse
import pathlib
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(pathlib.Path(__file__).parent))
from conftest import CHROMEDRIVER, CHROMIUM  # noqa: E402


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--alertlint", default=str(ROOT / ".build" / "release" / "alertlint"))
    parser.add_argument("--features", type=int, default=40)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    args.alertlint = str(pathlib.Path(args.alertlint).resolve())
    with tempfile.TemporaryDirectory() as folder:
        app = pathlib.Path(folder) / "app"
        subprocess.run([sys.executable, str(ROOT / "Scripts" / "make-localized-app.py"), str(app), "--features", str(args.features),
                        "--mixed"], check=True, capture_output=True)
        out = app / "gallery"
        command = [args.alertlint, "gallery", "--languages", "all", ".", "--output", str(out)]
        writes = []
        for _ in range(args.runs):
            start = time.perf_counter()
            result = subprocess.run(command, cwd=app, capture_output=True, text=True, check=True)
            writes.append(time.perf_counter() - start)
        page = out / "index.html"
        alerts = page.read_text().count('<article class="card"')
        drawings = page.read_text().count('<figure class="alert')
        print(f"app: {args.features} features, {alerts} alerts drawn {drawings} times (2 languages, every platform)")
        print(f"binary: {args.alertlint}")
        print(f"write:  {min(writes):.3f} s (best of {args.runs}; {result.stderr.strip()})")
        print(f"page:   {page.stat().st_size / 1024:.0f} KB")
        print(f"open:   {open_times(page, args.runs):.3f} s to the load event in headless chromium (best of {args.runs})")


def open_times(page, runs):
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1400,1000"):
        options.add_argument(argument)
    browser = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    try:
        times = []
        for _ in range(runs):
            browser.get("about:blank")
            browser.get(page.as_uri())
            timing = browser.execute_script("var t = performance.getEntriesByType('navigation')[0]; return t.loadEventEnd - t.startTime")
            times.append(timing / 1000)
        return min(times)
    finally:
        browser.quit()


if __name__ == "__main__":
    main()
