#!/usr/bin/env node
// `npm run size`: gzip size of each app's first-load JS against its budget (issue #2); fails over budget.
import { register } from 'tsx/esm/api';

register();
const { measureAll } = await import('../src/size/measure.ts');
process.exitCode = (await measureAll()) ? 0 : 1;
