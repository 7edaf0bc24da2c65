'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { AlertLintController } = require('../src/controller');
const { createVscode, fakeEditor, fakeContext } = require('../stubs/vscode');
const { createLanguageClientModule } = require('../stubs/languageclient');

/** Lets the promise callbacks queued by the code under test run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

function setUp({ settings = {}, executables = ['/usr/local/bin/alertlint'], errorChoice, startError, workspaceFolders = ['/project'] } = {}) {
  const vscode = createVscode({ settings, errorChoice, workspaceFolders });
  const client = createLanguageClientModule({ startError });
  const controller = new AlertLintController({
    vscode, LanguageClient: client.LanguageClient, State: client.State,
    env: { PATH: '/usr/bin:/usr/local/bin' }, isExecutable: (file) => executables.includes(file),
  }, fakeContext());
  return { vscode, client, controller, statusItem: vscode.recorded.statusItems[0] };
}

test('starts `alertlint lsp` from PATH for Swift files, with the settings as initializationOptions', async () => {
  const { client, controller, statusItem } = setUp({ settings: { 'alertlint.severity': { 'ok-specific': 'error' }, 'alertlint.select': [] } });
  await controller.activate();
  assert.equal(client.instances.length, 1);
  const [instance] = client.instances;
  assert.equal(instance.id, 'alertlint', 'the id makes vscode-languageclient read alertlint.trace.server');
  assert.deepEqual(instance.serverOptions, { command: '/usr/local/bin/alertlint', args: ['lsp'] });
  assert.deepEqual(instance.clientOptions.documentSelector.map((selector) => selector.language), ['swift', 'swift']);
  assert.deepEqual(instance.clientOptions.initializationOptions, { severity: { 'ok-specific': 'error' } });
  assert.equal(instance.clientOptions.synchronize.configurationSection, 'alertlint');
  assert.equal(statusItem.text, '$(check) AlertLint');
  assert.equal(statusItem.command, 'alertlint.showOutput');
});

test('the server asking for the alertlint section gets the converted settings; other sections pass through', async () => {
  const { client, controller, vscode } = setUp({ settings: { 'alertlint.ignore': ['yes-no'], 'alertlint.trace.server': 'verbose' } });
  await controller.activate();
  await vscode.changeSetting('alertlint.severity', { 'button-case': 'off', 'yes-no': 'loud' });
  const middleware = client.instances[0].clientOptions.middleware.workspace.configuration;
  const answers = await middleware(
    { items: [{ section: 'alertlint', scopeUri: 'file:///project/A.swift' }, { section: 'files' }] },
    undefined, async () => [{ path: '', trace: { server: 'verbose' } }, { exclude: {} }]);
  assert.deepEqual(answers, [{ ignore: ['yes-no'], severity: { 'button-case': 'off' } }, { exclude: {} }]);
  assert.ok(vscode.recorded.output.some((line) => /yes-no.*"loud"/.test(line)), 'the bad level is explained in the output');
  assert.equal(client.instances.length, 1, 'only alertlint.path restarts the server');
});

test('a missing binary: an error notification with an install hint and Open Settings, and a red status', async () => {
  const { client, controller, vscode, statusItem } = setUp({ executables: [], errorChoice: 'Open Settings' });
  await controller.activate();
  await settle();
  assert.equal(client.instances.length, 0);
  assert.equal(vscode.recorded.errors.length, 1);
  const [error] = vscode.recorded.errors;
  assert.match(error.message, /cannot find the alertlint executable on PATH/);
  assert.match(error.message, /swift build -c release/);
  assert.deepEqual(error.items, ['Open Settings']);
  assert.deepEqual(vscode.recorded.executed.at(-1), ['workbench.action.openSettings', 'alertlint.path']);
  assert.equal(statusItem.text, '$(error) AlertLint');
  assert.equal(statusItem.command, 'alertlint.restart');
});

test('setting alertlint.path after the notification starts the server', async () => {
  const { client, controller, vscode, statusItem } = setUp({ executables: ['/opt/alertlint'] });
  await controller.activate();
  assert.equal(client.instances.length, 0);
  await vscode.changeSetting('alertlint.path', '/opt/alertlint');
  assert.equal(client.instances.length, 1);
  assert.equal(client.instances[0].serverOptions.command, '/opt/alertlint');
  assert.equal(statusItem.text, '$(check) AlertLint');
});

test('"AlertLint: Restart Server" stops the running client and starts a new one', async () => {
  const { client, controller, vscode } = setUp();
  await controller.activate();
  await vscode.commands.executeCommand('alertlint.restart');
  assert.equal(client.instances.length, 2);
  assert.equal(client.instances[0].stopped, true);
  assert.equal(client.instances[1].stopped, false);
  assert.equal(controller.client, client.instances[1]);
});

test('a server that fails to start is reported and the status offers a restart', async () => {
  const { controller, vscode, statusItem } = setUp({ startError: new Error('exec format error') });
  assert.equal(await controller.start(), false);
  await settle();
  assert.match(vscode.recorded.errors[0].message, /could not start: exec format error/);
  assert.equal(statusItem.text, '$(circle-slash) AlertLint');
  assert.equal(statusItem.command, 'alertlint.restart');
  assert.match(statusItem.tooltip, /exec format error/);
});

test('the status bar item shows for Swift editors only', async () => {
  const { controller, vscode, statusItem } = setUp();
  await controller.activate();
  assert.equal(statusItem.visible, false);
  vscode.recorded.editorListeners[0](fakeEditor('swift'));
  assert.equal(statusItem.visible, true);
  vscode.recorded.editorListeners[0](fakeEditor('markdown'));
  assert.equal(statusItem.visible, false);
});

test('deactivating stops the client', async () => {
  const { client, controller, statusItem } = setUp();
  await controller.activate();
  await controller.dispose();
  assert.equal(client.instances[0].stopped, true);
  assert.equal(controller.client, undefined);
  assert.equal(statusItem.text, '$(circle-slash) AlertLint');
});
