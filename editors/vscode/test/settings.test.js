'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { toServerSettings } = require('../src/settings');

/** @param {Record<string, unknown>} values */
const section = (values) => ({ get: (key) => values[key] });

test('VS Code defaults (empty lists and objects) become no settings at all', () => {
  const { settings, problems } = toServerSettings(section({ path: '', select: [], ignore: [], severity: {}, configPath: '', trace: { server: 'off' } }));
  assert.deepEqual(settings, {});
  assert.deepEqual(problems, []);
});

test('rule lists, severities and the config path are passed on; path and trace are not', () => {
  const { settings } = toServerSettings(section({
    path: '/usr/local/bin/alertlint',
    select: ['ok-specific', ' button-case '],
    ignore: ['title-length'],
    severity: { 'ok-specific': 'error', 'title-length': 'off' },
    configPath: ' config/alertlint.json ',
    trace: { server: 'verbose' },
  }));
  assert.deepEqual(settings, {
    select: ['ok-specific', 'button-case'],
    ignore: ['title-length'],
    severity: { 'ok-specific': 'error', 'title-length': 'off' },
    configPath: 'config/alertlint.json',
  });
});

test('a bad severity level is dropped and reported, the good ones stay', () => {
  const { settings, problems } = toServerSettings(section({ severity: { 'ok-specific': 'fatal', 'button-case': 'info', 'yes-no': 3 } }));
  assert.deepEqual(settings, { severity: { 'button-case': 'info' } });
  assert.equal(problems.length, 2);
  assert.match(problems[0], /ok-specific.*"fatal"/);
  assert.match(problems[1], /yes-no.*3/);
});

test('values of the wrong type are ignored rather than sent', () => {
  const { settings } = toServerSettings(section({ select: 'ok-specific', ignore: [42, '', 'yes-no'], severity: ['error'], configPath: 7 }));
  assert.deepEqual(settings, { ignore: ['yes-no'] });
});
