#!/usr/bin/env python3
"""Soak test for `alertlint lsp`: minutes of random opens, edits, closes, hovers, cancelled code
actions and malformed messages across many documents, while the copy they show changes in other
files (constants in `Copy.swift`, an alert helper in `Helpers.swift`). Then it checks that the
server still answers, that its memory did not grow without bound, and that the diagnostics it last
published for every open document (ranges, messages, related locations, fixes) match what
`alertlint check` says for the same workspace (the files on disk, the open documents' text in
place of theirs); every publication's diagnostics must carry its version in their data.

    swift build -c release
    python3 Scripts/soak_lsp.py --bin .build/release/alertlint --minutes 3 [--corpus FOLDER]
"""

import argparse
import json
import pathlib
import queue
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "Tests" / "lsp-clients"))
from bench_lsp import Server  # noqa: E402  (the same pipe client the benchmark uses)

SNIPPETS = [
    'alert.addAction(UIAlertAction(title: "Ok", style: .default))\n',
    'let alert = UIAlertController(title: "Delete this photo?", message: "gone", preferredStyle: .alert)\n',
    '"unterminated \\(',
    "/* open comment ",
    "\u5220\u9664\uff1f\U0001F600 ",
    "}\n",
    "\r\n",
    "\t",
    "#\"raw\"# ",
    'let alert = UIAlertController(title: Copy.title1, message: Copy.message, preferredStyle: .alert)\n',
    'confirmDeletion(Copy.title2, button: "delete")\n',
]

# Copy other files show: the soak rewrites these constants while documents that use them are open.
COPY_CHOICES = ["Delete Photo?", "delete photo", "Are you sure?", "Remove the photo.", "Ok", "\u5220\u9664\u7167\u7247\uff1f"]


def copy_file(texts):
    lines = "".join(f'    static let {name} = "{text}"\n' for name, text in texts.items())
    return "enum Copy {\n" + lines + "}\n"


HELPERS = """import UIKit

extension UIViewController {
    func confirmDeletion(_ title: String, button: String, message: String = Copy.message) {
        let alert = UIAlertController(title: title, message: message, preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: button, style: .destructive))
        alert.addAction(UIAlertAction(title: Copy.cancel, style: .cancel))
        present(alert, animated: true)
    }
}
"""


LINE_BREAK = re.compile(r"\r\n|\r|\n")


