#!/usr/bin/env python3
"""`workspace/diagnostic` on a whole app over pipes: how long the first answer takes (the server
reads the workspace: tables, the survey of every Swift file, then every file's lint), a second one
(nothing changed), and the progress the client is shown.

    make build
    python3 Tests/lsp-clients/bench_workspace_diagnostic.py APP_FOLDER [--bin .build/release/alertlint]

It prints the figures and asserts nothing: speed is measured here, not in a test.
"""

import argparse
import pathlib
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from bench_lsp import ROOT, Server  # noqa: E402


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("folder")
    parser.add_argument("--bin", default=str(ROOT / ".build" / "release" / "alertlint"))
    args = parser.parse_args()
    folder = pathlib.Path(args.folder).resolve()
    files = sum(1 for _ in folder.rglob("*.swift"))
    server = Server(args.bin)
    # As VS Code declares them: pulled diagnostics, progress, and files watched for the server.
    capabilities = {"textDocument": {"diagnostic": {}}, "workspace": {"diagnostics": {"refreshSupport": True}, "didChangeWatchedFiles": {"dynamicRegistration": True}},
                    "window": {"workDoneProgress": True}}
    server.request(1, "initialize", {"processId": None, "rootUri": folder.as_uri(), "capabilities": capabilities,
                                     "workspaceFolders": [{"uri": folder.as_uri(), "name": folder.name}]})
    server.notify("initialized", {})
    for attempt, label in ((2, "first (reads the workspace)"), (3, "second (nothing changed)")):
        started = time.perf_counter()
        server.send({"jsonrpc": "2.0", "id": attempt, "method": "workspace/diagnostic",
                     "params": {"previousResultIds": [], "workDoneToken": f"bench-{attempt}"}})
        progress = 0
        while True:
            message = server.messages.get(timeout=120)
            if message.get("method") == "$/progress":
                progress += 1
            if message.get("id") == attempt and "method" not in message:
                break
        elapsed = time.perf_counter() - started
        items = message["result"]["items"]
        findings = sum(len(item.get("items", [])) for item in items)
        print(f"{label}: {elapsed:.2f} s, {len(items)} reports, {findings} diagnostics, {progress} progress notifications")
    print(f"{folder.name}: {files} Swift files")
    server.request(99, "shutdown", None)
    server.notify("exit", None)


if __name__ == "__main__":
    main()
