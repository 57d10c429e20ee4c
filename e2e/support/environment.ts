import path from 'node:path';

/** Ports apart from `npm start`'s, so the journeys can run while a developer's site is up. */
export const e2ePorts = { host: 18080, release: 18081, sandbox: 18090 } as const;

/** The journeys' own release store, so a rollback journey never touches the developer's releases. */
export const e2eStore = path.resolve(import.meta.dirname, '../.e2e-store');

export const repoRoot = path.resolve(import.meta.dirname, '../..');

/** The gate password of the journeys' site (the host server reads SITE_PASSWORD). */
export const sitePassword = 'e2e-open-sesame';

export const sandboxUrl = `http://127.0.0.1:${e2ePorts.sandbox}`;

/** Access tokens live this long in the journeys' sandbox, so a journey can watch one expire and renew. */
export const accessTokenSeconds = 4;
