import type { HotelApi } from './create-api';

let installed: HotelApi | null = null;

/**
 * The page's one client. The host creates it at start-up from `/env.json` and its session and installs it
 * here; `@hotel/api` is a shared singleton, so every remote's effects reach the same instance.
 */
export function installApi(api: HotelApi): void {
  installed = api;
}

export function currentApi(): HotelApi {
  if (!installed) throw new Error('@hotel/api: no client installed yet (the host installs it at start-up)');
  return installed;
}
