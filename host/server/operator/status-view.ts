import { failureSection } from './failure-section';
import type { ReleaseAccess } from './release-access';
import type { ReportTally } from './report-tally';
import { type EnvironmentStatus, statusPage, type StatusPageData } from './status-page';
import { stackResolver } from './stack-resolve';

type Message = StatusPageData['message'];

/** What the status page shows, read from the store through the release access and from the reports' tally. */
export function statusView(options: { access: ReleaseAccess; tally: ReportTally; env: string; releaseUrl: string }) {
  const { access, tally } = options;
  const resolve = stackResolver(options.releaseUrl, access.sourceMap);

  async function environments(): Promise<EnvironmentStatus[]> {
    const names = await access.environments();
    return Promise.all(names.map(async (env, i) => ({ env, units: await access.units(env), promotesTo: names[i + 1] ?? null })));
  }

  return {
    async page(token: string, message: Message): Promise<string> {
      const [envs, failures] = await Promise.all([environments(), failureSection(tally.all(), resolve)]);
      return statusPage({
        served: options.env,
        environments: envs,
        rateOf: (unit, version) => tally.of(unit, version),
        promoteAvailable: Boolean(access.promote) && envs.length > 1,
        token,
        message,
        failures,
      });
    },
    /** After a button: what is live now for the unit it moved (read back, never taken from the address). */
    async movedMessage(unit: string | null): Promise<Message> {
      if (!unit) return null;
      const found = (await access.units(options.env)).find((view) => view.unit === unit);
      return found?.live ? { kind: 'message', text: `${found.unit} ${found.live} is live on ${options.env} now.` } : null;
    },
    /** Runs a button's move; its refusal as the page's error, or null when it moved. */
    async act(move: () => Promise<unknown>): Promise<Message> {
      try {
        await move();
        return null;
      } catch (error) {
        return { kind: 'error', text: `Nothing changed: ${(error as Error).message}` };
      }
    },
  };
}
