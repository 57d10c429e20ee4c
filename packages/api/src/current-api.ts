import { $api, ApiNotInstalledError, apiInstalled } from './api-client';
import type { HotelApi } from './create-api';

// Transitional (issue 10): the old service locator, now a view of `$api`. Removed once every effect uses attachApi.
export function installApi(api: HotelApi): void {
  apiInstalled(api);
}

export function currentApi(): HotelApi {
  const api = $api.getState();
  if (!api) throw new ApiNotInstalledError();
  return api;
}
