#!/usr/bin/env node
// The sandbox: local stand-ins for the booking engine, hotel content, loyalty, postal codes and card tokens.
import { register } from 'tsx/esm/api';

register();
await import('../src/main.ts');
