import type { ContentLanguage, CurrentLocationResponse, DictionariesResponse } from '@hotel/contracts';
import { parseLifetime } from '../cache/lifetime';
import { remember } from '../cache/remember';
import { unwrap } from '../http/envelope';
import type { ContentContext, FreshOption } from './content-types';

/** SPEC 7.2: dictionaries are cached 30 minutes, the visitor's location 2 minutes. */
const dictionariesLifetime = parseLifetime('30m');
const currentLocationLifetime = parseLifetime('2m');

/** The content API's dictionaries (amenities, trip and meal types, filters) and the visitor's location. */
export function contentLookupCalls({ send, cache, language }: ContentContext) {
  return {
    dictionaries: (lang: ContentLanguage = language(), { fresh = false }: FreshOption = {}) =>
      remember(cache, { name: 'content.dictionaries', params: { lang }, lifetimeMs: dictionariesLifetime, fresh }, async () =>
        unwrap<DictionariesResponse['data']>(await send({ method: 'post', path: 'api/v2/dictionaries', json: { lang } })),
      ),
    currentLocation: ({ fresh = false }: FreshOption = {}) =>
      remember(cache, { name: 'content.currentLocation', params: null, lifetimeMs: currentLocationLifetime, fresh }, async () =>
        unwrap<CurrentLocationResponse['data']>(await send({ method: 'get', path: 'api/v2/current-location' })),
      ),
  };
}
