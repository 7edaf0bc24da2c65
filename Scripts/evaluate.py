#!/usr/bin/env python3
"""AlertLint on real apps: how often its findings are right, and how much it misses.

For each app of Evaluation/apps.json whose snapshot is present (fetched with the search tool into
a mirror folder, as `owner+name/repo`), checks out its Swift files and string tables at the
manifest's commit into a work folder, runs `alertlint check` on it at default settings, and
compares the findings with the labels:

- Evaluation/findings.jsonl: findings judged by reading the code (right / wrong / noise);
- Evaluation/blind.jsonl: alert sites reviewed before AlertLint's output was seen, with the
  findings a careful reviewer expects there (recall).

It prints, per rule and overall, the share of judged findings that are right, wrong and noise,
the recall of the expected findings, and lists the findings nobody has judged yet (judge those
before calling a change done; `--unjudged FILE` writes them as JSON lines to judge).

    python3 Scripts/evaluate.py [--mirror DIR] [--work DIR] [--bin ALERTLINT] [--set dev|holdout|all]
                                [--apps NAME,...] [--unjudged FILE] [--fixes] [--visible] [--json FILE]

`--fixes` also applies each fix (unsafe ones too) on its own and checks the file again: a fix must
never create a finding of another rule. `--visible` prints the share of titles and
action titles whose text AlertLint can see (from `alertlint sites`).
"""
import argparse
import collections
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EVAL = os.path.join(ROOT, "Evaluation")
# Swift files, string tables, configurations, and the Xcode projects (which devices the app is for).
WANTED = re.compile(rb"\.(swift|strings|stringsdict|xcstrings)$|(^|/)\.alertlint\.json$|\.xcodeproj/project\.pbxproj$")
# Bumped when WANTED changes, so that older checkouts are made again.
CHECKOUT_VERSION = "2"
VERDICTS = ("right", "wrong", "noise")
# A blind reviewer's line and AlertLint's may differ by where each points in a multi-line call.
RECALL_LINE_SLACK = 3


def git_dir(mirror, repo):
    base = os.path.join(mirror, repo.replace("/", "+"), "repo")
    if os.path.isdir(os.path.join(base, ".git")):
        return os.path.join(base, ".git")
    return base if os.path.isdir(base) else None


