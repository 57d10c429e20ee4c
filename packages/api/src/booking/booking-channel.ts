import type { KyInstance } from 'ky';
import { type Channel, plainChannel } from '../http/channel';
import type { SessionAccess } from '../session/session-access';
import type { SessionCredentials } from '../session/session-credentials';
import { type BookingCredential, bookingRecovery } from './booking-recovery';

export const defaultAppVersion = 'tripla-API/1.0';

export interface BookingChannelOptions {
  http: KyInstance;
  session: SessionAccess;
  credentials: SessionCredentials;
  appVersion: string;
}

function commonHeaders(session: SessionAccess, appVersion: string): Record<string, string> {
  return { locale: session.locale(), 'app-version': appVersion };
}

/** SPEC 7: every booking-engine call carries client-session, authorization (members), locale and app-version. */
export function bookingChannel(options: BookingChannelOptions): Channel<BookingCredential> {
  const { http, session, credentials, appVersion } = options;
  return {
    service: 'booking',
    http,
    credentials: { clientSession: credentials.clientSession, accessToken: credentials.accessToken },
    headers: ({ clientSession, accessToken }) => ({
      ...commonHeaders(session, appVersion),
      ...(clientSession ? { 'client-session': clientSession } : {}),
      ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
    }),
    recoveryFor: bookingRecovery,
  };
}

/** For the token exchange itself: no session headers and no renewal, so a refresh can never wait on itself. */
export function bookingTokenChannel(options: BookingChannelOptions): Channel<never> {
  return plainChannel('booking', options.http, () => commonHeaders(options.session, options.appVersion));
}
