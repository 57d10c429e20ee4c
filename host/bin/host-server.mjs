#!/usr/bin/env node
// Starts the host server (port 8080): the live host release, /env.json, /registry.json and the SPA fallback.
import { register } from 'tsx/esm/api';

register();
await import('../server/main.ts');
