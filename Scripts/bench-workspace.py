#!/usr/bin/env python3
"""Whole-app `alertlint check` beside grep and Apple's parser, in one run.

    Scripts/bench-workspace.py FOLDER [--runs N] [--bin ALERTLINT]... [--apps]

FOLDER holds app folders; each app is linted on its own (its string tables form one set), as a
developer runs `alertlint check` in the app's folder. For every app, in this order, and N times:

  grep    `grep -rcE '<the words that start an alert site>' --include='*.swift' APP` (one core)
  parser  `swiftc -frontend -parse` on every Swift file of the app, batched, on all cores
  check   `alertlint check --exit-zero APP`, release build as it ships on Linux (`make build`):
          `swift build -c release --product alertlint -Xswiftc -static-executable`

It prints the bytes and files read, each tool's time (the median of N passes over all apps), the
user and wall time of check, check's peak resident memory, and the ratios check/grep and
parser/check. With `--bin` given more than once, each binary gets its own check figures, measured
in the same passes (before and after a change, under the same load). The figures are printed,
never asserted: speed is measured here, not in a test.
"""

import argparse
import concurrent.futures
import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

# SiteTriggers.words in Sources/AlertLintCore/Sites/SiteTriggers.swift.
TRIGGERS = [
    "alert", "Alert", "NSAlert", "UIAlertView", "ActionSheet", "actionSheet", "UIAlertAction",
    "UIActionSheet", "UIAlertController", "confirmationDialog",
]
GREP_PATTERN = r"\b(" + "|".join(TRIGGERS) + r")\b"
# FileDiscovery.skippedDirectories: what check never reads, so the parser does not read it either.
SKIPPED = {".build", ".git", "Pods", "Carthage", "DerivedData", "node_modules", ".swiftpm"}
BATCH_FILES = 64  # Swift files per `swiftc -frontend -parse` process


def swift_files(app):
    files = []
    for directory, subdirectories, names in os.walk(app):
        subdirectories[:] = sorted(d for d in subdirectories if d not in SKIPPED)
        files.extend(os.path.join(directory, name) for name in sorted(names) if name.endswith(".swift"))
    return files


def table_bytes(app):
    total = 0
    for directory, subdirectories, names in os.walk(app):
        subdirectories[:] = [d for d in subdirectories if d not in SKIPPED]
        for name in names:
            if name.endswith(".xcstrings") or (
                name.endswith((".strings", ".stringsdict")) and directory.endswith(".lproj")
            ):
                total += os.path.getsize(os.path.join(directory, name))
    return total


