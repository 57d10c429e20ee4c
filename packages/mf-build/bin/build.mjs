#!/usr/bin/env node
// Builds the app in the current folder for production with its webpack.config.ts, into its dist/ or into
// the folder given by --out <dir>.
import path from 'node:path';
import { register } from 'tsx/esm/api';

register();
const { runWebpack } = await import('../src/run-webpack.ts');
const out = process.argv.indexOf('--out');
const outDir = out >= 0 ? process.argv[out + 1] : undefined;
if (out >= 0 && !outDir) throw new Error('--out needs a folder');
const ok = await runWebpack(path.resolve(process.cwd()), 'production', outDir);
process.exitCode = ok ? 0 : 1;
