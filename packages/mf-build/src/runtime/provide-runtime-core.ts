import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import * as runtimeCore from '@module-federation/runtime-core';

interface RuntimeGlobal {
  _FEDERATION_RUNTIME_CORE?: typeof runtimeCore;
  _FEDERATION_RUNTIME_CORE_FROM?: { name: string; version: string };
}

/**
 * Hands the host's own federation runtime to the remotes (built with `externalRuntime`), so the page holds
 * one copy. The plugin of the same purpose in @module-federation is loaded as CommonJS and so bundles a
 * second copy of the runtime next to the host's ES module one; importing the ES module here reuses it.
 */
export default function provideRuntimeCore(): ModuleFederationRuntimePlugin {
  return {
    name: 'hotel-provide-runtime-core',
    beforeInit(args) {
      const global = runtimeCore.Global as RuntimeGlobal;
      if (!global._FEDERATION_RUNTIME_CORE) {
        global._FEDERATION_RUNTIME_CORE = runtimeCore;
        global._FEDERATION_RUNTIME_CORE_FROM = { name: args.options.name, version: 'host' };
      }
      return args;
    },
  };
}
