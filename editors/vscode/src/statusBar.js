// @ts-check
'use strict';

/**
 * @typedef {'starting' | 'running' | 'stopped' | 'missing'} ServerStatus
 * @typedef {{ text: string, tooltip: string, command: string }} StatusLook
 */

/**
 * What the status bar item shows in each state; a click opens the output while the server runs
 * and restarts it otherwise (after installing the binary, for one).
 * @param {ServerStatus} status
 * @param {string} [detail] why the server is missing or stopped
 * @returns {StatusLook}
 */
function statusLook(status, detail) {
  switch (status) {
    case 'starting':
      return { text: '$(sync~spin) AlertLint', tooltip: 'AlertLint is starting', command: 'alertlint.showOutput' };
    case 'running':
      return { text: '$(check) AlertLint', tooltip: 'AlertLint checks the alert copy in Swift files. Click for its output.', command: 'alertlint.showOutput' };
    case 'stopped':
      return { text: '$(circle-slash) AlertLint', tooltip: `AlertLint stopped${detail ? `: ${detail}` : ''}. Click to restart.`, command: 'alertlint.restart' };
    case 'missing':
      return { text: '$(error) AlertLint', tooltip: `${detail ?? 'AlertLint cannot start'} Click to retry.`, command: 'alertlint.restart' };
  }
}

module.exports = { statusLook };
