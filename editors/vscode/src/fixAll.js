// @ts-check
'use strict';

/** The code action kind under which `alertlint lsp` offers every safe fix of a file. */
const FIX_ALL_KIND = 'source.fixAll.alertlint';

/**
 * "AlertLint: Fix All in File": asks the providers for the file's fix-all action and applies it.
 * Going through VS Code's provider command (not the client directly) lets VS Code resolve the
 * action's edit, as it does for Quick Fix.
 * @param {typeof import('vscode')} vscode
 * @param {import('vscode').TextEditor | undefined} editor
 * @returns {Promise<boolean>} whether an edit was applied
 */
async function fixAllInEditor(vscode, editor) {
  if (!editor || editor.document.languageId !== 'swift') {
    await vscode.window.showInformationMessage('AlertLint: open a Swift file to fix its alert copy.');
    return false;
  }
  const document = editor.document;
  const whole = document.validateRange(new vscode.Range(0, 0, document.lineCount, 0));
  /** @type {import('vscode').CodeAction[] | undefined} */
  const actions = await vscode.commands.executeCommand(
    'vscode.executeCodeActionProvider', document.uri, whole, FIX_ALL_KIND, 1);
  const action = (actions ?? []).find((candidate) => candidate.kind?.value === FIX_ALL_KIND);
  if (!action || (!action.edit && !action.command)) {
    await vscode.window.showInformationMessage('AlertLint: nothing in this file has a safe fix.');
    return false;
  }
  if (action.edit && !(await vscode.workspace.applyEdit(action.edit))) {
    await vscode.window.showWarningMessage('AlertLint: the file changed before the fixes could be applied; try again.');
    return false;
  }
  if (action.command) {
    await vscode.commands.executeCommand(action.command.command, ...(action.command.arguments ?? []));
  }
  return true;
}

module.exports = { fixAllInEditor, FIX_ALL_KIND };