def utf16_position(text, offset):
    """LSP position (UTF-16 units) of a Python string offset; lines end at CRLF, CR or LF."""
    line, start = 0, 0
    for match in LINE_BREAK.finditer(text, 0, offset):
        if match.end() > offset:  # the offset falls between the CR and LF of one break
            break
        line, start = line + 1, match.end()
    return {"line": line, "character": len(text[start:offset].encode("utf-16-le")) // 2}


def request_keeping_publications(server, id, method, params, record, timeout=60):
    """A request whose reply is awaited without dropping the notifications that come first."""
    server.send({"jsonrpc": "2.0", "id": id, "method": method, "params": params})
    deadline = time.monotonic() + timeout
    while True:
        message = record(server.messages.get(timeout=max(0.01, deadline - time.monotonic())))
        if message.get("id") == id and "method" not in message:
            return message


def clean_offset(text, offset):
    """LSP cannot name the point between the CR and LF of one line break: step past it."""
    if 0 < offset < len(text) and text[offset - 1] == "\r" and text[offset] == "\n":
        return offset + 1
    return offset


SEVERITIES = {"error": 1, "warning": 2, "info": 3}


def lsp_range(r):
    return (r["start"]["line"], r["start"]["character"], r["end"]["line"], r["end"]["character"])


def server_view(diagnostics):
    """What a published diagnostic says: rule, severity, whole range, message, related locations
    and the fixes kept in `data` (titles, safety, edits)."""
    return sorted((d["code"], d["severity"], lsp_range(d["range"]), d["message"],
                   tuple(sorted((pathlib.Path(r["location"]["uri"]).name, lsp_range(r["location"]["range"]), r["message"])
                                for r in d.get("relatedInformation", []))),
                   tuple((f["title"], f["safety"], tuple((lsp_range(e["range"]), e["newText"]) for e in f["edits"]))
                         for f in d["data"]["fixes"])) for d in diagnostics)


def lint_with_cli(binary, folder, texts):
    """The same view from `check` over `folder` (whose files hold `texts`, by name), per file, its
    UTF-8 offsets turned into LSP positions of the file's text."""
    result = subprocess.run([binary, "check", "--format", "jsonl", "--exit-zero", "."], cwd=folder,
                            capture_output=True, timeout=300)
    found = {}
    for line in result.stdout.decode().splitlines():
        item = json.loads(line)
        text = texts[item["file"]]
        data = text.encode()

        def view(r):
            def position(offset):
                return utf16_position(text, len(data[:offset].decode(errors="replace")))
            start, end = position(r["start"]["offset"]), position(r["end"]["offset"])
            return (start["line"], start["character"], end["line"], end["character"])

        related = [(item["file"], view(r["range"]), r["message"]) for r in item["related"]]
        if "copyLocation" in item:
            at = item["copyLocation"]
            point = (at["line"] - 1, at["column"] - 1, at["line"] - 1, at["column"] - 1)
            language = item.get("language")
            related.append((at["file"], point, f"the {language} text is here" if language else "the text is defined here"))
        found.setdefault(item["file"], []).append(
            (item["rule"], SEVERITIES[item["severity"]], view(item["range"]), item["message"], tuple(sorted(related)),
             tuple((f["title"], f["safety"], tuple((view(e["range"]), e["replacement"]) for e in f["edits"]))
                   for f in item["fixes"])))
    return {name: sorted(items) for name, items in found.items()}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", default=str(ROOT / ".build" / "release" / "alertlint"))
    parser.add_argument("--minutes", type=float, default=3.0)
    parser.add_argument("--corpus", default=str(ROOT / "Examples"))
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--pause", type=float, default=0.004, help="seconds between messages")
    args = parser.parse_args()
    # `check` runs in the workspace folder, so a relative binary path must not depend on it.
    args.bin = str(pathlib.Path(args.bin).resolve())
    rng = random.Random(args.seed)
    corpus = [p.read_text(errors="replace") for p in pathlib.Path(args.corpus).rglob("*.swift")]
    assert corpus, "no Swift files in the corpus"

    server = Server(args.bin)
    workspace = pathlib.Path("/tmp/alertlint-soak")
    shutil.rmtree(workspace, ignore_errors=True)
    workspace.mkdir()
    copy_texts = {"title1": "Delete Photo?", "title2": "Delete Album?", "message": "This cannot be undone.", "cancel": "Cancel"}
    (workspace / "Copy.swift").write_text(copy_file(copy_texts))
    (workspace / "Helpers.swift").write_text(HELPERS)
    copy_uri = (workspace / "Copy.swift").as_uri()
    # Related locations and data: every part of a diagnostic that a publication may copy from the
    # last one is compared with `check`.
    capabilities = {"textDocument": {"publishDiagnostics": {"relatedInformation": True, "codeDescriptionSupport": True,
                                                            "dataSupport": True}}}
    server.request(1, "initialize", {"processId": None, "rootUri": workspace.as_uri(), "capabilities": capabilities,
                                     "workspaceFolders": [{"uri": workspace.as_uri(), "name": "soak"}]})
    server.notify("initialized", {})
    docs = {}  # uri -> [version, text]
    published = {}  # uri -> (version, diagnostics)
    history = {}  # uri -> what was sent and received, for the report of a mismatch
    counts = {"open": 0, "close": 0, "edit": 0, "full": 0, "copy": 0, "hover": 0, "cancelled": 0, "malformed": 0, "unknown": 0}
    next_id = 100
    last_edited = None
    rss = []
    deadline = time.monotonic() + args.minutes * 60
    started = time.monotonic()

    def drain_one(message):
        """Records a publication; returns the message for callers waiting on something else."""
        if message.get("method") == "textDocument/publishDiagnostics":
            params = message["params"]
            published[params["uri"]] = (params.get("version"), params["diagnostics"])
            stale = [d["data"]["version"] for d in params["diagnostics"] if d["data"]["version"] != params.get("version")]
            assert not stale, f"{params['uri']} v{params.get('version')}: diagnostics carry versions {stale[:5]}"
            history.setdefault(params["uri"], []).append(f"got v{params.get('version')}")
        return message

    def drain():
        while True:
            try:
                message = server.messages.get_nowait()
            except queue.Empty:
                return
            drain_one(message)

    while time.monotonic() < deadline:
        operation = rng.random()
        if operation < 0.08 or not docs:
            uri = (workspace / f"doc{rng.randrange(200)}.swift").as_uri()
            if uri not in docs:
                docs[uri] = [1, rng.choice(corpus)]
                history.setdefault(uri, []).append("open v1")
                server.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "swift", "version": 1, "text": docs[uri][1]}})
                counts["open"] += 1
        elif operation < 0.12 and len(docs) > 5:
            uri = rng.choice(list(docs))
            if uri == copy_uri:  # saved, then closed: the file on disk holds the copy
                (workspace / "Copy.swift").write_text(docs[uri][1])
            del docs[uri]
            published.pop(uri, None)
            history.setdefault(uri, []).append("close")
            server.notify("textDocument/didClose", {"textDocument": {"uri": uri}})
            counts["close"] += 1
        elif 0.76 <= operation < 0.80:
            # The copy other documents show changes in its own file, open in the editor.
            if copy_uri not in docs:
                docs[copy_uri] = [1, copy_file(copy_texts)]
                server.notify("textDocument/didOpen", {"textDocument": {"uri": copy_uri, "languageId": "swift", "version": 1, "text": docs[copy_uri][1]}})
            copy_texts[rng.choice(list(copy_texts))] = rng.choice(COPY_CHOICES)
            version = docs[copy_uri][0] + 1
            docs[copy_uri] = [version, copy_file(copy_texts)]
            server.notify("textDocument/didChange", {"textDocument": {"uri": copy_uri, "version": version}, "contentChanges": [{"text": docs[copy_uri][1]}]})
            counts["copy"] += 1
        elif operation < 0.80:
            # Typing comes in bursts on one document, as the server's per-document caches expect.
            uri = last_edited if last_edited in docs and rng.random() < 0.7 else rng.choice(list(docs))
            last_edited = uri
            version, text = docs[uri]
            changes = []
            for _ in range(rng.randint(1, 3)):  # several edits in one notification, applied in order
                start = clean_offset(text, rng.randrange(len(text) + 1))
                end = clean_offset(text, min(len(text), start + rng.choice([0, 0, 1, 3, 20])))
                insert = rng.choice(SNIPPETS) if rng.random() < 0.7 else ""
                changes.append({"range": {"start": utf16_position(text, start), "end": utf16_position(text, end)}, "text": insert})
                text = text[:start] + insert + text[end:]
            docs[uri] = [version + 1, text]
            server.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version + 1}, "contentChanges": changes})
            counts["edit"] += 1
        elif operation < 0.84:
            uri = rng.choice(list(docs))
            version, _ = docs[uri]
            text = rng.choice(corpus)
            docs[uri] = [version + 1, text]
            server.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version + 1}, "contentChanges": [{"text": text}]})
            counts["full"] += 1
        elif operation < 0.90:
            uri = rng.choice(list(docs))
            next_id += 1
            server.send({"jsonrpc": "2.0", "id": next_id, "method": "textDocument/hover",
                         "params": {"textDocument": {"uri": uri}, "position": {"line": rng.randrange(80), "character": rng.randrange(60)}}})
            counts["hover"] += 1
        elif operation < 0.95:
            uri = rng.choice(list(docs))
            next_id += 1
            server.send({"jsonrpc": "2.0", "id": next_id, "method": "textDocument/codeAction",
                         "params": {"textDocument": {"uri": uri}, "range": {"start": {"line": 0, "character": 0}, "end": {"line": 500, "character": 0}},
                                    "context": {"diagnostics": []}}})
            server.notify("$/cancelRequest", {"id": next_id})
            counts["cancelled"] += 1
        elif operation < 0.98:
            body = rng.choice([b"{not json", b'{"jsonrpc": "2.0", "id": [1]}', b'{"jsonrpc":"2.0","id":5,"method":"textDocument/hover","params":7}', b"[]"])
            server.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
            server.process.stdin.flush()
            counts["malformed"] += 1
        else:
            next_id += 1
            server.send({"jsonrpc": "2.0", "id": next_id, "method": "alertlint/noSuchMethod", "params": {}})
            counts["unknown"] += 1
        drain()
        if sum(counts.values()) % 500 == 0:
            rss.append(server.rss_kib())
            assert server.process.poll() is None, f"the server exited with status {server.process.returncode}"
        # A fast typist, not a flood: the server coalesces changes, but the reply must come in time.
        time.sleep(args.pause)

    # Still answering?
    assert server.process.poll() is None, f"the server exited with status {server.process.returncode}"
    answer = request_keeping_publications(server, 99_999, "alertlint/ping", {}, drain_one)
    assert answer.get("error", {}).get("code") == -32601, answer
    # Every open document's last diagnostics must match the CLI's for the same workspace: the files
    # on disk, with the open documents' text in place of theirs. A changed constant re-lints the
    # other documents once typing pauses: wait for that pause.
    time.sleep(1)
    mismatches = 0
    drain()
    mirror = pathlib.Path(tempfile.mkdtemp(prefix="alertlint-soak-check-"))
    texts = {path.name: path.read_text() for path in workspace.glob("*.swift")}
    texts.update({pathlib.Path(uri).name: text for uri, (_, text) in docs.items()})
    for name, text in texts.items():
        (mirror / name).write_text(text)
    cli = lint_with_cli(args.bin, mirror, texts)
    shutil.rmtree(mirror)
    for uri, (version, text) in docs.items():
        # Wait for this document's last version, keeping every other publication on the way.
        waited = time.monotonic() + 60
        while published.get(uri, (None,))[0] != version and time.monotonic() < waited:
            time.sleep(0.05)
            drain()
        got_version, diagnostics = published.get(uri, (None, []))
        if got_version != version:
            mismatches += 1
            print(f"MISSING: {uri} v{version} (last published v{got_version}); history: {history.get(uri, [])[-12:]}")
            continue
        served = server_view(diagnostics)
        cli_view = cli.get(pathlib.Path(uri).name, [])
        if served != cli_view:
            mismatches += 1
            print(f"MISMATCH: {uri} v{version}: server {len(served)} vs check {len(cli_view)}")
            print(f"  only server: {sorted(set(served) - set(cli_view))[:3]}")
            print(f"  only check:  {sorted(set(cli_view) - set(served))[:3]}")
    final_rss = server.rss_kib()
    server.request(100_000, "shutdown", None)
    server.notify("exit", None)
    status = server.process.wait(timeout=10)
    elapsed = time.monotonic() - started
    warm = rss[len(rss) // 4] if rss else final_rss
    print(f"soak: {elapsed:.0f}s, {sum(counts.values())} messages {counts}, {len(docs)} documents open at the end")
    print(f"rss: after warm-up {warm} KiB, peak {max(rss + [final_rss])} KiB, final {final_rss} KiB; exit status {status}")
    print(f"diagnostics vs check: {len(docs) - mismatches} of {len(docs)} documents identical; "
          f"{sum(1 for items in cli.values() for item in items if any(r[0] == 'Copy.swift' for r in item[4]))} findings show copy from Copy.swift, "
          f"{sum(1 for items in cli.values() for item in items if '“delete”' in item[3])} at calls of the helper in Helpers.swift")
    grew = final_rss > 3 * max(warm, 20_000)
    ok = mismatches == 0 and status == 0 and not grew
    print("soak: passed" if ok else "soak: FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
