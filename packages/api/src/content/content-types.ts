import type { ContentLanguage } from '@hotel/contracts';
import type { Send } from '../http/call';
import type { ResponseCache } from '../cache/response-cache';

export interface ContentContext {
  send: Send;
  cache: ResponseCache;
  /** The language to ask for when the caller names none: the interface locale's. */
  language: () => ContentLanguage;
}

/** `fresh: true` skips the cache and asks the service to skip its own (isClearCache / IsClearCache). */
export interface FreshOption {
  fresh?: boolean;
}

/** A request whose language defaults to the interface's. */
export type WithOptional<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;
