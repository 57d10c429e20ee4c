import type { RuntimeEnv, RuntimeRegistry } from '@hotel/contracts';

async function fetchJson<T>(path: string): Promise<T> {
  const response = await fetch(path, { cache: 'no-store', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** `/env.json` and `/registry.json` come from the host server on every page load, never from the bundle. */
export async function fetchRuntimeConfig(): Promise<{ env: RuntimeEnv; registry: RuntimeRegistry }> {
  const [env, registry] = await Promise.all([
    fetchJson<RuntimeEnv>('/env.json'),
    fetchJson<RuntimeRegistry>('/registry.json').catch((error: unknown) => {
      // Without a registry the shell still renders; every remote slot then shows its fallback panel.
      console.warn('[host] registry unavailable', error);
      return { remotes: [] };
    }),
  ]);
  return { env, registry };
}
