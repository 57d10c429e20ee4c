import type { ExposedModuleId, ExposedModules } from '@hotel/contracts';
import { type ReactNode, Suspense, use, useLayoutEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Skeleton } from '../primitives/skeleton';
import { forgetExposed, loadExposed } from './remote-loader';
import { SlotErrorBoundary } from './slot-error-boundary';
import { markFailure } from './slot-report';
import { UiIntl } from './ui-intl';
import { UnavailablePanel } from './unavailable-panel';
import { useFirstFrameDeadline } from './use-first-frame-deadline';
import { useSlotReport } from './use-slot-report';

interface RemoteSlotProps<K extends ExposedModuleId> {
  id: K;
  props: ExposedModules[K];
  /** What shows while the remote loads; a generic skeleton by default. */
  skeleton?: ReactNode;
}

function LoadedRemote<K extends ExposedModuleId>({ id, props }: { id: K; props: ExposedModules[K] }) {
  const Exposed = use(loadExposed(id));
  return <Exposed {...props} />;
}

/** Beside the remote inside its Suspense: its layout effect runs only once the remote's content is committed. */
function ContentCommitted({ attempt, onCommit }: { attempt: string; onCommit: (attempt: string) => void }) {
  useLayoutEffect(() => onCommit(attempt), [attempt, onCommit]);
  return null;
}

function FirstFrameMissed({ id }: { id: ExposedModuleId }): never {
  const missed = new Error(`${id} drew no first frame within the load deadline`);
  markFailure(missed, 'first-frame-timeout');
  throw missed;
}

function DefaultSkeleton() {
  const intl = useIntl();
  return <Skeleton label={intl.formatMessage({ id: 'ui.remoteSlot.loading' })} />;
}

/** Renders a module another team deploys; while it loads a skeleton, if it fails a panel with Retry. */
export function RemoteSlot<K extends ExposedModuleId>({ id, props, skeleton }: RemoteSlotProps<K>) {
  const [attempt, setAttempt] = useState(0);
  const [missedAttempt, setMissedAttempt] = useState<string | null>(null);
  const attemptKey = `${id}#${attempt}`;
  const report = useSlotReport(attemptKey);
  const frame = useFirstFrameDeadline(attemptKey, setMissedAttempt, report.drawn);
  const retry = () => {
    forgetExposed(id);
    setAttempt((n) => n + 1);
  };
  return (
    <div data-remote-slot={id} ref={frame.slotRef}>
      {/* Keyed by module too: a route change that swaps the module must not inherit a failed state. */}
      <SlotErrorBoundary
        key={attemptKey}
        onRetry={retry}
        onError={report.failed}
        fallback={(onRetry) => (
          <UiIntl>
            <UnavailablePanel onRetry={onRetry} />
          </UiIntl>
        )}
      >
        {missedAttempt === attemptKey ? (
          <FirstFrameMissed id={id} />
        ) : (
          <Suspense
            fallback={
              skeleton ?? (
                <UiIntl>
                  <DefaultSkeleton />
                </UiIntl>
              )
            }
          >
            <LoadedRemote id={id} props={props} />
            <ContentCommitted attempt={attemptKey} onCommit={frame.committed} />
          </Suspense>
        )}
      </SlotErrorBoundary>
    </div>
  );
}
