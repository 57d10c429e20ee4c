#!/usr/bin/env node
// `npm run soak -w @hotel/sandbox`: RSS of a sandbox under 20 concurrent hotel searches, sampled every 10 s.
import { register } from 'tsx/esm/api';

register();
await import('../src/bench/soak.ts');
