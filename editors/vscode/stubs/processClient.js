'use strict';

// A stand-in for `vscode-languageclient/node` that really starts the server the extension
// configured and speaks enough LSP to it (initialize, configuration requests through the
// extension's middleware, didOpen, publishDiagnostics, shutdown) to check the extension's options
// against the real `alertlint lsp`.

const { spawn } = require('child_process');
const { State } = require('./languageclient');

function createProcessClientModule() {
  const instances = [];

  class LanguageClient {
    constructor(id, name, serverOptions, clientOptions) {
      Object.assign(this, { id, name, serverOptions, clientOptions });
      this.nextId = 1;
      this.pending = new Map();
      this.diagnostics = new Map();
      this.waiters = [];
      this.buffer = Buffer.alloc(0);
      this.stderr = '';
      instances.push(this);
    }

    onDidChangeState() {
      return { dispose: () => {} };
    }

    send(message) {
      const body = Buffer.from(JSON.stringify({ jsonrpc: '2.0', ...message }), 'utf8');
      this.process.stdin.write(`Content-Length: ${body.length}\r\n\r\n`);
      this.process.stdin.write(body);
    }

    request(method, params) {
      const id = this.nextId++;
      this.send({ id, method, params });
      return new Promise((resolve, reject) => this.pending.set(id, { resolve, reject }));
    }

    read(chunk) {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      for (;;) {
        const headerEnd = this.buffer.indexOf('\r\n\r\n');
        if (headerEnd < 0) return;
        const length = Number(/Content-Length: *(\d+)/i.exec(this.buffer.subarray(0, headerEnd).toString('ascii'))?.[1]);
        if (!(length >= 0) || this.buffer.length < headerEnd + 4 + length) return;
        const message = JSON.parse(this.buffer.subarray(headerEnd + 4, headerEnd + 4 + length).toString('utf8'));
        this.buffer = this.buffer.subarray(headerEnd + 4 + length);
        void this.handle(message);
      }
    }

    async handle(message) {
      if (message.id !== undefined && message.method === undefined) {
        const waiter = this.pending.get(message.id);
        this.pending.delete(message.id);
        if (message.error) waiter?.reject(new Error(message.error.message));
        else waiter?.resolve(message.result);
      } else if (message.method === 'workspace/configuration') {
        // VS Code itself would answer with the raw section; the extension's middleware rewrites it.
        const raw = async (params) => params.items.map(() => ({ path: '', select: [], ignore: [], severity: {}, configPath: '' }));
        const result = await this.clientOptions.middleware.workspace.configuration(message.params, undefined, raw);
        this.send({ id: message.id, result });
      } else if (message.id !== undefined) {
        this.send({ id: message.id, result: null });
      } else if (message.method === 'textDocument/publishDiagnostics') {
        this.diagnostics.set(message.params.uri, message.params.diagnostics);
        for (const waiter of this.waiters.splice(0)) waiter();
      }
    }

    async start() {
      this.process = spawn(this.serverOptions.command, this.serverOptions.args, { stdio: ['pipe', 'pipe', 'pipe'] });
      this.process.stdout.on('data', (chunk) => this.read(chunk));
      this.process.stderr.on('data', (chunk) => { this.stderr += chunk; });
      this.exited = new Promise((resolve) => this.process.on('exit', (code) => resolve(code)));
      this.state = State.Starting;
      await this.request('initialize', {
        processId: process.pid,
        rootUri: null,
        capabilities: { workspace: { configuration: true, didChangeConfiguration: { dynamicRegistration: false } } },
        initializationOptions: this.clientOptions.initializationOptions,
      });
      this.send({ method: 'initialized', params: {} });
      this.state = State.Running;
    }

    open(uri, text) {
      this.send({ method: 'textDocument/didOpen', params: { textDocument: { uri, languageId: 'swift', version: 1, text } } });
    }

    /** The diagnostics of `uri` once `predicate` accepts them, or the last ones after `ms`. */
    async diagnosticsOf(uri, predicate, ms = 10000) {
      const deadline = Date.now() + ms;
      while (!predicate(this.diagnostics.get(uri) ?? []) && Date.now() < deadline) {
        await new Promise((resolve) => {
          this.waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
      return this.diagnostics.get(uri) ?? [];
    }

    async stop() {
      if (!this.process) return;
      await this.request('shutdown', null);
      this.send({ method: 'exit' });
      this.state = State.Stopped;
      await this.exited;
    }
  }

  return { LanguageClient, State, instances };
}

module.exports = { createProcessClientModule };
