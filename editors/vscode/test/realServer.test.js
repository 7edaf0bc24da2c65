'use strict';

// Runs only with ALERTLINT set to an alertlint binary (.ci/editors.sh sets it).

const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');
const { AlertLintController } = require('../src/controller');
const { createVscode, fakeContext } = require('../stubs/vscode');
const { createProcessClientModule } = require('../stubs/processClient');

const binary = process.env.ALERTLINT;
const skip = binary ? false : 'set ALERTLINT to an alertlint binary to run against the real server';
const fixture = path.join(__dirname, '..', '..', '..', 'Tests', 'editor-clients', 'fixtures', 'Demo.swift');
const uri = 'file:///project/Demo.swift';

async function startWith(settings) {
  const vscode = createVscode({ settings: { 'alertlint.path': binary, ...settings } });
  const client = createProcessClientModule();
  const controller = new AlertLintController({ vscode, LanguageClient: client.LanguageClient, State: client.State }, fakeContext());
  assert.equal(await controller.start(), true, vscode.recorded.errors.map((error) => error.message).join('\n'));
  const [instance] = client.instances;
  instance.open(uri, fs.readFileSync(fixture, 'utf8'));
  return { controller, instance };
}

const buttonCase = (diagnostics) => diagnostics.find((diagnostic) => diagnostic.code === 'button-case');

test('with the default settings the real server reports the finding as a warning', { skip, timeout: 30000 }, async () => {
  const { controller, instance } = await startWith({});
  try {
    const found = buttonCase(await instance.diagnosticsOf(uri, (list) => buttonCase(list) !== undefined));
    assert.ok(found, `no button-case finding; server said: ${instance.stderr}`);
    assert.equal(found.range.start.line, 5);
    assert.equal(found.severity, 2);
  } finally {
    await controller.stop();
  }
});

test('severity and ignore settings reach the real server through initialize and configuration requests', { skip, timeout: 30000 }, async () => {
  const error = await startWith({ 'alertlint.severity': { 'button-case': 'error' } });
  try {
    const found = buttonCase(await error.instance.diagnosticsOf(uri, (list) => buttonCase(list)?.severity === 1));
    assert.equal(found?.severity, 1, JSON.stringify(found));
  } finally {
    await error.controller.stop();
  }
  const ignored = await startWith({ 'alertlint.ignore': ['button-case'] });
  try {
    await ignored.instance.diagnosticsOf(uri, () => false, 1500);
    assert.ok(ignored.instance.diagnostics.has(uri), 'the server published diagnostics for the file');
    assert.equal(buttonCase(ignored.instance.diagnostics.get(uri)), undefined);
  } finally {
    await ignored.controller.stop();
  }
});

test('the rule ids offered in the settings are exactly the server\'s rules', { skip, timeout: 30000 }, () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8'));
  const properties = manifest.contributes.configuration.properties;
  const rules = JSON.parse(execFileSync(binary, ['rules', '--format', 'json'], { encoding: 'utf8' })).map((rule) => rule.id).sort();
  assert.deepEqual([...properties['alertlint.select'].items.enum].sort(), rules);
  assert.deepEqual([...properties['alertlint.ignore'].items.enum].sort(), rules);
  assert.deepEqual([...properties['alertlint.severity'].propertyNames.enum].sort(), rules);
});