def timed(command):
    """Wall, user and system seconds and peak RSS (KiB) of one process, output discarded."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    code = os.waitstatus_to_exitcode(status)
    return wall, usage.ru_utime, usage.ru_stime, usage.ru_maxrss, code


def run_grep(app):
    wall, _, _, _, code = timed(["grep", "-rcE", GREP_PATTERN, "--include=*.swift", str(app)])
    if code > 1:
        sys.exit(f"grep failed on {app} (exit {code})")
    return wall


def run_parser(swiftc, files, cores):
    batches = [files[i:i + BATCH_FILES] for i in range(0, len(files), BATCH_FILES)]
    start = time.perf_counter()
    with concurrent.futures.ThreadPoolExecutor(max_workers=cores) as pool:
        list(pool.map(lambda batch: timed([swiftc, "-frontend", "-parse", *batch]), batches))
    return time.perf_counter() - start


def run_check(binary, app):
    wall, user, system, rss, code = timed([binary, "check", "--exit-zero", str(app)])
    if code != 0:
        sys.exit(f"alertlint check failed on {app} (exit {code}); run it by hand to see why")
    return wall, user + system, rss


def main():
    root = Path(__file__).resolve().parent.parent
    arguments = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    arguments.add_argument("folder", type=Path, help="a folder of app folders")
    arguments.add_argument("--runs", type=int, default=3, help="passes over all apps; the median is printed")
    arguments.add_argument("--bin", action="append", help="an alertlint binary (default .build/release/alertlint); repeatable")
    arguments.add_argument("--apps", action="store_true", help="also print each app's figures")
    options = arguments.parse_args()

    binaries = [shutil.which(path) or path for path in options.bin or [str(root / ".build/release/alertlint")]]
    for binary in binaries:
        if not os.access(binary, os.X_OK):
            sys.exit(f"{binary}: not found; build it with `swift build -c release --product alertlint -Xswiftc -static-executable`")
    swiftc = shutil.which("swiftc") or "/opt/swift/usr/bin/swiftc"
    cores = os.cpu_count() or 1
    apps = sorted(p for p in options.folder.iterdir() if p.is_dir() and swift_files(p))
    files = {app: swift_files(app) for app in apps}
    swift_bytes = {app: sum(os.path.getsize(f) for f in files[app]) for app in apps}
    tables = {app: table_bytes(app) for app in apps}

    # One unmeasured pass warms the page cache for every tool alike.
    for app in apps:
        run_grep(app)
        for binary in binaries:
            run_check(binary, app)
    checks = [f"check{number}" for number in range(len(binaries))]
    per_app = {app: {name: [] for name in ["grep", "parser", *checks]} for app in apps}
    cpu = {(name, app): [] for name in checks for app in apps}
    rss = {(name, app): 0 for name in checks for app in apps}
    totals = {name: [] for name in ["grep", "parser", *checks]}
    cpu_totals = {name: [] for name in checks}
    for _ in range(options.runs):
        passed = dict.fromkeys(totals, 0.0)
        cpu_passed = dict.fromkeys(checks, 0.0)
        for app in apps:
            per_app[app]["grep"].append(run_grep(app))
            per_app[app]["parser"].append(run_parser(swiftc, files[app], cores))
            for name, binary in zip(checks, binaries):
                wall, seconds, peak = run_check(binary, app)
                per_app[app][name].append(wall)
                cpu[name, app].append(seconds)
                rss[name, app] = max(rss[name, app], peak)
                cpu_passed[name] += seconds
            for name in passed:
                passed[name] += per_app[app][name][-1]
        for name in passed:
            totals[name].append(passed[name])
        for name in checks:
            cpu_totals[name].append(cpu_passed[name])

    median = {name: statistics.median(values) for name, values in totals.items()}
    all_bytes = sum(swift_bytes.values())
    all_files = sum(len(f) for f in files.values())
    print(f"{len(apps)} apps, {all_files} Swift files, {all_bytes / 1e6:.1f} MB of Swift, "
          f"{sum(tables.values()) / 1e6:.1f} MB of string tables; {cores} cores; median of {options.runs}")
    if options.apps:
        heading = "".join(f"{'check' + (str(n) if len(checks) > 1 else '') + ' s':>10}{'RSS MB':>8}" for n in range(len(checks)))
        print(f"{'app':<16}{'MB':>7}{'tables':>8}{'grep s':>9}{'parser s':>10}{heading}")
        for app in apps:
            row = "".join(f"{statistics.median(per_app[app][name]):>10.3f}{rss[name, app] / 1024:>8.0f}" for name in checks)
            print(f"{app.name[:15]:<16}{swift_bytes[app] / 1e6:>7.1f}{tables[app] / 1e6:>8.2f}"
                  f"{statistics.median(per_app[app]['grep']):>9.3f}{statistics.median(per_app[app]['parser']):>10.3f}{row}")
    print(f"grep -rcE          {median['grep']:7.3f} s   {all_bytes / 1e6 / median['grep']:7.1f} MB/s  (one core)")
    print(f"swiftc -parse      {median['parser']:7.3f} s   {all_bytes / 1e6 / median['parser']:7.1f} MB/s  ({cores} cores)")
    for name, binary in zip(checks, binaries):
        wall, seconds = median[name], statistics.median(cpu_totals[name])
        peak_app = max(apps, key=lambda app: rss[name, app])
        if len(binaries) > 1:
            print(f"{binary}:")
        print(f"alertlint check    {wall:7.3f} s   {all_bytes / 1e6 / wall:7.1f} MB/s  "
              f"(user+sys {seconds:.3f} s = {seconds / wall:.2f}× wall)")
        print(f"check peak RSS     {rss[name, peak_app] / 1024:7.0f} MB  ({peak_app.name}, "
              f"{swift_bytes[peak_app] / 1e6:.1f} MB of Swift, {tables[peak_app] / 1e6:.2f} MB of tables)")
        print(f"check / grep       {wall / median['grep']:7.2f}×   (target: at most 2×)")
        print(f"parser / check     {median['parser'] / wall:7.2f}×   (target: at least 10×)")


if __name__ == "__main__":
    main()
