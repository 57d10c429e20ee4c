#!/usr/bin/env node
// Runs the app in the current folder under webpack-dev-server with hot reload (a remote alone: its dev shell).
import path from 'node:path';
import { register } from 'tsx/esm/api';

register();
const { startDevServer } = await import('../src/dev-server.ts');
await startDevServer(path.resolve(process.cwd()));
