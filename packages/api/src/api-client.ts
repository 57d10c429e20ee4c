import { attach, createEffect, createEvent, createStore } from 'effector';
import type { HotelApi } from './create-api';

/**
 * The page's one client, held in a store so effects receive it (`attachApi`) instead of looking it up: the
 * host creates it at start-up from `/env.json` and fires `apiInstalled`; a remote's dev shell does the same;
 * tests put a fake in with `fork({ values: [[$api, fake]] })`. `@hotel/api` is a shared singleton, so every
 * remote's effects read the same store.
 */
export const apiInstalled = createEvent<HotelApi>();

export const $api = createStore<HotelApi | null>(null, { serialize: 'ignore', name: '$api' }).on(
  apiInstalled,
  (_, api) => api,
);

export class ApiNotInstalledError extends Error {
  constructor() {
    super('@hotel/api: no client installed yet (the host fires apiInstalled at start-up)');
  }
}

/**
 * An effect that calls the installed client: `const loadHotelFx = attachApi((api, id: number) => api.booking.hotel(id))`.
 * The client is attached inside, so a test's `fork({ handlers: [[loadHotelFx, (id) => …]] })` sees only the params.
 */
export function attachApi<Params, Done>(call: (api: HotelApi, params: Params) => Promise<Done>) {
  const callWithClientFx = attach({
    source: $api,
    effect: (api: HotelApi | null, params: Params) => {
      if (!api) throw new ApiNotInstalledError();
      return call(api, params);
    },
  });
  return createEffect((params: Params) => callWithClientFx(params));
}
