// @ts-check
'use strict';

const fs = require('fs');
const path = require('path');

const INSTALL_HINT =
  'Build it with `swift build -c release` in an AlertLint checkout and put .build/release/alertlint on your PATH, ' +
  'or set "alertlint.path" to the binary.';

/**
 * @typedef {{ ok: true, path: string } | { ok: false, message: string }} ServerLookup
 * @typedef {object} LookupOptions
 * @property {string | undefined} configured  the `alertlint.path` setting
 * @property {string | undefined} workspaceFolder  the first workspace folder's path, for relative settings
 * @property {Record<string, string | undefined>} env  the environment whose PATH is searched
 * @property {string} home  the user's home folder, for `~/…`
 * @property {string} [platform]  `process.platform` (win32 also tries `alertlint.exe`)
 * @property {(file: string) => boolean} [isExecutable]
 */

/**
 * @param {string} file
 * @returns {boolean}
 */
function isExecutableFile(file) {
  try {
    if (!fs.statSync(file).isFile()) return false;
    fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Finds the `alertlint` binary: the `alertlint.path` setting when it is set (`~` and
 * `${workspaceFolder}` expanded, relative paths taken from the workspace folder), else the PATH.
 * @param {LookupOptions} options
 * @returns {ServerLookup}
 */
function findServer(options) {
  const isExecutable = options.isExecutable ?? isExecutableFile;
  const pathModule = options.platform === 'win32' ? path.win32 : path.posix;
  const configured = (options.configured ?? '').trim();

  if (configured !== '') {
    let resolved = configured.replace(/\$\{workspaceFolder\}/g, options.workspaceFolder ?? '');
    if (resolved === '~' || resolved.startsWith('~/')) resolved = options.home + resolved.slice(1);
    if (!pathModule.isAbsolute(resolved)) {
      if (options.workspaceFolder === undefined) {
        return { ok: false, message: `AlertLint: "alertlint.path" is the relative path ${configured}, but no folder is open. ${INSTALL_HINT}` };
      }
      resolved = pathModule.join(options.workspaceFolder, resolved);
    }
    if (isExecutable(resolved)) return { ok: true, path: resolved };
    return { ok: false, message: `AlertLint: "alertlint.path" is ${configured}, but ${resolved} is not an executable file. ${INSTALL_HINT}` };
  }

  const names = options.platform === 'win32' ? ['alertlint.exe', 'alertlint'] : ['alertlint'];
  const searchPath = options.env.PATH ?? options.env.Path ?? '';
  for (const folder of searchPath.split(pathModule.delimiter)) {
    if (folder === '') continue;
    for (const name of names) {
      const candidate = pathModule.join(folder, name);
      if (isExecutable(candidate)) return { ok: true, path: candidate };
    }
  }
  return { ok: false, message: `AlertLint: cannot find the alertlint executable on PATH. ${INSTALL_HINT}` };
}

module.exports = { findServer, isExecutableFile, INSTALL_HINT };
