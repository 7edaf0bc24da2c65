'use strict';

// A stand-in for `vscode-languageclient/node`: records how clients are made and lets a test
// decide whether start() succeeds.

const State = { Stopped: 1, Running: 2, Starting: 3 };

function createLanguageClientModule({ startError } = {}) {
  const instances = [];

  class LanguageClient {
    constructor(id, name, serverOptions, clientOptions) {
      this.id = id;
      this.name = name;
      this.serverOptions = serverOptions;
      this.clientOptions = clientOptions;
      this.state = State.Stopped;
      this.stateListeners = [];
      this.stopped = false;
      instances.push(this);
    }
    onDidChangeState(listener) {
      this.stateListeners.push(listener);
      return { dispose: () => {} };
    }
    setState(newState) {
      const oldState = this.state;
      this.state = newState;
      for (const listener of this.stateListeners) listener({ oldState, newState });
    }
    async start() {
      this.setState(State.Starting);
      if (startError) {
        this.setState(State.Stopped);
        throw startError;
      }
      this.setState(State.Running);
    }
    async stop() {
      this.stopped = true;
      this.setState(State.Stopped);
    }
  }

  return { LanguageClient, State, instances };
}

module.exports = { createLanguageClientModule, State };
