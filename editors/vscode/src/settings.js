// @ts-check
'use strict';

/** The levels the server accepts in `severity`. */
const LEVELS = new Set(['error', 'warning', 'info', 'off']);

/**
 * @typedef {{ select?: string[], ignore?: string[], severity?: Record<string, string>, configPath?: string }} ServerSettings
 *   What `alertlint lsp` reads from initializationOptions and the `alertlint` configuration section.
 * @typedef {{ get(key: string): unknown }} SettingsReader
 *   The reading half of `vscode.WorkspaceConfiguration` for the `alertlint` section.
 */

/**
 * @param {unknown} value
 * @returns {string[]}
 */
function ruleList(value) {
  if (!Array.isArray(value)) return [];
  return value.filter((id) => typeof id === 'string' && id.trim() !== '').map((id) => id.trim());
}

/**
 * The server's settings from the editor's `alertlint` section. VS Code reports every setting with
 * its default, so empty values are left out: an empty `select` would otherwise switch every rule
 * off instead of meaning "no restriction".
 * @param {SettingsReader} section
 * @returns {{ settings: ServerSettings, problems: string[] }}
 */
function toServerSettings(section) {
  /** @type {ServerSettings} */
  const settings = {};
  /** @type {string[]} */
  const problems = [];

  const select = ruleList(section.get('select'));
  if (select.length > 0) settings.select = select;
  const ignore = ruleList(section.get('ignore'));
  if (ignore.length > 0) settings.ignore = ignore;

  const severity = section.get('severity');
  if (severity && typeof severity === 'object' && !Array.isArray(severity)) {
    /** @type {Record<string, string>} */
    const levels = {};
    for (const [rule, level] of Object.entries(severity)) {
      if (typeof level === 'string' && LEVELS.has(level)) {
        levels[rule] = level;
      } else {
        problems.push(`alertlint.severity: "${rule}" must be error, warning, info or off, not ${JSON.stringify(level)}`);
      }
    }
    if (Object.keys(levels).length > 0) settings.severity = levels;
  }

  const configPath = section.get('configPath');
  if (typeof configPath === 'string' && configPath.trim() !== '') settings.configPath = configPath.trim();

  return { settings, problems };
}

module.exports = { toServerSettings, LEVELS };
