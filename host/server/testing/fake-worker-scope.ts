import { runInNewContext } from 'node:vm';

type Listener = (event: unknown) => void;

/** Cache Storage as a worker sees it, keyed by URL, in memory. */
class MemoryCache {
  readonly entries = new Map<string, Response>();

  async match(key: string | Request): Promise<Response | undefined> {
    return this.entries.get(typeof key === 'string' ? key : key.url)?.clone();
  }

  async put(key: string | Request, response: Response): Promise<void> {
    this.entries.set(typeof key === 'string' ? key : key.url, response);
  }

  async keys(): Promise<Request[]> {
    return [...this.entries.keys()].map((url) => new Request(url));
  }

  async delete(key: string | Request): Promise<boolean> {
    return this.entries.delete(typeof key === 'string' ? key : key.url);
  }
}

class MemoryCacheStorage {
  readonly named = new Map<string, MemoryCache>();

  async open(name: string): Promise<MemoryCache> {
    if (!this.named.has(name)) this.named.set(name, new MemoryCache());
    return this.named.get(name) as MemoryCache;
  }

  async keys(): Promise<string[]> {
    return [...this.named.keys()];
  }

  async delete(name: string): Promise<boolean> {
    return this.named.delete(name);
  }

  /** Every URL kept, in every cache: what a test asserts on. */
  urls(): string[] {
    return [...this.named.values()].flatMap((cache) => [...cache.entries.keys()]);
  }
}

export interface FakeWorker {
  caches: MemoryCacheStorage;
  /** Runs the worker's `install` handler to its end. */
  install(): Promise<void>;
  /** Runs the worker's `activate` handler to its end. */
  activate(): Promise<void>;
  /** A request of the page: the worker's answer, or undefined when it lets the browser fetch it. */
  request(url: string, init?: RequestInit): Promise<Response | undefined>;
}

/**
 * Runs a service worker script in a scope of its own, with memory caches and the given network. `openPages` are
 * the addresses of the browser's windows on the site, none of them under the worker's control yet.
 */
export function startWorker(script: string, origin: string, network: typeof fetch, openPages: string[] = []): FakeWorker {
  const listeners = new Map<string, Listener>();
  const caches = new MemoryCacheStorage();
  const self = {
    location: new URL(origin),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: async () => undefined,
    clients: {
      claim: async () => undefined,
      matchAll: async () => openPages.map((url) => ({ url: new URL(url, origin).href })),
    },
  };
  runInNewContext(script, { self, caches, fetch: network, URL, Request, Response, console });

  /** Dispatches an event and waits for everything it asked to be waited for, including work added late. */
  async function dispatch(type: string, fields: Record<string, unknown>): Promise<Response | undefined> {
    const extended: Array<Promise<unknown>> = [];
    let answer: Promise<Response> | undefined;
    listeners.get(type)?.({ ...fields, waitUntil: (work: Promise<unknown>) => extended.push(work), respondWith: (response: Promise<Response>) => (answer = response) });
    const response = await answer;
    for (let done = 0; done < extended.length; done += 1) await extended[done];
    return response;
  }

  return {
    caches,
    install: async () => void (await dispatch('install', {})),
    activate: async () => void (await dispatch('activate', {})),
    request: (url, init) => dispatch('fetch', { request: new Request(new URL(url, origin), init) }),
  };
}
