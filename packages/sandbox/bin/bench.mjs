#!/usr/bin/env node
// `npm run bench -w @hotel/sandbox`: p50/p95 of the brand hotel search, room search and reservation create.
import { register } from 'tsx/esm/api';

register();
await import('../src/bench/bench.ts');
