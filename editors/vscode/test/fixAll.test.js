'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { fixAllInEditor, FIX_ALL_KIND } = require('../src/fixAll');
const { createVscode, fakeEditor } = require('../stubs/vscode');

function withProvider(actions) {
  const vscode = createVscode();
  vscode.commandHandlers.set('vscode.executeCodeActionProvider', async () => actions);
  return vscode;
}

test('asks for source.fixAll.alertlint over the whole file and applies its edit', async () => {
  const edit = { label: 'the fixes' };
  const vscode = withProvider([
    { title: 'Other', kind: { value: 'source.fixAll.other' }, edit: { label: 'other' } },
    { title: 'Fix all safe AlertLint problems', kind: { value: FIX_ALL_KIND }, edit },
  ]);
  assert.equal(await fixAllInEditor(vscode, fakeEditor('swift', 8)), true);
  const [, uri, range, kind, resolveCount] = vscode.recorded.executed[0];
  assert.equal(uri.fsPath, '/project/Demo.swift');
  assert.deepEqual(range.start, { line: 0, character: 0 });
  assert.equal(range.end.line, 7);
  assert.equal(kind, 'source.fixAll.alertlint');
  assert.equal(resolveCount, 1, 'VS Code resolves the edit of the action the server offers lazily');
  assert.deepEqual(vscode.recorded.appliedEdits, [edit]);
});

test('nothing to fix: says so and edits nothing', async () => {
  const vscode = withProvider([]);
  assert.equal(await fixAllInEditor(vscode, fakeEditor('swift')), false);
  assert.deepEqual(vscode.recorded.appliedEdits, []);
  assert.match(vscode.recorded.infos[0], /nothing in this file has a safe fix/);
});

test('outside a Swift file: explains instead of asking the server', async () => {
  const vscode = withProvider([]);
  assert.equal(await fixAllInEditor(vscode, fakeEditor('markdown')), false);
  assert.equal(await fixAllInEditor(vscode, undefined), false);
  assert.equal(vscode.recorded.executed.length, 0);
  assert.equal(vscode.recorded.infos.length, 2);
});

test('an edit VS Code refuses (the file changed) is reported', async () => {
  const vscode = withProvider([{ title: 'Fix all', kind: { value: FIX_ALL_KIND }, edit: {} }]);
  vscode.workspace.applyEdit = async () => false;
  assert.equal(await fixAllInEditor(vscode, fakeEditor('swift')), false);
  assert.match(vscode.recorded.warnings[0], /changed before the fixes could be applied/);
});
