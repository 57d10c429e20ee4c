import type { KyInstance, Options } from 'ky';
import { ApiError, isNoAnswer, type ApiService } from '../errors/api-error';
import { toApiError } from '../errors/to-api-error';
import type { Credential } from '../session/credential';
import type { Call, Send } from './call';

/** A service as the client sees it: where it is, what it sends, and which credential a failure asks to renew. */
export interface Channel<K extends string> {
  service: ApiService;
  http: KyInstance;
  credentials: Record<K, Credential>;
  headers(tokens: Record<K, string | null>): Record<string, string>;
  /** The credential to renew before retrying, or null: the failure is final. */
  recoveryFor(error: ApiError): K | null;
  /**
   * A credential this call cannot go without and does not hold: it is renewed before the call is sent, and
   * when that fails the call is refused as the service would (401) without a request the service must refuse.
   */
  missingFor?(tokens: Record<K, string | null>, call: Call): K | null;
}

/**
 * The call's path with its query string. Given `searchParams`, ky builds each request twice (once to read the URL
 * back, once with the query): a few ms a call under a phone's CPU, and a list page sends ~17 (issue 15).
 */
function pathWithQuery({ path, searchParams }: Call): string {
  if (!searchParams) return path;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(searchParams)) if (value !== undefined) query.append(name, String(value));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

function kyOptions(call: Call, headers: Record<string, string>): Options {
  return {
    method: call.method,
    headers: { accept: 'application/json', ...headers, ...call.headers },
    ...(call.json !== undefined ? { json: call.json } : {}),
    ...(call.form ? { body: new URLSearchParams(call.form) } : {}),
  };
}

async function perform(service: ApiService, http: KyInstance, call: Call, headers: Record<string, string>): Promise<unknown> {
  const response = await http(pathWithQuery(call), kyOptions(call, headers));
  const raw = await response.text();
  if (raw.trim() === '') return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch (error) {
    const messages = ['The answer is not valid JSON'];
    throw new ApiError({ service, status: response.status, code: null, messages, cause: error });
  }
}

function currentTokens<K extends string>(credentials: Record<K, Credential>): Record<K, string | null> {
  const entries = Object.entries<Credential>(credentials).map(([name, credential]) => [name, credential.current()]);
  return Object.fromEntries(entries) as Record<K, string | null>;
}

/**
 * Sends a call; when the service rejects it in a way a credential renewal cures, renews that credential and
 * sends it again. Each credential is renewed at most once per call, so no call loops; a refused renewal
 * rejects with the service's error, one that got no answer with its own.
 */
async function supplyMissing<K extends string>(channel: Channel<K>, call: Call, tokens: Record<K, string | null>): Promise<K | null> {
  const name = channel.missingFor?.(tokens, call) ?? null;
  if (name === null) return null;
  tokens[name] = await channel.credentials[name].renewAfterRejection(null).catch((cause: unknown) => {
    throw new ApiError({ service: channel.service, status: 401, code: null, messages: [`${name} is missing and cannot be renewed`], cause });
  });
  return name;
}

export function createSend<K extends string>(channel: Channel<K>): Send {
  return async <T>(call: Call): Promise<T> => {
    const tokens = currentTokens(channel.credentials);
    const renewed = new Set<K>();
    const supplied = await supplyMissing(channel, call, tokens);
    if (supplied !== null) renewed.add(supplied);
    for (;;) {
      try {
        return (await perform(channel.service, channel.http, call, channel.headers(tokens))) as T;
      } catch (thrown) {
        const error = await toApiError(channel.service, thrown);
        const name = channel.recoveryFor(error);
        if (name === null || renewed.has(name)) throw error;
        renewed.add(name);
        tokens[name] = await channel.credentials[name].renewAfterRejection(tokens[name]).catch((cause: unknown) => {
          // A renewal that got no answer is the failure to report: the visitor is offline, not refused.
          throw isNoAnswer(cause) ? cause : error;
        });
      }
    }
  };
}

/** A channel with nothing to renew. */
export function plainChannel(service: ApiService, http: KyInstance, headers: () => Record<string, string>): Channel<never> {
  return { service, http, credentials: {} as Record<never, Credential>, headers, recoveryFor: () => null };
}
