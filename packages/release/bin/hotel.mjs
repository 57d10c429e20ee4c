#!/usr/bin/env node
// The project's one command line: `node packages/release/bin/hotel.mjs <command> [args]`.
// Node 20 cannot run TypeScript itself, so the commands are loaded through tsx.
import { register } from 'tsx/esm/api';

const commands = ['start', 'dev', 'test', 'release', 'rollback', 'promote', 'releases', 'preview'];
const [name, ...args] = process.argv.slice(2);
if (!name || !commands.includes(name)) {
  console.error(`usage: hotel <${commands.join('|')}> [args]`);
  process.exit(2);
}
register();
const command = await import(`../src/commands/${name}.ts`);
process.exitCode = await command.run(args);
