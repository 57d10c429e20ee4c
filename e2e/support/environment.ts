import path from 'node:path';

/**
 * Ports apart from `npm start`'s, so the journeys can run while a developer's site is up; E2E_PORT_BASE
 * moves them (host on the base, release server +1, sandbox +10), so two runs can share a machine.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 18080);
export const e2ePorts = { host: base, release: base + 1, sandbox: base + 10 } as const;

/** The journeys' own release store, so a rollback journey never touches the developer's releases. */
export const e2eStore = path.resolve(import.meta.dirname, base === 18080 ? '../.e2e-store' : `../.e2e-store-${base}`);

export const repoRoot = path.resolve(import.meta.dirname, '../..');

/** The gate password of the journeys' site (the host server reads SITE_PASSWORD). */
export const sitePassword = 'e2e-open-sesame';

/** The password of the journeys' status page (/_status; the host server reads OPERATOR_PASSWORD). */
export const operatorPassword = 'e2e-operator';

export const sandboxUrl = `http://127.0.0.1:${e2ePorts.sandbox}`;

/** Access tokens live this long in the journeys' sandbox, so a journey can watch one expire and renew. */
export const accessTokenSeconds = 4;
