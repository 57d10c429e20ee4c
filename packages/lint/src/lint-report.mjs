// Lints a folder with the house rules through ESLint's Node API and prints, as JSON, the rules each file
// breaks. lint-config.test.ts runs it in its own Node process: ESLint and its plugins are ES modules,
// which jest's CommonJS sandbox does not load.
import path from 'node:path';
import { ESLint } from 'eslint';
import { createConfig } from './eslint-config.mjs';

const root = path.resolve(process.argv[2] ?? '.');
const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: createConfig(root) });
const results = await eslint.lintFiles(['.']);
const report = Object.fromEntries(
  results.map((result) => [
    path.relative(root, result.filePath).split(path.sep).join('/'),
    result.messages.map((message) => message.ruleId ?? message.message),
  ]),
);
process.stdout.write(JSON.stringify(report));