def checkout(app, mirror, work):
    """The app's Swift files and tables at its commit, in work/NAME; None without a snapshot."""
    target = os.path.join(work, app["name"])
    stamp = os.path.join(target, ".alertlint-eval-commit")
    if os.path.exists(stamp) and open(stamp).read().strip() == f"{app['commit']} {CHECKOUT_VERSION}":
        return target
    git = git_dir(mirror, app["repo"])
    if git is None:
        return None
    listing = subprocess.run(
        ["git", "--git-dir", git, "ls-tree", "-r", "-z", app["commit"]], capture_output=True)
    if listing.returncode != 0:
        print(f"{app['name']}: commit {app['commit']} is not in the snapshot", file=sys.stderr)
        return None
    blobs = []
    for record in listing.stdout.split(b"\0"):
        if not record:
            continue
        meta, path = record.split(b"\t", 1)
        _, kind, sha = meta.split()
        if kind == b"blob" and WANTED.search(path):
            blobs.append((sha, path))
    shutil.rmtree(target, ignore_errors=True)
    os.makedirs(target)
    cat = subprocess.Popen(["git", "--git-dir", git, "cat-file", "--batch"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    # Write the requests from a thread: cat-file answers while it reads, and both pipes can fill.
    def request():
        cat.stdin.write(b"".join(sha + b"\n" for sha, _ in blobs))
        cat.stdin.close()
    writer = threading.Thread(target=request)
    writer.start()
    for sha, path in blobs:
        header = cat.stdout.readline()
        if header.endswith(b"missing\n"):
            continue  # files of 4 MiB and more are not in snapshots
        data = cat.stdout.read(int(header.split()[2]))
        cat.stdout.read(1)
        dest = os.path.join(target, path.decode("utf-8", "surrogateescape"))
        os.makedirs(os.path.dirname(dest), exist_ok=True)
        with open(dest, "wb") as out:
            out.write(data)
    writer.join()
    cat.wait()
    with open(stamp, "w") as out:
        out.write(f"{app['commit']} {CHECKOUT_VERSION}\n")
    return target


def run_check(binary, folder):
    result = subprocess.run(
        [binary, "check", "--format", "json", "--exit-zero", "."], cwd=folder, capture_output=True, text=True)
    if result.returncode != 0:
        raise SystemExit(f"alertlint check failed in {folder}:\n{result.stderr}")
    findings = []
    for diagnostic in json.loads(result.stdout)["diagnostics"]:
        findings.append({
            "file": os.path.normpath(diagnostic["file"]),
            "line": diagnostic["range"]["start"]["line"],
            "rule": diagnostic["rule"],
            "severity": diagnostic["severity"],
            "message": diagnostic["message"],
            "copy": diagnostic.get("copyLocation"),
            "fixes": [fix["safety"] for fix in diagnostic.get("fixes", [])],
        })
    return findings


def read_jsonl(path):
    if not os.path.exists(path):
        return []
    rows = []
    with open(path) as lines:
        for number, line in enumerate(lines, 1):
            line = line.strip()
            if not line or line.startswith("//"):
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as error:
                raise SystemExit(f"{path}:{number}: {error}")
    return rows


def share(part, whole):
    return f"{100 * part / whole:5.1f}%" if whole else "    -"


def key(row):
    return (row["app"], os.path.normpath(row["file"]), row["line"], row["rule"])


def label_for(finding, labels):
    """The label of a finding: the one judged with the same message, else any at its place."""
    candidates = labels.get(key(finding), [])
    for label in candidates:
        if label.get("message") == finding["message"]:
            return label
    return candidates[0] if candidates else None


def verdict_table(findings, labels):
    """Per rule: findings, judged, right/wrong/noise, unjudged; and the overall line."""
    rows = collections.defaultdict(collections.Counter)
    unjudged = []
    changed = []
    for finding in findings:
        label = label_for(finding, labels)
        counts = rows[finding["rule"]]
        counts["findings"] += 1
        if label is None:
            counts["unjudged"] += 1
            unjudged.append(finding)
            continue
        counts[label["verdict"]] += 1
        if label.get("message") and label["message"] != finding["message"]:
            changed.append((finding, label))
    return rows, unjudged, changed


def print_verdicts(rows, title):
    print(f"\n{title}")
    print(f"{'rule':28} {'found':>6} {'judged':>6} {'right':>7} {'wrong':>7} {'noise':>7} {'unjudged':>8}")
    total = collections.Counter()
    for rule in sorted(rows, key=lambda r: (-rows[r]["findings"], r)):
        counts = rows[rule]
        total.update(counts)
        judged = sum(counts[v] for v in VERDICTS)
        print(f"{rule:28} {counts['findings']:6} {judged:6} {share(counts['right'], judged):>7} "
              f"{share(counts['wrong'], judged):>7} {share(counts['noise'], judged):>7} {counts['unjudged']:8}")
    judged = sum(total[v] for v in VERDICTS)
    print(f"{'all':28} {total['findings']:6} {judged:6} {share(total['right'], judged):>7} "
          f"{share(total['wrong'], judged):>7} {share(total['noise'], judged):>7} {total['unjudged']:8}")
    # Weighted: each rule's shares weighted by how often it fires (unjudged findings count as
    # their rule's judged mix).
    weights = {rule: counts["findings"] for rule, counts in rows.items()}
    weighted = collections.Counter()
    covered = 0
    for rule, counts in rows.items():
        judged_rule = sum(counts[v] for v in VERDICTS)
        if judged_rule == 0:
            continue
        covered += weights[rule]
        for verdict in VERDICTS:
            weighted[verdict] += weights[rule] * counts[verdict] / judged_rule
    if covered:
        print(f"{'weighted by frequency':28} {'':6} {'':6} {share(weighted['right'], covered):>7} "
              f"{share(weighted['wrong'], covered):>7} {share(weighted['noise'], covered):>7}")
    return total


def recall(findings, sites):
    """Expected findings of the blind reviews that AlertLint reports, per rule."""
    by_file = collections.defaultdict(list)
    for finding in findings:
        by_file[(finding["app"], finding["file"], finding["rule"])].append(finding["line"])
    rows = collections.defaultdict(collections.Counter)
    missed = []
    reviewed = 0
    for site in sites:
        if site["app"] not in present_apps:
            continue
        reviewed += 1
        for expected in site.get("expected", []):
            if expected["rule"] == "none":
                rows["(fits no rule)"]["outside"] += 1
                continue
            file = os.path.normpath(expected.get("file", site["file"]))
            line = expected.get("line", site["line"])
            lines = by_file.get((site["app"], file, expected["rule"]), [])
            found = any(abs(found_line - line) <= RECALL_LINE_SLACK for found_line in lines)
            rows[expected["rule"]]["expected"] += 1
            rows[expected["rule"]]["found"] += found
            if not found:
                missed.append((site, expected))
    return rows, missed, reviewed


def print_recall(rows, missed, reviewed, verbose):
    print(f"\nRecall at {reviewed} alert sites reviewed blind")
    print(f"{'rule':28} {'expected':>8} {'found':>6} {'recall':>7}")
    total = collections.Counter()
    for rule in sorted(rows, key=lambda r: (-rows[r]["expected"], r)):
        counts = rows[rule]
        total.update(counts)
        if counts["outside"]:
            continue
        print(f"{rule:28} {counts['expected']:8} {counts['found']:6} {share(counts['found'], counts['expected']):>7}")
    print(f"{'all':28} {total['expected']:8} {total['found']:6} {share(total['found'], total['expected']):>7}")
    if total["outside"]:
        print(f"(and {total['outside']} breaches that fit no rule of the catalog)")
    if verbose:
        for site, expected in missed:
            file = expected.get("file", site["file"])
            print(f"  missed {site['app']}/{file}:{expected.get('line', site['line'])} "
                  f"[{expected['rule']}] {expected.get('reason', '')}")


def check_file(binary, folder, path):
    """The findings of one file, linted with its app's tables and constants."""
    result = subprocess.run(
        [binary, "check", "--format", "json", "--exit-zero", path], cwd=folder, capture_output=True, text=True)
    return json.loads(result.stdout)["diagnostics"] if result.returncode == 0 else []


def fix_round_trip(binary, folder):
    """Findings that appear when any one fix is applied: a fix must never create a finding of
    another rule. Each file's fixes are applied one at a time, the file linted again and restored."""
    created = []
    by_file = collections.defaultdict(list)
    for diagnostic in check_file(binary, folder, "."):
        if diagnostic.get("fixes"):
            by_file[os.path.normpath(diagnostic["file"])].append(diagnostic)
    for path, diagnostics in by_file.items():
        full = os.path.join(folder, path)
        original = open(full, "rb").read()
        before = collections.Counter(d["rule"] for d in check_file(binary, folder, path))
        try:
            for diagnostic in diagnostics:
                for fix in diagnostic["fixes"]:
                    data = bytearray(original)
                    for edit in sorted(fix["edits"], key=lambda e: -e["range"]["start"]["offset"]):
                        start, end = edit["range"]["start"]["offset"], edit["range"]["end"]["offset"]
                        data[start:end] = edit["replacement"].encode("utf-8")
                    with open(full, "wb") as out:
                        out.write(data)
                    remaining = before.copy()
                    for after in check_file(binary, folder, path):
                        if after["rule"] == diagnostic["rule"]:
                            continue
                        if remaining[after["rule"]] > 0:
                            remaining[after["rule"]] -= 1
                        else:
                            created.append({"file": path, "line": after["range"]["start"]["line"], "rule": after["rule"],
                                            "message": f"after {diagnostic['rule']}'s fix “{fix['title']}”: {after['message']}"})
        finally:
            with open(full, "wb") as out:
                out.write(original)
    return created


def visible_copy(binary, folder):
    """Titles and action titles whose text is known, from `alertlint sites`."""
    result = subprocess.run([binary, "sites", "."], cwd=folder, capture_output=True, text=True)
    counts = collections.Counter()
    def known(text):
        """A text is known when its words are, or, for a choice (`a ? "X" : "Y"`), one branch's."""
        return text.get("text") is not None or any(branch.get("text") is not None for branch in text.get("alternatives", []))

    for line in result.stdout.splitlines():
        site = json.loads(line)
        # A helper's own alert is a template: its copy is counted at each call, listed as a site.
        if "helper" in site:
            continue
        counts["sites"] += 1
        title = site.get("title")
        counts["titles"] += 1
        # No title at all (`title: nil`) is known too: there is nothing to read.
        counts["titlesKnown"] += title is None or known(title)
        for action in site.get("actions", []):
            counts["actions"] += 1
            counts["actionsKnown"] += bool(action.get("title") and known(action["title"]))
    return counts


# Where an app builds an alert, found by text alone (never by AlertLint), for blind reviews.
SITE_PATTERN = re.compile(
    r"\bUIAlertController(\.init)?\(|\.(alert|confirmationDialog|actionSheet)\(|\bNSAlert(\.init)?\("
    r"|\b(Alert|ActionSheet)\(\s*title:|\bUIAlertView\(|\bUIActionSheet\(")
SKIPPED = {".build", ".git", "Pods", "Carthage", "DerivedData", "node_modules", ".swiftpm"}


def sample_sites(apps, work, count, seed, reviewed):
    """`count` alert constructions drawn at random (seeded) across the apps, none reviewed yet."""
    import random
    candidates = []
    for app in apps:
        folder = os.path.join(work, app["name"])
        for directory, subdirectories, files in os.walk(folder):
            subdirectories[:] = sorted(d for d in subdirectories if d not in SKIPPED)
            for name in sorted(files):
                if not name.endswith(".swift"):
                    continue
                path = os.path.join(directory, name)
                relative = os.path.relpath(path, folder)
                for number, line in enumerate(open(path, errors="replace"), 1):
                    code = line.split("//")[0]
                    if SITE_PATTERN.search(code) and (app["name"], relative, number) not in reviewed:
                        candidates.append({"app": app["name"], "file": relative, "line": number, "code": line.strip()[:160]})
    random.Random(seed).shuffle(candidates)
    return candidates[:count]


present_apps = set()


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--mirror", default=os.environ.get("ALERTLINT_MIRROR", "/work/.mirror"))
    parser.add_argument("--work", default=os.environ.get("ALERTLINT_EVAL_WORK", os.path.expanduser("~/.cache/alertlint-eval")))
    parser.add_argument("--bin", default=os.path.join(ROOT, ".build", "release", "alertlint"))
    parser.add_argument("--set", default="all", choices=["dev", "holdout", "all"])
    parser.add_argument("--apps", help="comma-separated app names (default: every app of the set)")
    parser.add_argument("--unjudged", help="write the findings nobody has judged to FILE (JSON lines)")
    parser.add_argument("--fixes", action="store_true", help="check that no fix creates another rule's finding")
    parser.add_argument("--visible", action="store_true", help="print the share of copy AlertLint can see")
    parser.add_argument("--missed", action="store_true", help="list the expected findings AlertLint missed")
    parser.add_argument("--json", help="write every finding with its verdict to FILE (JSON lines)")
    parser.add_argument("--sample-sites", type=int, metavar="N",
                        help="print N alert constructions found by text search, at random, for a blind review")
    parser.add_argument("--seed", type=int, default=14)
    args = parser.parse_args()

    if not os.access(args.bin, os.X_OK):
        raise SystemExit(f"no alertlint at {args.bin}: build it (swift build -c release) or pass --bin")
    manifest = json.load(open(os.path.join(EVAL, "apps.json")))["apps"]
    chosen = set(args.apps.split(",")) if args.apps else None
    apps = [a for a in manifest if (chosen is None or a["name"] in chosen) and (args.set == "all" or a["set"] == args.set)]

    labels = collections.defaultdict(list)
    for label in read_jsonl(os.path.join(EVAL, "findings.jsonl")):
        if label.get("verdict") not in VERDICTS:
            raise SystemExit(f"findings.jsonl: verdict must be right, wrong or noise: {label}")
        labels[key(label)].append(label)
    sites = read_jsonl(os.path.join(EVAL, "blind.jsonl"))

    findings = []
    created = []
    visible = collections.Counter()
    absent = []
    for app in apps:
        folder = checkout(app, args.mirror, args.work)
        if folder is None:
            absent.append(app["name"])
            continue
        present_apps.add(app["name"])
        if args.sample_sites:
            continue  # a blind review starts from the code alone
        found = run_check(args.bin, folder)
        for finding in found:
            finding["app"] = app["name"]
        findings += found
        if args.fixes:
            for finding in fix_round_trip(args.bin, folder):
                finding["app"] = app["name"]
                created.append(finding)
        if args.visible:
            visible.update(visible_copy(args.bin, folder))
    if args.sample_sites:
        reviewed = {(site["app"], os.path.normpath(site["file"]), site["line"]) for site in sites}
        for site in sample_sites([a for a in apps if a["name"] in present_apps], args.work, args.sample_sites,
                                 args.seed, reviewed):
            print(json.dumps(site, ensure_ascii=False))
        return
    if absent:
        print(f"No snapshot of {', '.join(absent)} in {args.mirror}: not evaluated.", file=sys.stderr)
    if not present_apps:
        raise SystemExit("no app of the manifest is present: fetch the snapshots first (Evaluation/README.md)")

    print(f"{len(present_apps)} apps ({args.set}), {len(findings)} findings, "
          f"{sum(len(group) for group in labels.values() if group[0]['app'] in present_apps)} labels")
    rows, unjudged, changed = verdict_table(findings, labels)
    print_verdicts(rows, "Findings judged by reading the code")
    recall_rows, missed, reviewed = recall(findings, sites)
    print_recall(recall_rows, missed, reviewed, args.missed)
    if args.visible:
        print(f"\nVisible copy at {visible['sites']} sites: titles {share(visible['titlesKnown'], visible['titles'])} "
              f"({visible['titlesKnown']}/{visible['titles']}), action titles "
              f"{share(visible['actionsKnown'], visible['actions'])} ({visible['actionsKnown']}/{visible['actions']})")
    if args.fixes:
        print(f"\nFindings created by applying every fix: {len(created)}")
        for finding in created:
            print(f"  {finding['app']}/{finding['file']}:{finding['line']} [{finding['rule']}] {finding['message']}")
    if changed:
        print(f"\n{len(changed)} judged findings now say something else (judge them again):")
        for finding, label in changed[:20]:
            print(f"  {finding['app']}/{finding['file']}:{finding['line']} [{finding['rule']}] "
                  f"{finding['message']!r} (judged: {label['message']!r})")
    print(f"\nUnjudged findings: {len(unjudged)}")
    for finding in unjudged[:10]:
        print(f"  {finding['app']}/{finding['file']}:{finding['line']} [{finding['rule']}] {finding['message']}")
    if len(unjudged) > 10:
        print(f"  … {len(unjudged) - 10} more (--unjudged FILE writes them all)")
    if args.unjudged:
        # Findings whose message changed since they were judged are judged again, afresh.
        with open(args.unjudged, "w") as out:
            for finding in unjudged + [finding for finding, _ in changed]:
                out.write(json.dumps(finding, ensure_ascii=False) + "\n")
    if args.json:
        with open(args.json, "w") as out:
            for finding in findings:
                label = label_for(finding, labels)
                finding["verdict"] = label["verdict"] if label else None
                out.write(json.dumps(finding, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
