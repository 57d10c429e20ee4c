// jsdom lacks several web APIs that Node 20 has; copy them so browser code under test sees a modern browser.
const { TestEnvironment } = require('jest-environment-jsdom');

const nodeGlobals = [
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'TransformStream',
  'WritableStream',
  'Blob',
  'FormData',
  'Headers',
  'Request',
  'Response',
  'fetch',
  'AbortController',
  'AbortSignal',
  'structuredClone',
  'BroadcastChannel',
];

class DomEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    for (const name of nodeGlobals) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
    if (globalThis.crypto?.subtle) {
      Object.defineProperty(this.global, 'crypto', { value: globalThis.crypto, configurable: true });
    }
  }
}

module.exports = DomEnvironment;
