import { useUnit } from 'effector-react';
import { Suspense } from 'react';
import { ExpiredSessionModalContent } from '../../app/lazy-pages';
import { $expiredModalOpen } from '../session/member-model';

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
