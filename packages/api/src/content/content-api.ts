import type { KyInstance } from 'ky';
import type { ResponseCache } from '../cache/response-cache';
import { createSend } from '../http/channel';
import type { SessionAccess } from '../session/session-access';
import type { SessionCredentials } from '../session/session-credentials';
import { contentChannel } from './content-channel';
import { contentLanguageOf } from './content-language';
import { contentHotelCalls } from './hotels';
import { contentLookupCalls } from './lookups';

export interface ContentApiOptions {
  http: KyInstance;
  session: SessionAccess;
  credentials: SessionCredentials;
  cache: ResponseCache;
}

/** The hotel-content calls a browser makes (GenerateToken is the host server's: it needs the API user). */
export function createContentApi({ http, session, credentials, cache }: ContentApiOptions) {
  const context = {
    send: createSend(contentChannel(http, credentials)),
    cache,
    language: () => contentLanguageOf(session.locale()),
  };
  return { ...contentHotelCalls(context), ...contentLookupCalls(context) };
}

export type ContentApi = ReturnType<typeof createContentApi>;
