import { runtimeElementId, type RuntimeEnv, type RuntimeRegistry } from '@hotel/contracts';

interface PatchArgument {
  id: string;
  envPatch: Record<string, unknown>;
  registry: RuntimeRegistry | null;
}

/** What a browser context offers to run a script in every page before the page's own (Playwright's). */
interface InitScriptTarget {
  addInitScript(script: (arg: PatchArgument) => void, arg: PatchArgument): Promise<unknown>;
}

export interface RuntimePatch {
  /** Laid over the page's settings. */
  env?: Partial<RuntimeEnv> & Record<string, unknown>;
  /** Stands in for the page's registry. */
  registry?: RuntimeRegistry;
}

/**
 * Changes the settings and registry the host server inlined in each page of this browser, as the page is parsed
 * and before the host's script reads them (issue 15 put them in the page). Answering the page from the test
 * instead would make Chromium count it a public site and refuse it the loopback release server.
 */
export async function patchInlinedRuntime(target: InitScriptTarget, patch: RuntimePatch): Promise<void> {
  await target.addInitScript(
    ({ id, envPatch, registry }) => {
      const observer = new MutationObserver(() => {
        const element = document.getElementById(id);
        if (!element?.textContent) return;
        try {
          const runtime = JSON.parse(element.textContent) as { env: Record<string, unknown>; registry: unknown };
          element.textContent = JSON.stringify({ env: { ...runtime.env, ...envPatch }, registry: registry ?? runtime.registry });
          observer.disconnect();
        } catch {
          // Not all of it parsed yet: the next mutation brings the rest.
        }
      });
      observer.observe(document, { childList: true, subtree: true, characterData: true });
    },
    { id: runtimeElementId, envPatch: patch.env ?? {}, registry: patch.registry ?? null },
  );
}
