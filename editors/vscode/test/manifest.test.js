'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const path = require('path');
const Module = require('module');
const { createVscode, fakeContext } = require('../stubs/vscode');
const { createLanguageClientModule } = require('../stubs/languageclient');

const root = path.join(__dirname, '..');
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));

/** Loads extension.js as VS Code would, with the stand-ins in place of `vscode` and the client. */
function loadEntryPoint(vscode, client) {
  const entry = require.resolve(path.join(root, manifest.main));
  delete require.cache[entry];
  const originalLoad = Module._load;
  Module._load = function load(request, ...rest) {
    if (request === 'vscode') return vscode;
    if (request === 'vscode-languageclient/node') return client;
    return originalLoad.call(this, request, ...rest);
  };
  try {
    return require(entry);
  } finally {
    Module._load = originalLoad;
  }
}

test('the manifest follows VS Code\'s conventions for a linter', () => {
  assert.match(manifest.engines.vscode, /^\^1\.\d+\.\d+$/);
  assert.ok(manifest.categories.includes('Linters'));
  assert.deepEqual(manifest.activationEvents, ['onLanguage:swift']);
  assert.ok(manifest.dependencies['vscode-languageclient']);
  assert.ok(fs.existsSync(path.join(root, manifest.main)));
  for (const [key, property] of Object.entries(manifest.contributes.configuration.properties)) {
    assert.ok(key.startsWith('alertlint.'), key);
    assert.ok(property.description || property.markdownDescription, `${key} has a description`);
    assert.ok('default' in property, `${key} has a default`);
  }
  for (const key of ['alertlint.path', 'alertlint.select', 'alertlint.ignore', 'alertlint.severity', 'alertlint.configPath', 'alertlint.trace.server']) {
    assert.ok(manifest.contributes.configuration.properties[key], `${key} is contributed`);
  }
});

test('the palette shows "AlertLint: Fix All in File" and "AlertLint: Restart Server"', () => {
  const titles = manifest.contributes.commands.map((command) => `${command.category}: ${command.title}`);
  assert.ok(titles.includes('AlertLint: Fix All in File'));
  assert.ok(titles.includes('AlertLint: Restart Server'));
});

test('activating extension.js registers exactly the contributed commands and starts the client', async () => {
  const vscode = createVscode({ settings: { 'alertlint.path': process.execPath } });
  const client = createLanguageClientModule();
  const extension = loadEntryPoint(vscode, client);
  await extension.activate(fakeContext());
  const contributed = manifest.contributes.commands.map((command) => command.command).sort();
  assert.deepEqual([...vscode.commandHandlers.keys()].sort(), contributed);
  assert.equal(client.instances.length, 1);
  await extension.deactivate();
  assert.equal(client.instances[0].stopped, true);
});
