"""The server against pytest-lsp's recorded client capability profiles (Neovim, VS Code, Emacs).

Run from the repository root after `swift build`:
    python -m pytest Tests/lsp-clients -W error::pytest_lsp.LspSpecificationWarning
ALERTLINT_BIN overrides the server (default .build/debug/alertlint).
"""

import os
import pathlib

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

ROOT = pathlib.Path(__file__).resolve().parents[2]
BIN = os.environ.get("ALERTLINT_BIN", str(ROOT / ".build" / "debug" / "alertlint"))

SAMPLE = """import UIKit

func confirm() {
    let alert = UIAlertController(title: "Remove Download?", message: "The episode can be downloaded again later.", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    alert.addAction(UIAlertAction(title: "cancel", style: .cancel))
    present(alert, animated: true)
}
"""

WORKSPACE = pathlib.Path(os.environ.get("ALERTLINT_PYTEST_WORKSPACE", "/tmp/alertlint-pytest-lsp"))


@pytest_lsp.fixture(
    params=["neovim", "visual_studio_code", "emacs"],
    config=ClientServerConfig(server_command=[BIN, "lsp"]),
)
async def client(request, lsp_client: LanguageClient):
    # The profiles claim dynamic registration, which pytest-lsp's client does not implement itself.
    @lsp_client.feature(types.CLIENT_REGISTER_CAPABILITY)
    def register_capability(params: types.RegistrationParams):
        lsp_client.registrations = list(params.registrations)

    WORKSPACE.mkdir(parents=True, exist_ok=True)
    (WORKSPACE / "Package.swift").write_text("// swift-tools-version:5.9\n")
    uri = WORKSPACE.as_uri()
    params = types.InitializeParams(
        capabilities=client_capabilities(request.param),
        root_uri=uri,
        workspace_folders=[types.WorkspaceFolder(uri=uri, name="workspace")],
    )
    lsp_client.initialize_result = await lsp_client.initialize_session(params)
    yield
    await lsp_client.shutdown_session()


def offers(client: LanguageClient, encoding: str) -> bool:
    general = client.capabilities.general
    return bool(general and general.position_encodings and encoding in general.position_encodings)


def pulls(client: LanguageClient) -> bool:
    return client.capabilities.text_document.diagnostic is not None


async def open_sample(client: LanguageClient) -> str:
    uri = (WORKSPACE / "Confirm.swift").as_uri()
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="swift", version=1, text=SAMPLE)
        )
    )
    return uri


async def diagnostics(client: LanguageClient, uri: str) -> list[types.Diagnostic]:
    if pulls(client):
        report = await client.text_document_diagnostic_async(
            types.DocumentDiagnosticParams(text_document=types.TextDocumentIdentifier(uri=uri))
        )
        return list(report.items)
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    return list(client.diagnostics[uri])


async def test_initialize(client: LanguageClient):
    capabilities = client.initialize_result.capabilities
    expected = "utf-8" if offers(client, "utf-8") else "utf-16"
    assert capabilities.position_encoding == expected
    assert capabilities.hover_provider
    assert "source.fixAll.alertlint" in capabilities.code_action_provider.code_action_kinds
    assert (capabilities.diagnostic_provider is not None) == pulls(client)
    assert client.initialize_result.server_info.name == "alertlint"


async def test_diagnostics_for_an_alert(client: LanguageClient):
    uri = await open_sample(client)
    found = await diagnostics(client, uri)
    by_code = {item.code: item for item in found}
    assert set(by_code) == {"ok-specific", "button-case"}
    ok = by_code["ok-specific"]
    assert ok.source == "alertlint"
    assert ok.severity == types.DiagnosticSeverity.Warning
    assert ok.range.start == types.Position(line=4, character=41)
    assert "Remove" in ok.message


async def test_quick_fix_code_action(client: LanguageClient):
    uri = await open_sample(client)
    found = await diagnostics(client, uri)
    target = next(item for item in found if item.code == "button-case")
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=target.range,
            context=types.CodeActionContext(diagnostics=[target], only=[types.CodeActionKind.QuickFix]),
        )
    )
    titles = [action.title for action in actions]
    assert titles == ["Write “Cancel”", "Disable button-case for this line"]
    fix = actions[0]
    assert fix.is_preferred
    if fix.edit is None:
        fix = await client.code_action_resolve_async(fix)
    edits = fix.edit.document_changes[0].edits if fix.edit.document_changes else fix.edit.changes[uri]
    assert [(edit.range.start.line, edit.range.start.character, edit.new_text) for edit in edits] == [(5, 42, "C")]


async def test_hover_previews_the_alert(client: LanguageClient):
    uri = await open_sample(client)
    await diagnostics(client, uri)
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=3, character=20))
    )
    assert hover is not None
    assert "Remove Download?" in hover.contents.value
    assert "[ cancel ]" in hover.contents.value or "`cancel`" in hover.contents.value


async def test_file_watchers_are_registered_when_supported(client: LanguageClient):
    uri = await open_sample(client)
    await diagnostics(client, uri)  # the server has handled `initialized` by now
    watched = client.capabilities.workspace.did_change_watched_files
    registrations = getattr(client, "registrations", [])
    if watched and watched.dynamic_registration:
        assert [registration.method for registration in registrations] == ["workspace/didChangeWatchedFiles"]
        # The configuration, and the Swift files and tables other files' copy comes from.
        assert registrations[0].register_options["watchers"] == [
            {"globPattern": "**/.alertlint.json"}, {"globPattern": "**/*.swift"},
            {"globPattern": "**/*.{strings,stringsdict,xcstrings}"},
        ]
    else:
        assert registrations == []
