import type { ExposedModuleId } from '@hotel/contracts';
import { useEffect, useMemo } from 'react';
import { servedVersionOf } from './remote-loader';
import { slotOutcome, type SlotOutcome } from './slot-report';

/** The report of a slot's attempt `<module id>#<n>` (see slotOutcome), left when the attempt ends. */
export function useSlotReport(attempt: string): SlotOutcome {
  const outcome = useMemo(() => {
    const id = attempt.slice(0, attempt.lastIndexOf('#')) as ExposedModuleId;
    return slotOutcome(id, () => servedVersionOf(id));
  }, [attempt]);
  useEffect(() => outcome.left, [outcome]);
  return outcome;
}
