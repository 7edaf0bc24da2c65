// @ts-check
'use strict';

const os = require('os');
const { toServerSettings } = require('./settings');
const { findServer } = require('./serverPath');
const { fixAllInEditor } = require('./fixAll');
const { statusLook } = require('./statusBar');

/**
 * @typedef {import('vscode-languageclient/node').LanguageClient} LanguageClient
 * @typedef {import('vscode-languageclient/node').LanguageClientOptions} LanguageClientOptions
 * @typedef {import('vscode-languageclient/node').ServerOptions} ServerOptions
 * @typedef {object} Dependencies
 * @property {typeof import('vscode')} vscode
 * @property {typeof import('vscode-languageclient/node').LanguageClient} LanguageClient
 * @property {typeof import('vscode-languageclient/node').State} State
 * @property {Record<string, string | undefined>} [env]  searched for `alertlint` (default: process.env)
 * @property {(file: string) => boolean} [isExecutable]
 */

/** Starts, restarts and stops the language client, and owns the commands and the status bar item. */
class AlertLintController {
  /**
   * @param {Dependencies} deps
   * @param {import('vscode').ExtensionContext} context
   */
  constructor(deps, context) {
    this.deps = deps;
    this.context = context;
    /** @type {LanguageClient | undefined} */
    this.client = undefined;
    // One channel for every server this window starts, so a restart keeps the earlier log.
    this.output = deps.vscode.window.createOutputChannel('AlertLint');
    this.statusItem = deps.vscode.window.createStatusBarItem(deps.vscode.StatusBarAlignment.Right, 100);
    /** @type {import('./statusBar').ServerStatus} */
    this.status = 'stopped';
  }

  /** Registers the commands and listeners, then starts the server. */
  async activate() {
    const { vscode } = this.deps;
    this.context.subscriptions.push(
      this.output,
      this.statusItem,
      vscode.commands.registerCommand('alertlint.restart', () => this.restart()),
      vscode.commands.registerCommand('alertlint.fixAll', () => fixAllInEditor(vscode, vscode.window.activeTextEditor)),
      vscode.commands.registerCommand('alertlint.showOutput', () => this.output.show(true)),
      vscode.window.onDidChangeActiveTextEditor((editor) => this.updateVisibility(editor)),
      vscode.workspace.onDidChangeConfiguration((event) => {
        // The other settings reach the running server through the client; a new binary needs a new process.
        if (event.affectsConfiguration('alertlint.path')) return this.restart();
        return undefined;
      }),
    );
    this.updateVisibility(vscode.window.activeTextEditor);
    await this.start();
  }

  /** @returns {string | undefined} */
  workspaceFolderPath() {
    const folders = this.deps.vscode.workspace.workspaceFolders;
    return folders && folders.length > 0 ? folders[0].uri.fsPath : undefined;
  }

  /**
   * The server settings for `scope` (a resource URI string), with problems written to the output.
   * @param {string | undefined} [scope]
   * @returns {import('./settings').ServerSettings}
   */
  serverSettings(scope) {
    const { vscode } = this.deps;
    const section = vscode.workspace.getConfiguration('alertlint', scope ? vscode.Uri.parse(scope) : undefined);
    const { settings, problems } = toServerSettings(section);
    for (const problem of problems) this.output.appendLine(problem);
    return settings;
  }

  /**
   * The language client's options: Swift files, the settings as initializationOptions, and the
   * `alertlint` section answered from `serverSettings` when the server asks for it.
   * @returns {LanguageClientOptions}
   */
  clientOptions() {
    return {
      documentSelector: [
        { scheme: 'file', language: 'swift' },
        { scheme: 'untitled', language: 'swift' },
      ],
      initializationOptions: this.serverSettings(),
      outputChannel: this.output,
      synchronize: { configurationSection: 'alertlint' },
      middleware: {
        workspace: {
          configuration: async (params, token, next) => {
            const answers = await next(params, token);
            return params.items.map((item, index) => {
              if (item.section === 'alertlint') return this.serverSettings(item.scopeUri);
              return Array.isArray(answers) ? answers[index] : null;
            });
          },
        },
      },
    };
  }

  /**
   * Finds the binary and starts the client; when the binary is missing, says so with a way to fix it.
   * @returns {Promise<boolean>} whether the server is running
   */
  async start() {
    const { vscode, LanguageClient, State } = this.deps;
    const lookup = findServer({
      configured: vscode.workspace.getConfiguration('alertlint').get('path'),
      workspaceFolder: this.workspaceFolderPath(),
      env: this.deps.env ?? process.env,
      home: os.homedir(),
      isExecutable: this.deps.isExecutable,
    });
    if (!lookup.ok) {
      this.setStatus('missing', lookup.message);
      this.output.appendLine(lookup.message);
      void vscode.window.showErrorMessage(lookup.message, 'Open Settings').then((choice) => {
        if (choice === 'Open Settings') {
          return vscode.commands.executeCommand('workbench.action.openSettings', 'alertlint.path');
        }
        return undefined;
      });
      return false;
    }
    /** @type {ServerOptions} */
    const serverOptions = { command: lookup.path, args: ['lsp'] };
    const client = new LanguageClient('alertlint', 'AlertLint', serverOptions, this.clientOptions());
    this.client = client;
    client.onDidChangeState((event) => {
      if (this.client !== client) return;
      if (event.newState === State.Running) this.setStatus('running');
      else if (event.newState === State.Starting) this.setStatus('starting');
      else this.setStatus('stopped');
    });
    this.setStatus('starting');
    this.output.appendLine(`Starting ${lookup.path} lsp`);
    try {
      await client.start();
      this.setStatus('running');
      return true;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.setStatus('stopped', reason);
      this.output.appendLine(`AlertLint could not start: ${reason}`);
      void vscode.window.showErrorMessage(`AlertLint could not start: ${reason}`);
      return false;
    }
  }

  async stop() {
    const client = this.client;
    this.client = undefined;
    if (client) {
      try {
        await client.stop();
      } catch (error) {
        this.output.appendLine(`AlertLint did not stop cleanly: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    this.setStatus('stopped');
  }

  /** A new process with the current `alertlint.path`: also the way to pick up a freshly installed binary. */
  async restart() {
    await this.stop();
    return this.start();
  }

  async dispose() {
    await this.stop();
  }

  /**
   * @param {import('./statusBar').ServerStatus} status
   * @param {string} [detail]
   */
  setStatus(status, detail) {
    this.status = status;
    const look = statusLook(status, detail);
    this.statusItem.text = look.text;
    this.statusItem.tooltip = look.tooltip;
    this.statusItem.command = look.command;
  }

  /** @param {import('vscode').TextEditor | undefined} editor */
  updateVisibility(editor) {
    if (editor && editor.document.languageId === 'swift') this.statusItem.show();
    else this.statusItem.hide();
  }
}

module.exports = { AlertLintController };
