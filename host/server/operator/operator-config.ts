/** The status page's guard (issue 17): a password of its own, apart from the site gate's. */
export interface OperatorConfig {
  password: string;
  /** Signs the operator cookie and its forms' tokens; a changed password invalidates every pass. */
  secret: string;
}

/** The local operator password, printed by `npm start` like the site password. */
export const localOperatorPassword = 'operator-local';

/**
 * OPERATOR_PASSWORD, or locally a default; in production (NODE_ENV=production) no status page without one (null),
 * as a default password there would open the rollback buttons to anyone who read the README.
 */
export function operatorConfigFrom(env: NodeJS.ProcessEnv, keptSecret: string): OperatorConfig | null {
  const password = env.OPERATOR_PASSWORD || (env.NODE_ENV === 'production' ? null : localOperatorPassword);
  return password ? { password, secret: `${keptSecret}:operator:${password}` } : null;
}
