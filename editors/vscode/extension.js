// @ts-check
'use strict';

// The entry point VS Code loads; the logic lives in src/ so it can be tested with stand-ins.
const vscode = require('vscode');
const { LanguageClient, State } = require('vscode-languageclient/node');
const { AlertLintController } = require('./src/controller');

/** @type {AlertLintController | undefined} */
let controller;

/** @param {import('vscode').ExtensionContext} context */
async function activate(context) {
  controller = new AlertLintController({ vscode, LanguageClient, State }, context);
  await controller.activate();
}

async function deactivate() {
  const current = controller;
  controller = undefined;
  if (current) await current.dispose();
}

module.exports = { activate, deactivate };
