import type { SandboxDeps } from '../deps';
import type { Router } from '../http/router';
import { registerBookingEngine } from '../booking/register';
import { registerCardTokens } from '../card/register';
import { registerContentApi } from '../content/register';
import { registerLoyalty } from '../loyalty/register';
import { registerDevOutbox } from '../outbox/register';
import { registerPostcodes } from '../postcode/register';

/** Every third-party stand-in, each under its own prefix (ARCHITECTURE: run-time topology). */
export async function registerServices(router: Router, deps: SandboxDeps): Promise<void> {
  await registerBookingEngine(router, deps);
  registerContentApi(router, deps);
  registerLoyalty(router, deps);
  registerPostcodes(router, deps);
  registerCardTokens(router, deps);
  registerDevOutbox(router, deps);
}
