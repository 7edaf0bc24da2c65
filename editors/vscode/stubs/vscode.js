'use strict';

// A stand-in for the parts of the `vscode` module the extension uses. Each call of createVscode
// gives a fresh one that records what the extension did.

class Disposable {
  constructor(onDispose = () => {}) {
    this.onDispose = onDispose;
  }
  dispose() {
    this.onDispose();
  }
}

class Range {
  constructor(startLine, startCharacter, endLine, endCharacter) {
    this.start = { line: startLine, character: startCharacter };
    this.end = { line: endLine, character: endCharacter };
  }
}

/**
 * @param {object} [options]
 * @param {Record<string, unknown>} [options.settings]  values by full key, e.g. 'alertlint.path'
 * @param {string[]} [options.workspaceFolders]
 * @param {string | undefined} [options.errorChoice]  the button the user clicks on an error message
 */
function createVscode(options = {}) {
  const settings = { ...(options.settings ?? {}) };
  const recorded = {
    errors: [],
    infos: [],
    warnings: [],
    executed: [],
    appliedEdits: [],
    output: [],
    configurationListeners: [],
    editorListeners: [],
    statusItems: [],
  };
  const commands = new Map();
  const Uri = {
    parse: (value) => ({ toString: () => value, fsPath: value.replace(/^file:\/\//, '') }),
    file: (fsPath) => ({ toString: () => `file://${fsPath}`, fsPath }),
  };

  const vscode = {
    recorded,
    commandHandlers: commands,
    StatusBarAlignment: { Left: 1, Right: 2 },
    Range,
    Disposable,
    Uri,
    window: {
      activeTextEditor: undefined,
      showErrorMessage: async (message, ...items) => {
        recorded.errors.push({ message, items });
        return options.errorChoice;
      },
      showInformationMessage: async (message) => {
        recorded.infos.push(message);
        return undefined;
      },
      showWarningMessage: async (message) => {
        recorded.warnings.push(message);
        return undefined;
      },
      createOutputChannel: (name) => ({
        name,
        appendLine: (line) => recorded.output.push(line),
        show: () => recorded.executed.push(['output.show', name]),
        dispose: () => {},
      }),
      createStatusBarItem: (alignment, priority) => {
        const item = { alignment, priority, text: '', tooltip: '', command: undefined, visible: false };
        item.show = () => { item.visible = true; };
        item.hide = () => { item.visible = false; };
        item.dispose = () => {};
        recorded.statusItems.push(item);
        return item;
      },
      onDidChangeActiveTextEditor: (listener) => {
        recorded.editorListeners.push(listener);
        return new Disposable();
      },
    },
    workspace: {
      workspaceFolders: (options.workspaceFolders ?? []).map((fsPath, index) => ({ uri: Uri.file(fsPath), name: fsPath, index })),
      getConfiguration: (section) => ({
        get: (key, fallback) => {
          const value = settings[`${section}.${key}`];
          return value === undefined ? fallback : value;
        },
      }),
      onDidChangeConfiguration: (listener) => {
        recorded.configurationListeners.push(listener);
        return new Disposable();
      },
      applyEdit: async (edit) => {
        recorded.appliedEdits.push(edit);
        return true;
      },
    },
    commands: {
      registerCommand: (id, handler) => {
        if (commands.has(id)) throw new Error(`command ${id} already registered`);
        commands.set(id, handler);
        return new Disposable(() => commands.delete(id));
      },
      executeCommand: async (id, ...args) => {
        recorded.executed.push([id, ...args]);
        const handler = commands.get(id);
        return handler ? handler(...args) : undefined;
      },
    },
    /** Changes a setting and tells the listeners, as the Settings editor would. */
    changeSetting(key, value) {
      settings[key] = value;
      const event = { affectsConfiguration: (prefix) => key === prefix || key.startsWith(`${prefix}.`) };
      return Promise.all(recorded.configurationListeners.map((listener) => listener(event)));
    },
  };
  return vscode;
}

/** A Swift (or other) editor as far as the extension looks at it. */
function fakeEditor(languageId = 'swift', lineCount = 8) {
  return {
    document: {
      languageId,
      lineCount,
      uri: { toString: () => 'file:///project/Demo.swift', fsPath: '/project/Demo.swift' },
      validateRange: (range) => new Range(range.start.line, range.start.character, Math.min(range.end.line, lineCount - 1), 0),
    },
  };
}

function fakeContext() {
  return { subscriptions: [] };
}

module.exports = { createVscode, fakeEditor, fakeContext, Range };
