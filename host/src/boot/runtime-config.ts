import { type RuntimeEnv, type RuntimeRegistry, runtimeElementId } from '@hotel/contracts';

type RuntimeConfig = { env: RuntimeEnv; registry: RuntimeRegistry };

async function fetchJson<T>(path: string): Promise<T> {
  const response = await fetch(path, { cache: 'no-store', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** What the host server put into this page, read fresh with it; null in a page that has none (the dev server's). */
function inlinedRuntimeConfig(): RuntimeConfig | null {
  const text = document.getElementById(runtimeElementId)?.textContent;
  if (!text) return null;
  try {
    const config = JSON.parse(text) as Partial<RuntimeConfig>;
    return config.env && Array.isArray(config.registry?.remotes) ? (config as RuntimeConfig) : null;
  } catch {
    return null;
  }
}

/**
 * The settings and the live registry come with every page (never from the bundle): inlined by the host server
 * so the remotes start loading at once (issue 15), or else from `/env.json` and `/registry.json`.
 */
export async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  const inlined = inlinedRuntimeConfig();
  if (inlined) return inlined;
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
