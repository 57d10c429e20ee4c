import path from 'node:path';

/** Ports apart from `npm start`'s, so the journeys can run while a developer's site is up. */
export const e2ePorts = { host: 18080, release: 18081, sandbox: 18090 } as const;

/** The journeys' own release store, so a rollback journey never touches the developer's releases. */
export const e2eStore = path.resolve(import.meta.dirname, '../.e2e-store');

export const repoRoot = path.resolve(import.meta.dirname, '../..');
