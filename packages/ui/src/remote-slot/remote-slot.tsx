import type { ExposedModuleId, ExposedModules } from '@hotel/contracts';
import { type ReactNode, Suspense, use, useState } from 'react';
import { useIntl } from 'react-intl';
import { Skeleton } from '../primitives/skeleton';
import { forgetExposed, loadExposed } from './remote-loader';
import { SlotErrorBoundary } from './slot-error-boundary';
import { UiIntl } from './ui-intl';
import { UnavailablePanel } from './unavailable-panel';

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

function DefaultSkeleton() {
  const intl = useIntl();
  return <Skeleton label={intl.formatMessage({ id: 'ui.remoteSlot.loading' })} />;
}

/** Renders a module another team deploys; while it loads a skeleton, if it fails a panel with Retry. */
export function RemoteSlot<K extends ExposedModuleId>({ id, props, skeleton }: RemoteSlotProps<K>) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    forgetExposed(id);
    setAttempt((n) => n + 1);
  };
  return (
    <div data-remote-slot={id}>
      {/* Keyed by module too: a route change that swaps the module must not inherit a failed state. */}
      <SlotErrorBoundary
        key={`${id}#${attempt}`}
        onRetry={retry}
        fallback={(onRetry) => (
          <UiIntl>
            <UnavailablePanel onRetry={onRetry} />
          </UiIntl>
        )}
      >
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
        </Suspense>
      </SlotErrorBoundary>
    </div>
  );
}
