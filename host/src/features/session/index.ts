// What other features may use of the session; the host's boot code wires the rest directly.
export { $expiredModalOpen, $memberRetrying, $memberUnreachable, expiredModalClosed, memberRetryClicked } from './member-model';
