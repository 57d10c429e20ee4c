#!/usr/bin/env node
// Builds the app in the current folder for production with its webpack.config.ts.
import path from 'node:path';
import { register } from 'tsx/esm/api';

register();
const { runWebpack } = await import('../src/run-webpack.ts');
const ok = await runWebpack(path.resolve(process.cwd()), 'production');
process.exitCode = ok ? 0 : 1;
