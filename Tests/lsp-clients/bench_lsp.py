#!/usr/bin/env python3
"""Latency and memory of `alertlint lsp` over real pipes (Python standard library only).

    swift build -c release && python3 Tests/lsp-clients/bench_lsp.py [--bin .build/release/alertlint]

Measures: initialize latency; didOpen -> publishDiagnostics on a 10,000-line file with 200 alerts;
didChange -> publishDiagnostics latency percentiles over --edits keystrokes; the server's RSS with
50 such files open.
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
    def __init__(self, binary):
        self.process = subprocess.Popen([binary, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.DEVNULL)
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
            self.messages.put(json.loads(stream.read(length)))

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

    def stop(self):
        self.request(10**9, "shutdown", None)
        self.notify("exit", None)
        self.process.wait(timeout=10)


def synthetic_file(lines=10_000, alerts=200):
    """`alerts` UIKit alerts (each with findings) spread over `lines` lines of filler code."""
    alert = [
        "    func confirm{n}() {{",
        '        let alert = UIAlertController(title: "remove download {n}", message: "you can download it again", preferredStyle: .alert)',
        '        alert.addAction(UIAlertAction(title: "Ok", style: .default))',
        '        alert.addAction(UIAlertAction(title: "cancel", style: .default))',
        "        present(alert, animated: true)",
        "    }}",
    ]
    filler_per_alert = max(0, (lines - 2) // alerts - len(alert))
    out = ["import UIKit", "final class Screen: UIViewController {"]
    for n in range(alerts):
        out += [line.format(n=n) for line in alert]
        out += [f"    let value{n}_{i} = {i} * 2 // filler" for i in range(filler_per_alert)]
    out.append("}")
    while len(out) < lines:
        out.append("// filler")
    return "\n".join(out) + "\n"


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", default=str(ROOT / ".build" / "release" / "alertlint"))
    parser.add_argument("--edits", type=int, default=200)
    parser.add_argument("--files", type=int, default=50)
    args = parser.parse_args()
    if not os.access(args.bin, os.X_OK):
        sys.exit(f"{args.bin} is not executable: run `swift build -c release` first")

    workspace = pathlib.Path(tempfile.mkdtemp(prefix="alertlint-bench-"))
    text = synthetic_file()
    server = Server(args.bin)
    started = time.perf_counter()
    server.request(1, "initialize", {"processId": os.getpid(), "rootUri": workspace.as_uri(), "capabilities": {}})
    initialize_ms = (time.perf_counter() - started) * 1000
    server.notify("initialized", {})

    uri = (workspace / "Big.swift").as_uri()
    started = time.perf_counter()
    server.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "swift", "version": 1, "text": text}})
    opened = server.wait_diagnostics(uri, 1)
    open_ms = (time.perf_counter() - started) * 1000
    findings = len(opened["params"]["diagnostics"])

    latencies = []
    for version in range(2, args.edits + 2):
        line = 100 + (version * 37) % 9000
        change = {"range": {"start": {"line": line, "character": 0}, "end": {"line": line, "character": 0}}, "text": " "}
        started = time.perf_counter()
        server.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version}, "contentChanges": [change]})
        server.wait_diagnostics(uri, version)
        latencies.append((time.perf_counter() - started) * 1000)

    rss_one = server.rss_kib()
    for index in range(args.files - 1):
        other = (workspace / f"File{index}.swift").as_uri()
        server.notify("textDocument/didOpen", {"textDocument": {"uri": other, "languageId": "swift", "version": 1, "text": text}})
        server.wait_diagnostics(other, 1)
    rss_many = server.rss_kib()
    server.stop()

    print(f"file: {text.count(chr(10))} lines, {len(text.encode()) // 1024} KiB, {findings} diagnostics")
    print(f"initialize: {initialize_ms:.1f} ms")
    print(f"didOpen -> publishDiagnostics: {open_ms:.1f} ms")
    print("didChange -> publishDiagnostics over %d edits: p50 %.1f ms, p90 %.1f ms, p99 %.1f ms, max %.1f ms, mean %.1f ms" % (
        len(latencies), percentile(latencies, 0.5), percentile(latencies, 0.9), percentile(latencies, 0.99),
        max(latencies), statistics.mean(latencies)))
    print(f"RSS: {rss_one / 1024:.1f} MiB with 1 file open, {rss_many / 1024:.1f} MiB with {args.files} files open")


if __name__ == "__main__":
    main()
