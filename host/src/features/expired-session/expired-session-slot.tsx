import { useUnit } from 'effector-react';
import { Suspense } from 'react';
import { ExpiredSessionModalContent } from './lazy-expired-session-modal';
import { $expiredModalOpen } from '../session';

/** The modal's code loads only when a session has actually expired. */
export function ExpiredSessionModal() {
  const open = useUnit($expiredModalOpen);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ExpiredSessionModalContent />
    </Suspense>
  );
}
