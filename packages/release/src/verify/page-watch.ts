import type { Page } from 'playwright-core';

/** An error's message and the first frame of its stack, which names the file that threw. */
function firstLines(text: string): string {
  return text.split('\n').slice(0, 2).map((line) => line.trim()).join(' ');
}

/**
 * What a page did while the release check had it open: its errors (a console error, an uncaught exception, a
 * candidate file that failed) and which of the candidate's files arrived. `candidateBase` is the candidate's
 * folder URL, `<release server>/<remote>/<version>/`.
 */
export class PageWatch {
  private problems: string[] = [];
  private readonly arrived = new Set<string>();
  private inFlight = 0;
  private lastActivity = Date.now();

  constructor(
    page: Page,
    private readonly candidateBase: string,
  ) {
    page.on('console', (message) => {
      if (message.type() === 'error') this.problems.push(`console error: ${firstLines(message.text())}`);
    });
    page.on('pageerror', (error) => this.problems.push(`uncaught ${firstLines(`${error.name}: ${error.message}`)}`));
    page.on('request', (request) => {
      if (this.candidateFile(request.url()) !== null) this.activity(1);
    });
    page.on('requestfailed', (request) => {
      const file = this.candidateFile(request.url());
      if (file === null) return;
      this.activity(-1);
      const reason = request.failure()?.errorText ?? 'no answer';
      // Cut off by the check moving on to its next page, not a failure of the file.
      if (reason !== 'net::ERR_ABORTED') this.problems.push(`${file} of the candidate failed to load (${reason})`);
    });
    page.on('requestfinished', async (request) => {
      const file = this.candidateFile(request.url());
      if (file === null) return;
      const status = (await request.response().catch(() => null))?.status() ?? 0;
      this.activity(-1);
      if (status >= 200 && status < 300) this.arrived.add(file);
      else this.problems.push(`${file} of the candidate answered HTTP ${status}`);
    });
  }

  /** The problems seen since the last call. */
  take(): string[] {
    return this.problems.splice(0);
  }

  hasArrived(file: string): boolean {
    return this.arrived.has(file);
  }

  /** Resolves once no candidate file has been on its way for `quietMs`, or after `atMostMs`. */
  async quiet(quietMs: number, atMostMs: number): Promise<void> {
    const until = Date.now() + atMostMs;
    while (Date.now() < until && (this.inFlight > 0 || Date.now() - this.lastActivity < quietMs)) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  private candidateFile(url: string): string | null {
    return url.startsWith(this.candidateBase) ? url.slice(this.candidateBase.length).split('?')[0] ?? '' : null;
  }

  private activity(change: number): void {
    this.inFlight = Math.max(0, this.inFlight + change);
    this.lastActivity = Date.now();
  }
}
