import { runtimeElementId } from '@hotel/contracts';
import { fetchRuntimeConfig } from './runtime-config';

const registry = { remotes: [{ name: 'mf_hotel', version: '2', entry: 'https://cdn.test/mf-hotel/2/mf-manifest.json' }] };
const env = { apiBase: { booking: '/booking' } };

function inline(text: string): void {
  const element = document.createElement('script');
  element.id = runtimeElementId;
  element.type = 'application/json';
  element.textContent = text;
  document.head.append(element);
}

function answerFetch(): jest.SpyInstance {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const body = String(input).endsWith('/env.json') ? { apiBase: { booking: '/fetched' } } : { remotes: [] };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
}

afterEach(() => {
  document.getElementById(runtimeElementId)?.remove();
  jest.restoreAllMocks();
});

describe('the settings and registry the host starts with', () => {
  it('are read from the page when the host server inlined them, with no request', async () => {
    const fetched = answerFetch();
    inline(JSON.stringify({ env, registry }));
    await expect(fetchRuntimeConfig()).resolves.toEqual({ env, registry });
    expect(fetched).not.toHaveBeenCalled();
  });

  it('are fetched when the page has none (the dev server) or what it has cannot be read', async () => {
    const fetched = answerFetch();
    inline('{"env": ');
    await expect(fetchRuntimeConfig()).resolves.toEqual({ env: { apiBase: { booking: '/fetched' } }, registry: { remotes: [] } });
    expect(fetched.mock.calls.map(([url]) => String(url))).toEqual(['/env.json', '/registry.json']);
  });
});
