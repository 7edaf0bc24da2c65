#!/usr/bin/env python3
"""Latency and memory of `alertlint lsp` over real pipes (Python standard library only).

    make build && python3 Tests/lsp-clients/bench_lsp.py [--bin .build/release/alertlint]

(`make build` links the server statically, as it ships on Linux, see docs/editors.md; without it
the idle server maps about 6 MiB more of shared Swift and Foundation libraries.)

Measures: initialize latency; didOpen -> publishDiagnostics on a 10,000-line file with 200 alerts;
didChange -> publishDiagnostics latency percentiles over --edits keystrokes; the server's RSS with
0 documents and with 50 such files open.

Two files are measured. The worst case gives every alert seven findings (1,400 diagnostics); the
realistic one has the same 200 alerts but most of their copy is clean. Latencies are reported
twice: when the notification's last byte has been read from the pipe (what the server controls)
and after Python's json.loads of it (what this client adds).
"""

import argparse
import json
import os
import pathlib
import queue
import statistics
import subprocess
import sys
import tempfile
import threading
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]


class Server:
    """`stamp` adds `_read_at` (last byte read) and `_parsed_at` (after json.loads) to each message."""

    def __init__(self, binary, stamp=False, stderr=subprocess.DEVNULL, env=None):
        self.process = subprocess.Popen([binary, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=stderr, env=env)
        self.stamp = stamp
        self.messages = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        stream = self.process.stdout
        while True:
            length = None
            while True:
                line = stream.readline()
                if not line:
                    return
                line = line.strip()
                if not line:
                    break
                name, _, value = line.decode().partition(":")
                if name.lower() == "content-length":
                    length = int(value)
            body = stream.read(length)
            read_at = time.perf_counter()
            message = json.loads(body)
            if self.stamp:
                message["_read_at"], message["_parsed_at"] = read_at, time.perf_counter()
            self.messages.put(message)

    def send(self, message):
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def request(self, id, method, params):
        self.send({"jsonrpc": "2.0", "id": id, "method": method, "params": params})
        return self.wait(lambda m: m.get("id") == id and "method" not in m)

    def notify(self, method, params):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def wait(self, predicate, timeout=60):
        deadline = time.monotonic() + timeout
        while True:
            message = self.messages.get(timeout=max(0.01, deadline - time.monotonic()))
            if predicate(message):
                return message

    def wait_diagnostics(self, uri, version):
        return self.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                         and m["params"]["uri"] == uri and m["params"].get("version") == version)

    def rss_kib(self):
        try:
            with open(f"/proc/{self.process.pid}/status") as status:
                for line in status:
                    if line.startswith("VmRSS:"):
                        return int(line.split()[1])
        except OSError:
            pass
        output = subprocess.run(["ps", "-o", "rss=", "-p", str(self.process.pid)], capture_output=True, text=True)
        return int(output.stdout.strip() or 0)

    def cpu_seconds(self):
        """User + system CPU time the server has used (Linux; None elsewhere)."""
        try:
            with open(f"/proc/{self.process.pid}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
            return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
        except (OSError, ValueError, IndexError):
            return None

    def stop(self):
        self.request(10**9, "shutdown", None)
        self.notify("exit", None)
        self.process.wait(timeout=10)


WORST_ALERT = [
    "    func confirm{n}() {{",
    '        let alert = UIAlertController(title: "remove download {n}", message: "you can download it again", preferredStyle: .alert)',
    '        alert.addAction(UIAlertAction(title: "Ok", style: .default))',
    '        alert.addAction(UIAlertAction(title: "cancel", style: .default))',
    "        present(alert, animated: true)",
    "    }}",
]

CLEAN_ALERT = [
    "    func confirm{n}() {{",
    '        let alert = UIAlertController(title: "Delete Download {n}?", message: "You can download it again later.", preferredStyle: .alert)',
    '        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))',
    '        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))',
    "        present(alert, animated: true)",
    "    }}",
]


def synthetic_file(lines=10_000, alerts=200, flagged_every=1):
    """`alerts` UIKit alerts spread over `lines` lines of filler code. Every `flagged_every`-th alert
    has the worst copy (seven findings); the others are clean."""
    filler_per_alert = max(0, (lines - 2) // alerts - len(WORST_ALERT))
    out = ["import UIKit", "final class Screen: UIViewController {"]
    for n in range(alerts):
        alert = WORST_ALERT if n % flagged_every == 0 else CLEAN_ALERT
        out += [line.format(n=n) for line in alert]
        out += [f"    let value{n}_{i} = {i} * 2 // filler" for i in range(filler_per_alert)]
    out.append("}")
    while len(out) < lines:
        out.append("// filler")
    return "\n".join(out) + "\n"


def corpus_files(folder, count, lines=10_000):
    """`count` files of `lines` lines of real code: consecutive lines of the folder's Swift files,
    each file starting elsewhere in them. Real code compresses far less than the generated file, so
    this is the honest measure of what cold documents cost."""
    pool = []
    for path in sorted(pathlib.Path(folder).rglob("*.swift")):
        pool += path.read_text(encoding="utf-8", errors="replace").splitlines()
    if not pool:
        sys.exit(f"no Swift files under {folder}")
    return ["\n".join(pool[(n * len(pool) // count + i) % len(pool)] for i in range(lines)) + "\n" for n in range(count)]


def open_all(server, workspace, prefix, texts):
    """Opens every text and waits for its diagnostics; the server's RSS (KiB) right after, and 1.5 s
    later (it hands freed memory back after an open and after a pause in typing). Stops the server."""
    for index, text in enumerate(texts):
        uri = (workspace / f"{prefix}{index}.swift").as_uri()
        server.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "swift", "version": 1, "text": text}})
        server.wait_diagnostics(uri, 1)
    opened = server.rss_kib()
    time.sleep(1.5)
    rested = server.rss_kib()
    server.stop()
    return opened, rested


def memory_with(binary, workspace, texts):
    """RSS (KiB) of a fresh server with every text open, and 1.5 s later."""
    server = Server(binary)
    server.request(1, "initialize", {"processId": os.getpid(), "rootUri": workspace.as_uri(), "capabilities": {}})
    server.notify("initialized", {})
    return open_all(server, workspace, "Corpus", texts)


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def summary(values):
    return "p50 %.1f ms, p90 %.1f ms, p99 %.1f ms, max %.1f ms, mean %.1f ms" % (
        percentile(values, 0.5), percentile(values, 0.9), percentile(values, 0.99), max(values), statistics.mean(values))


def measure_file(server, workspace, name, text, edits):
    """didOpen then `edits` one-character insertions; latencies to the last byte read and to parsed."""
    uri = (workspace / name).as_uri()
    started = time.perf_counter()
    server.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "swift", "version": 1, "text": text}})
    opened = server.wait_diagnostics(uri, 1)
    open_ms = (opened["_read_at"] - started) * 1000
    read, parsed = [], []
    cpu_before = server.cpu_seconds()
    for version in range(2, edits + 2):
        line = 100 + (version * 37) % 9000
        change = {"range": {"start": {"line": line, "character": 0}, "end": {"line": line, "character": 0}}, "text": " "}
        started = time.perf_counter()
        server.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version}, "contentChanges": [change]})
        published = server.wait_diagnostics(uri, version)
        read.append((published["_read_at"] - started) * 1000)
        parsed.append((published["_parsed_at"] - started) * 1000)
    cpu_after = server.cpu_seconds()
    cpu_ms = None if cpu_before is None else (cpu_after - cpu_before) * 1000 / edits
    return {"uri": uri, "open_ms": open_ms, "cpu_ms": cpu_ms, "findings": len(opened["params"]["diagnostics"]),
            "bytes": len(json.dumps(published["params"])), "read": read, "parsed": parsed}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", default=str(ROOT / ".build" / "release" / "alertlint"))
    parser.add_argument("--edits", type=int, default=200)
    parser.add_argument("--files", type=int, default=50)
    parser.add_argument("--corpus", help="also measure memory with --files files of 10,000 lines of the real code in this folder")
    parser.add_argument("--timing", action="store_true",
                        help="run the server with ALERTLINT_LSP_TIMING=1 and print its per-phase medians")
    args = parser.parse_args()
    if not os.access(args.bin, os.X_OK):
        sys.exit(f"{args.bin} is not executable: run `make build` first")

    workspace = pathlib.Path(tempfile.mkdtemp(prefix="alertlint-bench-"))
    worst = synthetic_file()
    realistic = synthetic_file(flagged_every=10)
    env = dict(os.environ, ALERTLINT_LSP_TIMING="1") if args.timing else None
    timing_log = tempfile.TemporaryFile() if args.timing else subprocess.DEVNULL
    server = Server(args.bin, stamp=True, stderr=timing_log, env=env)
    started = time.perf_counter()
    server.request(1, "initialize", {"processId": os.getpid(), "rootUri": workspace.as_uri(), "capabilities": {}})
    initialize_ms = (time.perf_counter() - started) * 1000
    server.notify("initialized", {})
    time.sleep(0.2)
    rss_idle = server.rss_kib()

    results = {}
    for label, name, text in (("worst case", "Big.swift", worst), ("realistic", "Real.swift", realistic)):
        results[label] = measure_file(server, workspace, name, text, args.edits)
    server.notify("textDocument/didClose", {"textDocument": {"uri": results["realistic"]["uri"]}})

    rss_one = server.rss_kib()
    rss_many, rss_rest = open_all(server, workspace, "File", [worst] * (args.files - 1))

    for label, text in (("worst case", worst), ("realistic", realistic)):
        result = results[label]
        print(f"{label}: {text.count(chr(10))} lines, {len(text.encode()) // 1024} KiB, {result['findings']} diagnostics, "
              f"publishDiagnostics {result['bytes'] // 1024} KiB")
        print(f"  didOpen -> publishDiagnostics read: {result['open_ms']:.1f} ms")
        print(f"  didChange -> publishDiagnostics read ({len(result['read'])} edits):   {summary(result['read'])}")
        print(f"  didChange -> publishDiagnostics parsed by Python:  {summary(result['parsed'])}")
        if result["cpu_ms"] is not None:
            print(f"  server CPU time per didChange (all threads, unaffected by waiting for a core): {result['cpu_ms']:.2f} ms")
    print(f"initialize: {initialize_ms:.1f} ms")
    print(f"RSS: {rss_idle / 1024:.1f} MiB with 0 documents, {rss_one / 1024:.1f} MiB with 1 file open (right after "
          f"the edits), {rss_many / 1024:.1f} MiB with {args.files} files open (right after the last publication), "
          f"{rss_rest / 1024:.1f} MiB 1.5 s later ({args.files} x the worst-case file = "
          f"{args.files * len(worst.encode()) / 1048576:.1f} MiB of text)")
    if args.corpus:
        texts = corpus_files(args.corpus, args.files)
        opened, rested = memory_with(args.bin, workspace, texts)
        print(f"RSS with {args.files} files of real code from {args.corpus} open: {opened / 1024:.1f} MiB, "
              f"{rested / 1024:.1f} MiB 1.5 s later ({sum(len(t.encode()) for t in texts) / 1048576:.1f} MiB of text)")
    if args.timing:
        print_timing(timing_log)


