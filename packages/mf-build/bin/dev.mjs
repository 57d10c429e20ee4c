#!/usr/bin/env node
// Runs one app under webpack-dev-server with React Refresh: the app in DEV_APP_DIR, or in the current folder.
// A remote alone (its dev shell) wants the sandbox and a host server too: `npm run dev -w mf-hotel` starts them.
import path from 'node:path';
import { register } from 'tsx/esm/api';

register();
const { startDevServer } = await import('../src/dev-server.ts');
await startDevServer(path.resolve(process.env.DEV_APP_DIR ?? process.cwd()));
