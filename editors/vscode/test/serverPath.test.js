'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { findServer, isExecutableFile } = require('../src/serverPath');

/** @param {string[]} executables */
const only = (executables) => (file) => executables.includes(file);

test('alertlint.path wins over PATH', () => {
  const lookup = findServer({ configured: '/opt/alertlint/bin/alertlint', workspaceFolder: '/project', env: { PATH: '/usr/bin' }, home: '/home/me',
    isExecutable: only(['/opt/alertlint/bin/alertlint', '/usr/bin/alertlint']) });
  assert.deepEqual(lookup, { ok: true, path: '/opt/alertlint/bin/alertlint' });
});

test('~, ${workspaceFolder} and relative paths in alertlint.path are expanded', () => {
  const base = { env: {}, home: '/home/me', workspaceFolder: '/project' };
  const isExecutable = only(['/home/me/bin/alertlint', '/project/.build/release/alertlint']);
  assert.deepEqual(findServer({ ...base, configured: '~/bin/alertlint', isExecutable }), { ok: true, path: '/home/me/bin/alertlint' });
  assert.deepEqual(findServer({ ...base, configured: '${workspaceFolder}/.build/release/alertlint', isExecutable }), { ok: true, path: '/project/.build/release/alertlint' });
  assert.deepEqual(findServer({ ...base, configured: '.build/release/alertlint', isExecutable }), { ok: true, path: '/project/.build/release/alertlint' });
});

test('a relative alertlint.path without an open folder says why it cannot be used', () => {
  const lookup = findServer({ configured: 'bin/alertlint', workspaceFolder: undefined, env: { PATH: '/usr/bin' }, home: '/h', isExecutable: only(['/usr/bin/alertlint']) });
  assert.equal(lookup.ok, false);
  assert.match(lookup.message, /relative path bin\/alertlint.*no folder is open/);
});

test('a wrong alertlint.path is reported, not replaced by PATH', () => {
  const lookup = findServer({ configured: '/nowhere/alertlint', workspaceFolder: undefined, env: { PATH: '/usr/bin' }, home: '/h', isExecutable: only(['/usr/bin/alertlint']) });
  assert.equal(lookup.ok, false);
  assert.match(lookup.message, /"alertlint\.path" is \/nowhere\/alertlint, but \/nowhere\/alertlint is not an executable file/);
  assert.match(lookup.message, /swift build -c release/);
});

test('PATH is searched in order, skipping empty entries', () => {
  const lookup = findServer({ configured: '', workspaceFolder: undefined, env: { PATH: '::/a:/b:/c' }, home: '/h', isExecutable: only(['/b/alertlint', '/c/alertlint']) });
  assert.deepEqual(lookup, { ok: true, path: '/b/alertlint' });
});

test('missing everywhere: the message names PATH and how to install', () => {
  const lookup = findServer({ configured: undefined, workspaceFolder: '/p', env: { PATH: '/a:/b' }, home: '/h', isExecutable: only([]) });
  assert.equal(lookup.ok, false);
  assert.match(lookup.message, /cannot find the alertlint executable on PATH/);
  assert.match(lookup.message, /\.build\/release\/alertlint/);
  assert.match(lookup.message, /"alertlint\.path"/);
});

test('Windows looks for alertlint.exe in Path', () => {
  const lookup = findServer({ configured: '', workspaceFolder: undefined, env: { Path: 'C:\\tools;C:\\bin' }, home: 'C:\\Users\\me', platform: 'win32',
    isExecutable: only(['C:\\bin\\alertlint.exe']) });
  assert.deepEqual(lookup, { ok: true, path: 'C:\\bin\\alertlint.exe' });
});

test('isExecutableFile accepts executable files only', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'alertlint-vscode-'));
  try {
    const script = path.join(folder, 'alertlint');
    const plain = path.join(folder, 'notes.txt');
    fs.writeFileSync(script, '#!/bin/sh\n', { mode: 0o755 });
    fs.writeFileSync(plain, 'text', { mode: 0o644 });
    assert.equal(isExecutableFile(script), true);
    assert.equal(isExecutableFile(folder), false);
    assert.equal(isExecutableFile(path.join(folder, 'absent')), false);
    assert.equal(isExecutableFile(plain), false);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});