def print_timing(log):
    """Median and p99 of each phase of the server's `timing didChange` lines, per file."""
    log.seek(0)
    files = {}
    for line in log.read().decode(errors="replace").splitlines():
        fields = line.split()
        if fields[1:3] != ["timing", "didChange"] or len(fields) < 4:
            continue
        phases = files.setdefault(fields[3].rsplit("/", 1)[-1], {})
        for field in fields[4:]:
            name, _, value = field.partition("=")
            if value.endswith("us"):
                phases.setdefault(name, []).append(int(value[:-2]))
            elif name == "copied":
                phases.setdefault(name, []).append(value)
    if not files:
        print("server timing: no lines (was the binary built with the timing support?)")
        return
    for name, phases in files.items():
        copied = phases.pop("copied", [])
        print(f"server phases of didChange, {name} (µs, median / p99; wall time, then the server thread's CPU time):")
        for cpu in (False, True):
            print("  " + "  ".join(f"{phase.removesuffix('.cpu')} {percentile(values, 0.5)} / {percentile(values, 0.99)}"
                                   for phase, values in phases.items() if phase.endswith(".cpu") == cpu))
        if copied:
            whole = sum(1 for value in copied if value.partition("/")[0] == value.partition("/")[2])
            print(f"  diagnostics copied from the last publication: {whole} of {len(copied)} publications copied every one, "
                  f"median {percentile([int(value.partition('/')[0]) for value in copied], 0.5)} per publication")


if __name__ == "__main__":
    main()
