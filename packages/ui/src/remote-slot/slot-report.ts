import type { ExposedModuleId, RemoteName, SlotFailureKind, SlotLoadReport } from '@hotel/contracts';
import { matchRoute } from '@hotel/domain';
import { reportStack } from './report-stack';

let sender: ((report: SlotLoadReport) => void) | null = null;

/** Where reports go: the host sets a sender (a beacon to its server); until then, nowhere. */
export function onSlotReport(send: ((report: SlotLoadReport) => void) | null): void {
  sender = send;
}

/** How long a page must stay up after its first frame before its load counts as a success. */
export const settledAfterMs = 10_000;

const failureKinds = new WeakMap<object, SlotFailureKind>();

/**
 * The loader marks the error it gives up with (`load`), the first-frame deadline its own (`first-frame-timeout`);
 * any other error that reaches the slot was thrown while rendering.
 */
export function markFailure(error: unknown, kind: SlotFailureKind): void {
  if (typeof error === 'object' && error !== null) failureKinds.set(error, kind);
}

function failureOf(error: unknown): { kind: SlotFailureKind; error: string; stack?: string } {
  const kind = failureKinds.get(error as object) ?? 'render';
  const stack = reportStack(error);
  // The class name only: a message can quote what the visitor typed.
  return { kind, error: error instanceof Error && /^[A-Za-z]{1,40}$/.test(error.name) ? error.name : 'Error', ...(stack ? { stack } : {}) };
}

/**
 * The live version's files failed to load and the page took the version live before it (the backup source):
 * the live one is told failed with the error it gave, as a visitor without a backup would have met it.
 */
export function reportLiveFailure(id: ExposedModuleId, version: string | null, error: unknown): void {
  if (!version || !sender) return;
  const route = matchRoute(window.location.pathname)?.pattern ?? null;
  sender({ remote: id.split('/')[0] as RemoteName, version, route, outcome: 'failed', kind: 'load', error: failureOf(error).error });
}

export interface SlotOutcome {
  /** The page drew its first frame: told as a success once it has stayed up `settledAfterMs`, or when left. */
  drawn(): void;
  /** The slot shows its fallback: told at once, unless a success was told already. */
  failed(error: unknown): void;
  /** The attempt is over (Retry, another page, the tab closed): a success still pending is told now. */
  left(): void;
}

/**
 * What one attempt of one slot tells the host (issue 16): one report at most, success or failure, naming the
 * remote, the version that served it (asked when told: the live one, or its backup) and the route pattern,
 * never the address. A page that throws a few seconds after its first frame counts as failed, not rendered.
 */
export function slotOutcome(id: ExposedModuleId, versionOf: () => string | undefined): SlotOutcome {
  const remote = id.split('/')[0] as RemoteName;
  const route = matchRoute(window.location.pathname)?.pattern ?? null;
  let told = false;
  let drawn = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tell = (result: Pick<SlotLoadReport, 'outcome' | 'kind' | 'error' | 'stack'>) => {
    if (told) return;
    told = true;
    clearTimeout(timer);
    window.removeEventListener('pagehide', left);
    const version = versionOf();
    if (version) sender?.({ remote, version, route, ...result });
  };
  function left() {
    if (drawn) tell({ outcome: 'rendered' });
  }
  return {
    drawn() {
      if (drawn || told) return;
      drawn = true;
      timer = setTimeout(left, settledAfterMs);
      window.addEventListener('pagehide', left);
    },
    failed: (error) => tell({ outcome: 'failed', ...failureOf(error) }),
    left,
  };
}
