import { type RunningSandbox, startSandbox } from '../sandbox';

export interface Fixture {
  sandbox: RunningSandbox;
  url: string;
  /** A fresh client session, as the host server would obtain it. */
  clientSession(): Promise<string>;
  /** JSON request against the sandbox; answers status and parsed body. */
  call<T = unknown>(method: string, path: string, options?: CallOptions): Promise<{ status: number; body: T }>;
}

export interface CallOptions {
  headers?: Record<string, string>;
  body?: unknown;
  /** Query parameters; objects are JSON-encoded (the engine's `q=`). */
  query?: Record<string, unknown>;
  form?: Record<string, string>;
}

/**
 * Starts an in-memory, seeded sandbox for one test file; with SANDBOX_TEST_DATABASE_URL set, a freshly reset
 * real PostgreSQL instead (run such files one at a time: they share that database).
 */
export async function startFixture(env: Record<string, string> = {}): Promise<Fixture> {
  const databaseUrl = process.env.SANDBOX_TEST_DATABASE_URL || null;
  const sandbox = await startSandbox({ port: 0, dataDir: null, databaseUrl, reset: Boolean(databaseUrl), env: { ...process.env, ...env } });
  const call = async <T>(method: string, path: string, options: CallOptions = {}) => {
    const url = new URL(`${sandbox.url}${path}`);
    for (const [key, value] of Object.entries(options.query ?? {})) {
      url.searchParams.set(key, typeof value === 'string' ? value : JSON.stringify(value));
    }
    const headers: Record<string, string> = { ...options.headers };
    let body: string | undefined;
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    } else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    }
    const response = await fetch(url, { method, headers, ...(body !== undefined ? { body } : {}) });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed as T };
  };
  return {
    sandbox,
    url: sandbox.url,
    call,
    clientSession: async () => {
      const { body } = await call<{ client_session: string }>('POST', '/booking/client_sessions', {
        body: { key: sandbox.config.clientKey, secret: sandbox.config.clientSecret },
      });
      return body.client_session;
    },
  };
}
